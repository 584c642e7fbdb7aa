// The live-style tables: European roulette and baccarat, each one table for everyone.
import type { GameDefinition, GameInfo } from '../registry';
import { baccaratRules } from './baccarat';
import { RED_NUMBERS, rouletteRules } from './roulette';
import { tablePage } from './table-page';
import { settleOpenTableRound, TimedTable, tableOutcome, type TableRules, type TableTiming } from './timed-table';
import { GameActionError } from '../registry';
import { blurbIn, nameIn, type Lang } from '../../i18n';
import { escapeHtml } from '../../http/page';

export const TABLE_TIMING: TableTiming = { bettingMs: 15_000, resultMs: 6_000 };

function tableGame<R>(info: Omit<GameInfo, 'section'>, rules: TableRules<R>, page: (lang: Lang) => Parameters<typeof tablePage>[1], timing: TableTiming): GameDefinition {
  const table = new TimedTable(info as GameInfo, rules, timing);
  const game: GameDefinition = {
    ...info,
    section: 'live',
    page: (lang) => tablePage(game, page(lang), lang),
    actions: {
      ...table.actions,
      verify: async (_ctx, body) => {
        if (typeof body.serverSeed !== 'string' || typeof body.roundId !== 'string') throw new GameActionError(400, 'Give the revealed server seed and the round id');
        return { result: tableOutcome(rules, body.serverSeed, body.roundId) };
      },
    },
    start: (wallet, journal) => table.start(wallet, journal),
    settleOpenRound: settleOpenTableRound(rules),
    stop: () => table.stop(),
  };
  return game;
}

const colourOf = (n: number) => (n === 0 ? 'green' : RED_NUMBERS.has(n) ? 'red' : 'black');

function rouletteBoard(lang: Lang): string {
  const cell = (n: number) => `<button class="spot ${colourOf(n)}" data-spot="n${n}" data-testid="roulette-n${n}">${n}</button>`;
  // Three rows of twelve (3,6,…36 on top), zero on the left, as on a real layout.
  const rows = [3, 2, 1].map((top) => Array.from({ length: 12 }, (_, i) => cell(top + i * 3)).join('')).join('');
  const outside = [
    ['dozen1', '1st 12'], ['dozen2', '2nd 12'], ['dozen3', '3rd 12'], ['col1', 'Col 1'], ['col2', 'Col 2'], ['col3', 'Col 3'],
    ['low', '1-18'], ['even', 'Even'], ['red', 'Red'], ['black', 'Black'], ['odd', 'Odd'], ['high', '19-36'],
  ]
    .map(([s, l]) => `<button class="spot${s === 'red' ? ' red' : s === 'black' ? ' black' : ''}" data-spot="${s}" data-testid="roulette-${s}">${escapeHtml(nameIn(lang, l!))}</button>`)
    .join('');
  return `<div class="rl-grid">
<div class="rl-zero">${cell(0)}</div>${rows}</div>
<div class="rl-outside">${outside}</div>`;
}

export const tableGames = (timing: TableTiming = TABLE_TIMING) => [
  tableGame(
    { id: 'roulette-european', name: 'European Roulette', categories: ['top', 'live', 'table', 'roulette'], rtpBasisPoints: 9730, blurb: 'Single zero · a spin every 21 s' },
    rouletteRules,
    (lang) => ({
      board: rouletteBoard(lang),
      data: { id: 'roulette-european', kind: 'roulette', red: [...RED_NUMBERS] },
    }),
    timing,
  ),
  tableGame(
    { id: 'baccarat', name: 'Baccarat', categories: ['top', 'live', 'table', 'baccarat'], rtpBasisPoints: 9894, blurb: 'Punto banco, 8 decks · a deal every 21 s' },
    baccaratRules,
    (lang) => ({
      board: `<div class="bc-board">
<button class="spot blue" data-spot="player" data-testid="baccarat-player">${escapeHtml(nameIn(lang, 'Player').toUpperCase())}<br><small>1:1</small></button>
<button class="spot green" data-spot="tie" data-testid="baccarat-tie">${escapeHtml(nameIn(lang, 'Tie').toUpperCase())}<br><small>8:1</small></button>
<button class="spot red" data-spot="banker" data-testid="baccarat-banker">${escapeHtml(nameIn(lang, 'Banker').toUpperCase())}<br><small>0.95:1</small></button></div>`,
      data: { id: 'baccarat', kind: 'baccarat', words: { player: nameIn(lang, 'Player'), banker: nameIn(lang, 'Banker'), tie: nameIn(lang, 'Tie') } },
    }),
    timing,
  ),
];
