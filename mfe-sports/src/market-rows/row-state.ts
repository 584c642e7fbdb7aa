// What a market row shows (spec §2.14, §4.6, §9): OPEN or the status banner, which price cells are
// live, the volume text, and the start-time labels. Pure, so the rules are tested without a DOM.
import type { FancyItem } from '../api/catalog';
import { countdownText as kernelCountdownText, formatIndianNumber } from '@khel/shared-kernel';
import { sayNow, type Say } from '../i18n/say';

// The runner's fields (no imports, so the stream's worker can read them too).
export { runnerLevels, runnerNameOf, selectionIdOf } from './runner-fields';

export const VOLUME_CAP = 500_000;
export const VOLUME_CAP_TEXT = '500.000+';
/** India (GMT +5:30) is the default clock (§9). */
export const INDIA_OFFSET_MINUTES = 330;

/** §4.6 non-fancy: OPEN only when the runner is ACTIVE and the market OPEN; otherwise SUSPENDED. */
export function runnerRowStatus(marketStatus: string | undefined, runnerStatus: string | undefined): string {
  return (runnerStatus ?? 'ACTIVE') === 'ACTIVE' && marketStatus === 'OPEN' ? 'OPEN' : 'SUSPENDED';
}

/** §4.6 fancy: OPEN when GameStatus is absent and is_active is 1; else GameStatus, or SUSPENDED. */
export function fancyRowStatus(item: Pick<FancyItem, 'GameStatus' | 'is_active'>): string {
  const gameStatus = item.GameStatus?.trim();
  if (!gameStatus && Number(item.is_active) === 1) return 'OPEN';
  return (gameStatus || 'SUSPENDED').toUpperCase();
}

/** Whether a price column is live: non-match-odds markets only use the inner back and lay (level 0). */
export function levelActive(marketType: string, level: number): boolean {
  return marketType === 'MATCH_ODDS' || level === 0;
}

/** §9: sizes show as whole numbers, capped at '500.000+'. */
export function formatVolume(size: number | undefined): string {
  if (size === undefined || !Number.isFinite(size) || size <= 0) return '';
  return size >= VOLUME_CAP ? VOLUME_CAP_TEXT : formatIndianNumber(Math.round(size), 0);
}

/** Decimal odds from the wire → hundredths, exactly (2.02 → 202). */
export function toHundredths(decimalOdds: number): number {
  return Math.round(decimalOdds * 100);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function clock(ms: number, offsetMinutes: number): { day: number; time: string } {
  const local = ms + offsetMinutes * MINUTE;
  const d = new Date(local);
  const hh = String(d.getUTCHours()).padStart(2, '0');
  const mm = String(d.getUTCMinutes()).padStart(2, '0');
  return { day: Math.floor(local / DAY), time: `${hh}:${mm}` };
}

/** List label (§2.14): 'Started at 14:30', 'Today 19:30', 'Tomorrow 09:00', else 'dd-mm-yyyy 19:30'; in the player's language. */
export function startLabel(startMs: number, nowMs: number, offsetMinutes = INDIA_OFFSET_MINUTES, t: Say = sayNow): string {
  const start = clock(startMs, offsetMinutes);
  if (startMs <= nowMs) return t('sports.startedAt', { time: start.time });
  const today = clock(nowMs, offsetMinutes).day;
  if (start.day === today) return t('sports.today', { time: start.time });
  if (start.day === today + 1) return t('sports.tomorrow', { time: start.time });
  const d = new Date(startMs + offsetMinutes * MINUTE);
  const date = `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
  return `${date} ${start.time}`;
}

/** The event header's §4.6 countdown ('Opens in 2 days 3 hours', 'Started on 1 hours 5 minutes') in the player's language. */
export function countdownText(startMs: number, nowMs: number, t: Say = sayNow): string {
  return kernelCountdownText(startMs, nowMs, t);
}
