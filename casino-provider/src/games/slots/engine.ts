// The slot engine: pure integer code, no I/O. A machine is reel strips, a window of rows, paylines
// and a paytable; a spin draws one stop per reel from a RandomSource; a line pays when its symbols
// from the leftmost reel run the same for at least `minRun` reels. Wins are in line-bet units, so
// a spin's win is `payout(...) × stake / lines` paise, exactly.
import type { RandomSource } from '../../fair/seeds';
import type { UiKey } from '../../i18n/en';

/** A symbol's key: its name is the text `sym.{key}` of every language. */
export type SymbolKey = { [K in UiKey]: K extends `sym.${infer S}` ? S : never }[UiKey];

export interface SlotSymbol {
  key: SymbolKey;
  /** what the page draws: a character every font has */
  glyph: string;
  /** its colour on the reels */
  colour: string;
}

export interface SlotMachine {
  symbols: readonly SlotSymbol[];
  /** reels[r] = the strip of reel r, as symbol indices */
  reels: readonly (readonly number[])[];
  rows: number;
  /** lines[l][r] = the row line l crosses on reel r */
  lines: readonly (readonly number[])[];
  /** pays[symbol][runLength] = multiplier of the line bet (0 = no pay) */
  pays: readonly (readonly number[])[];
  minRun: number;
}

export function drawStops(m: SlotMachine, random: RandomSource): number[] {
  const stops = new Array<number>(m.reels.length);
  for (let r = 0; r < m.reels.length; r++) stops[r] = random.nextInt(m.reels[r]!.length);
  return stops;
}

/** The symbol shown on reel r, row `row`, when the reel stops at `stop`. */
export function symbolAt(m: SlotMachine, r: number, stop: number, row: number): number {
  const strip = m.reels[r]!;
  return strip[(stop + row) % strip.length]!;
}

function lineRun(m: SlotMachine, stops: readonly number[], line: readonly number[]): { symbol: number; run: number } {
  const symbol = symbolAt(m, 0, stops[0]!, line[0]!);
  let run = 1;
  while (run < m.reels.length && symbolAt(m, run, stops[run]!, line[run]!) === symbol) run++;
  return { symbol, run };
}

/** The spin's total win in line-bet units: the one function that decides what is paid. */
export function payout(m: SlotMachine, stops: readonly number[]): number {
  let total = 0;
  for (const line of m.lines) {
    const { symbol, run } = lineRun(m, stops, line);
    if (run >= m.minRun) total += m.pays[symbol]![run] ?? 0;
  }
  return total;
}

export interface LineWin {
  line: number;
  symbol: number;
  run: number;
  multiplier: number;
}

/** The winning lines of a spin, for the page to show (their multipliers sum to `payout`). */
export function lineWins(m: SlotMachine, stops: readonly number[]): LineWin[] {
  const wins: LineWin[] = [];
  m.lines.forEach((line, i) => {
    const { symbol, run } = lineRun(m, stops, line);
    const multiplier = run >= m.minRun ? (m.pays[symbol]![run] ?? 0) : 0;
    if (multiplier > 0) wins.push({ line: i, symbol, run, multiplier });
  });
  return wins;
}

/** The visible window: grid[row][reel] symbol indices. */
export function windowOf(m: SlotMachine, stops: readonly number[]): number[][] {
  return Array.from({ length: m.rows }, (_, row) => stops.map((stop, r) => symbolAt(m, r, stop, row)));
}

/**
 * The exact return to player (a fraction): with independent, uniform reel stops every line sees
 * each reel's symbol frequencies, so E[line pay] = Σ symbols Σ runs pay × P(run exactly that long).
 */
export function exactRtp(m: SlotMachine): number {
  const n = m.reels.length;
  const freq = m.reels.map((strip) => {
    const f = new Array<number>(m.symbols.length).fill(0);
    for (const s of strip) f[s]!++;
    return f.map((c) => c / strip.length);
  });
  let perLine = 0;
  for (let s = 0; s < m.symbols.length; s++) {
    let prefix = 1;
    for (let k = 1; k <= n; k++) {
      prefix *= freq[k - 1]![s]!;
      const exactly = k < n ? prefix * (1 - freq[k]![s]!) : prefix;
      if (k >= m.minRun) perLine += exactly * (m.pays[s]![k] ?? 0);
    }
  }
  // A spin stakes one unit per line, and each line pays perLine on average.
  return perLine;
}

/** Total line-bet units won over `spins` spins of the real outcome code (the RTP simulation). */
export function simulate(m: SlotMachine, spins: number, random: RandomSource): { spins: number; wonUnits: number; stakedUnits: number } {
  let won = 0;
  for (let i = 0; i < spins; i++) won += payout(m, drawStops(m, random));
  return { spins, wonUnits: won, stakedUnits: spins * m.lines.length };
}
