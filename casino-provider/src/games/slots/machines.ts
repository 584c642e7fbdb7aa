// The slot machines: reel strips, paylines and paytables. Their stated RTPs are the exact
// values of `exactRtp` (checked by test) and are measured by 10^6 simulated spins.
import { SimulationRandom } from '../../fair/seeds';
import type { SlotMachine, SlotSymbol, SymbolKey } from './engine';

/** A reel strip with `counts[s]` stops of each symbol s, in a fixed shuffled order. */
function strip(counts: readonly number[], seed: number): number[] {
  const out: number[] = [];
  counts.forEach((c, s) => {
    for (let i = 0; i < c; i++) out.push(s);
  });
  const random = new SimulationRandom(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.nextInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const LINES_3x3 = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

const LINES_5x3_10 = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];

const LINES_5x3_20 = [
  ...LINES_5x3_10,
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [1, 0, 2, 0, 1],
  [1, 2, 0, 2, 1],
];

// A symbol's name is a text of every language (`sym.{key}`, src/i18n): the paytable shows it in the player's.
const sym = (key: SymbolKey, glyph: string, colour: string): SlotSymbol => ({ key, glyph, colour });

export const LOTUS_SEVENS: SlotMachine = {
  symbols: [sym('seven', '7', '#ffd54a'), sym('bar', 'BAR', '#ff7a59'), sym('bell', '♫', '#ffb347'), sym('lotus', '❀', '#ff8fd1'), sym('cherry', '♥', '#ff4d6d'), sym('lemon', '●', '#f4e04d')],
  reels: [strip([2, 3, 4, 5, 6, 4], 11), strip([2, 3, 4, 5, 6, 4], 12), strip([2, 3, 4, 5, 6, 4], 13)],
  rows: 3,
  lines: LINES_3x3,
  pays: [
    [0, 0, 0, 80],
    [0, 0, 0, 60],
    [0, 0, 0, 40],
    [0, 0, 0, 25],
    [0, 0, 0, 20],
    [0, 0, 0, 16],
  ],
  minRun: 3,
};

export const MAHARAJA_GEMS: SlotMachine = {
  symbols: [sym('crown', '♛', '#ffd54a'), sym('ruby', '♦', '#ff4d6d'), sym('emerald', '♣', '#3ddc84'), sym('sapphire', '♠', '#4dabff'), sym('pearl', '○', '#f2f3f5'), sym('coin', '◉', '#e0b04a')],
  reels: [0, 1, 2, 3, 4].map((r) => strip([2, 3, 4, 5, 6, 7], 21 + r)),
  rows: 3,
  lines: LINES_5x3_10,
  pays: [
    [0, 0, 0, 76, 300, 1000],
    [0, 0, 0, 46, 150, 500],
    [0, 0, 0, 30, 95, 300],
    [0, 0, 0, 19, 57, 190],
    [0, 0, 0, 11, 38, 114],
    [0, 0, 0, 8, 23, 76],
  ],
  minRun: 3,
};

export const TIGER_TEMPLE: SlotMachine = {
  symbols: [sym('tiger', '☀', '#ff9f1c'), sym('elephant', '♜', '#b0bec5'), sym('peacock', '✿', '#3ddc84'), sym('temple', '⌂', '#ffd54a'), sym('drum', '♬', '#ff7a59'), sym('leaf', '☘', '#7bd389')],
  reels: [0, 1, 2, 3, 4].map((r) => strip([2, 3, 4, 5, 6, 6], 31 + r)),
  rows: 3,
  lines: LINES_5x3_20,
  pays: [
    [0, 0, 0, 74, 300, 1000],
    [0, 0, 0, 45, 150, 600],
    [0, 0, 0, 30, 90, 300],
    [0, 0, 0, 18, 53, 180],
    [0, 0, 0, 12, 36, 120],
    [0, 0, 0, 9, 24, 75],
  ],
  minRun: 3,
};

export const CRICKET_CHAMPIONS: SlotMachine = {
  symbols: [sym('trophy', '★', '#ffd54a'), sym('bat', '▮', '#e0b07a'), sym('ball', '●', '#ff4d4d'), sym('helmet', '◓', '#4dabff'), sym('stumps', '‖', '#f2e6c9'), sym('cap', '◒', '#3ddc84')],
  reels: [0, 1, 2, 3, 4].map((r) => strip([2, 3, 4, 5, 6, 7], 41 + r)),
  rows: 3,
  lines: LINES_5x3_10,
  pays: [
    [0, 0, 0, 70, 290, 1000],
    [0, 0, 0, 47, 150, 520],
    [0, 0, 0, 30, 93, 300],
    [0, 0, 0, 19, 58, 185],
    [0, 0, 0, 12, 35, 115],
    [0, 0, 0, 8, 23, 76],
  ],
  minRun: 3,
};

export const DIWALI_LIGHTS: SlotMachine = {
  symbols: [sym('firework', '✸', '#ffd54a'), sym('diya', '♨', '#ff9f1c'), sym('rangoli', '❖', '#ff6fb5'), sym('lantern', '◈', '#ff4d4d'), sym('sweets', '◍', '#f4e04d'), sym('marigold', '✿', '#ffb347')],
  reels: [0, 1, 2, 3, 4].map((r) => strip([3, 3, 4, 5, 6, 6], 51 + r)),
  rows: 3,
  lines: LINES_5x3_20,
  pays: [
    [0, 0, 0, 62, 245, 860],
    [0, 0, 0, 49, 148, 490],
    [0, 0, 0, 31, 92, 308],
    [0, 0, 0, 18, 55, 184],
    [0, 0, 0, 12, 37, 111],
    [0, 0, 0, 10, 27, 86],
  ],
  minRun: 3,
};

export const MONSOON_PEACOCK: SlotMachine = {
  symbols: [sym('peacock', '✺', '#2ec4b6'), sym('cloud', '☁', '#e0e6ef'), sym('umbrella', '☂', '#4dabff'), sym('boat', '▲', '#f2f3f5'), sym('frog', '♣', '#3ddc84'), sym('drop', '◆', '#7fd1ff')],
  reels: [0, 1, 2, 3, 4].map((r) => strip([2, 4, 4, 5, 5, 7], 61 + r)),
  rows: 3,
  lines: LINES_5x3_20,
  pays: [
    [0, 0, 0, 93, 360, 1240],
    [0, 0, 0, 41, 124, 414],
    [0, 0, 0, 31, 93, 310],
    [0, 0, 0, 19, 57, 186],
    [0, 0, 0, 14, 41, 135],
    [0, 0, 0, 7, 21, 62],
  ],
  minRun: 3,
};

export const MACHINES = {
  'slot-lotus-sevens': LOTUS_SEVENS,
  'slot-maharaja-gems': MAHARAJA_GEMS,
  'slot-tiger-temple': TIGER_TEMPLE,
  'slot-cricket-champions': CRICKET_CHAMPIONS,
  'slot-diwali-lights': DIWALI_LIGHTS,
  'slot-monsoon-peacock': MONSOON_PEACOCK,
};
