// §5 stake-preset rules, for every editor of presets (the slip's pop-up, the /settings page):
// integers, at most 1,00,00,000, and only one preset equal to it.
import { MAX_STAKE_RUPEES } from '../betting/stake';

export type PresetProblem = 'not-an-integer' | 'too-large' | 'only-one-max';

export function presetsProblem(values: readonly string[]): PresetProblem | null {
  let atMax = 0;
  for (const text of values) {
    if (!/^\d+$/.test(text.trim()) || Number(text) <= 0) return 'not-an-integer';
    const n = Number(text);
    if (n > MAX_STAKE_RUPEES) return 'too-large';
    if (n === MAX_STAKE_RUPEES) atMax += 1;
  }
  return atMax > 1 ? 'only-one-max' : null;
}
