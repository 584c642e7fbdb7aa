// The parts every instant game's page shares (a slot, the wheel, the scratch card): the stake chips
// and the play button, the result lines, and the 'Provably fair' panel (the next seed's hash, the
// client seed and nonce, the last round revealed, the check). Texts escaped; element ids are the ones
// src/client/instant.ts drives, test ids carry the game kind's prefix ('slot', 'wheel', 'scratch').
import { escapeHtml } from '../../http/page';
import { t as text, type Lang, type UiKey } from '../../i18n';
import { INSTANT_STAKES_PAISE } from './fair-instant';

export type PageText = (key: UiKey, vars?: Record<string, string | number>) => string;

/** The page's texts in `lang`, escaped for markup. */
export const pageText =
  (lang: Lang): PageText =>
  (key, vars) =>
    escapeHtml(text(lang, key, vars));

/** The stake chips, the play button (#spin) and the result and error lines. */
export function playControls(t: PageText, prefix: string, playLabel: UiKey): string {
  return `<div class="controls">
  <span>${t('slots.stake')}</span>${INSTANT_STAKES_PAISE.map((p, i) => `<button class="chip" data-stake="${p}" aria-pressed="${i === 0}">₹${p / 100}</button>`).join('')}
  <button class="btn" id="spin" data-testid="${prefix}-spin">${t(playLabel)}</button>
</div>
<div class="result" id="result" data-testid="${prefix}-result" aria-live="polite"></div>
<div class="err" id="error" data-testid="${prefix}-error" role="alert"></div>`;
}

/** The stated RTP line and the 'Provably fair' panel. */
export function fairPanel(t: PageText, prefix: string, rtpLine: string): string {
  return `<p class="rtp-line">${rtpLine}</p>
<details class="fair"><summary>${t('common.fair')}</summary>
<p>${t('slots.nextHash')} <code id="commitment" data-testid="${prefix}-commitment"></code></p>
<p>${t('slots.clientSeed')} <code id="client-seed"></code> · ${t('slots.nonce')} <code id="nonce"></code></p>
<p>${t('slots.lastRound')} <code id="last-round">–</code></p>
<button class="chip" id="check" data-testid="${prefix}-check" disabled>${t('slots.check')}</button> <span id="check-result" data-testid="${prefix}-check-result"></span>
</details>`;
}
