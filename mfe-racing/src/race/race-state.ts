// The race table's states and the combined market's rules (§4.6, §5, §9). Pure.
import { MAX_COMBINED_SELECTIONS, type HrRunner, type MarketWire, type PriceSizeWire, type RacingMarketWire, type RunnerWire } from '@khel/shared-kernel';

/** §9: the race list shows the first 3 runners of each race. */
export const LIST_RUNNERS = 3;

type StatusOf = Pick<MarketWire, 'status'>;

/** §4.6: a runner is OPEN only if it is ACTIVE and its market OPEN; otherwise SUSPENDED. */
export function runnerOpen(market: StatusOf, runner: Pick<RunnerWire, 'status'>): boolean {
  return market.status === 'OPEN' && runner.status === 'ACTIVE';
}

/** §4.6: the whole race table is flagged all-suspended when no runner is open. */
export function allSuspended(market: StatusOf & { runners: Pick<RunnerWire, 'status'>[] }): boolean {
  return !market.runners.some((r) => runnerOpen(market, r));
}

/**
 * §4.6, §5: a selected runner can always be removed; another can be added only while fewer than 4
 * are selected, the market is not suspended and the runner is ACTIVE.
 */
export function canToggle(selected: readonly number[], market: StatusOf, runner: Pick<RunnerWire, 'status' | 'selectionId'>): boolean {
  if (selected.includes(runner.selectionId)) return true;
  return selected.length < MAX_COMBINED_SELECTIONS && market.status === 'OPEN' && runner.status === 'ACTIVE';
}

export function toggleRunner(selected: readonly number[], market: StatusOf, runner: Pick<RunnerWire, 'status' | 'selectionId'>): number[] {
  if (selected.includes(runner.selectionId)) return selected.filter((id) => id !== runner.selectionId);
  return canToggle(selected, market, runner) ? [...selected, runner.selectionId] : [...selected];
}

/** The selections still allowed after a market change: a runner no longer ACTIVE leaves the combination. */
export function keepSelectable(selected: readonly number[], market: MarketWire): number[] {
  return selected.filter((id) => market.runners.some((r) => r.selectionId === id && r.status === 'ACTIVE'));
}

/** Ladder levels of a side, best first, padded to 3 (an empty level has no price). */
export function levels(runner: RunnerWire, side: 'back' | 'lay'): Array<PriceSizeWire | null> {
  const list = (side === 'back' ? runner.ex?.availableToBack : runner.ex?.availableToLay) ?? [];
  return [0, 1, 2].map((i) => (list[i] && list[i]!.price > 0 ? list[i]! : null));
}

/** Odds in hundredths (the slip's units) from a wire decimal. */
export const toHundredths = (decimal: number): number => Math.round(decimal * 100);

/** The runner as the slip carries it: its price on a side (the best, or the level clicked) and its §3 metadata. */
export function hrRunnerOf(runner: RunnerWire, side: 'back' | 'lay', level = 0): HrRunner | null {
  const best = levels(runner, side)[level];
  if (!best) return null;
  const m = runner.metadata ?? {};
  return {
    selectionId: runner.selectionId,
    runnerName: runner.runnerName,
    price: toHundredths(best.price),
    ...(m.CLOTH_NUMBER ? { clothNumber: m.CLOTH_NUMBER } : {}),
    ...(m.JOCKEY_NAME ? { jockeyName: m.JOCKEY_NAME } : {}),
    ...(m.TRAINER_NAME ? { trainerName: m.TRAINER_NAME } : {}),
  };
}

/** §2.13 narrow tabs: races in play, and those still to start (soonest first). */
export function splitRaces(races: readonly RacingMarketWire[]): { inPlay: RacingMarketWire[]; upcoming: RacingMarketWire[] } {
  const byStart = [...races].sort((a, b) => Date.parse(a.market_start_time) - Date.parse(b.market_start_time));
  return { inPlay: byStart.filter((r) => r.inplay), upcoming: byStart.filter((r) => !r.inplay) };
}

/** The race the wide page opens on: one asked for (from the sidebar or search), else the next to start, else one in play. */
export function initialRace(races: readonly RacingMarketWire[], asked: string | null): RacingMarketWire | null {
  const found = asked ? races.find((r) => r.market_id === asked) : undefined;
  if (found) return found;
  const { inPlay, upcoming } = splitRaces(races);
  return upcoming[0] ?? inPlay[0] ?? null;
}

/** The first runners a list shows for a race (§9: 3). */
export const listRunners = (race: Pick<RacingMarketWire, 'runners'>): RunnerWire[] => race.runners.slice(0, LIST_RUNNERS);

/** 'Ascot (GB)': venue and country code. */
export const venueLabel = (race: Pick<RacingMarketWire, 'venue' | 'country_code' | 'market_name'>): string =>
  `${race.venue ?? race.market_name}${race.country_code ? ` (${race.country_code})` : ''}`;
