// The live-style tables: European roulette and baccarat, each one table for everyone.
import type { GameDefinition, GameInfo } from '../registry';
import { baccaratRules } from './baccarat';
import { RED_NUMBERS, rouletteRules } from './roulette';
import { tablePage } from './table-page';
import { settleOpenTableRound, TimedTable, tableOutcome, type TableRules, type TableTiming } from './timed-table';
import { GameActionError } from '../registry';
import { blurbIn, nameIn, type Lang } from '../../i18n';

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
    .map(([s, l]) => `<button class="spot${s === 'red' ? ' red' : s === 'black' ? ' black' : ''}" data-spot="${s}" data-testid="roulette-${s}">${nameIn(lang, l!)}</button>`)
    .join('');
  return `<div style="display:grid;grid-template-columns:minmax(28px,1fr) repeat(12,minmax(0,1fr));gap:3px;font-size:13px">
<div style="grid-row:span 3;display:flex">${cell(0).replace('class="spot', 'style="flex:1" class="spot')}</div>${rows}</div>
<div style="display:grid;grid-template-columns:repeat(6,1fr);gap:3px;margin-top:3px;font-size:12px">${outside}</div>`;
}

export const tableGames = (timing: TableTiming = TABLE_TIMING) => [
  tableGame(
    { id: 'roulette-european', name: 'European Roulette', categories: ['top', 'live', 'table', 'roulette'], rtpBasisPoints: 9730, blurb: 'Single zero · a spin every 21 s' },
    rouletteRules,
    (lang) => ({
      board: rouletteBoard(lang),
      resultHtml: `(n) => '<span class="spot ' + (n === 0 ? 'green' : ${JSON.stringify([...RED_NUMBERS])}.includes(n) ? 'red' : 'black') + '" style="font-size:28px;padding:10px 18px">' + n + '</span>'`,
      historyItem: `(n) => '<span class="spot ' + (n === 0 ? 'green' : ${JSON.stringify([...RED_NUMBERS])}.includes(n) ? 'red' : 'black') + '">' + n + '</span>'`,
      wonSpots: `(n) => { const red = ${JSON.stringify([...RED_NUMBERS])}.includes(n); const s = ['n' + n]; if (n) { s.push(red ? 'red' : 'black', n % 2 ? 'odd' : 'even', n <= 18 ? 'low' : 'high', 'dozen' + Math.ceil(n / 12), 'col' + (((n - 1) % 3) + 1)); } return s; }`,
    }),
    timing,
  ),
  tableGame(
    { id: 'baccarat', name: 'Baccarat', categories: ['top', 'live', 'table', 'baccarat'], rtpBasisPoints: 9894, blurb: 'Punto banco, 8 decks · a deal every 21 s' },
    baccaratRules,
    (lang) => ({
      board: `<div style="display:grid;grid-template-columns:1fr 1fr 1fr;gap:8px;font-size:16px">
<button class="spot" style="background:#1c4f9c;padding:22px 4px" data-spot="player" data-testid="baccarat-player">${nameIn(lang, 'Player').toUpperCase()}<br><small>1:1</small></button>
<button class="spot green" style="padding:22px 4px" data-spot="tie" data-testid="baccarat-tie">${nameIn(lang, 'Tie').toUpperCase()}<br><small>8:1</small></button>
<button class="spot red" style="padding:22px 4px" data-spot="banker" data-testid="baccarat-banker">${nameIn(lang, 'Banker').toUpperCase()}<br><small>0.95:1</small></button></div>`,
      resultHtml: `(r) => { const card = (c) => { const rank = ['A','2','3','4','5','6','7','8','9','10','J','Q','K'][c % 13]; const suit = ['♠','♥','♦','♣'][Math.floor(c / 13)]; return '<span style="background:#fff;color:' + (suit === '♥' || suit === '♦' ? '#c10931' : '#111') + ';border-radius:4px;padding:2px 5px;margin:1px;font-size:18px">' + rank + suit + '</span>'; }; const words = ${JSON.stringify({ player: nameIn(lang, 'Player'), banker: nameIn(lang, 'Banker'), tie: nameIn(lang, 'Tie') })}; return '<span>' + words.player + ' ' + r.player.map(card).join('') + ' <b>' + r.playerPoints + '</b></span><span>' + words.banker + ' ' + r.banker.map(card).join('') + ' <b>' + r.bankerPoints + '</b></span><b>' + words[r.winner].toUpperCase() + '</b>'; }`,
      historyItem: `(r) => '<span style="background:' + (r.winner === 'player' ? '#1c4f9c' : r.winner === 'banker' ? '#a3172c' : '#17804a') + '">' + r.winner[0].toUpperCase() + '</span>'`,
      wonSpots: `(r) => [r.winner]`,
    }),
    timing,
  ),
];
