// The page of a timed table, roulette or baccarat (its markup: src/games/tables/table-page.ts):
// countdown, chip choice, the table's board, my bets, the result, the history of the last results
// and the fairness line. The table's state is polled with the session; bets go over HTTP.
import { byId, h } from './dom';
import type { Khel } from './runtime';

export type TableData =
  | { id: string; kind: 'roulette'; red: number[] }
  | { id: string; kind: 'baccarat'; words: { player: string; banker: string; tie: string } };

interface BaccaratResult {
  player: number[];
  banker: number[];
  playerPoints: number;
  bankerPoints: number;
  winner: 'player' | 'banker' | 'tie';
}
interface TableState<R> {
  roundId: string;
  phase: 'betting' | 'result';
  commitment: string;
  msLeft: number;
  bettingMs: number;
  myBets: Bet[];
  result?: R;
  myReturnPaise?: number;
  history: Array<{ roundId: string; result: R; serverSeed: string; hash: string }>;
}
interface Bet {
  spot: string;
  stakePaise: number;
}

/** How a table shows a result, an item of its history, and which spots won. */
interface Board<R> {
  result(r: R): Node[];
  historyItem(r: R): Node;
  wonSpots(r: R): string[];
}

function rouletteBoard(red: ReadonlySet<number>): Board<number> {
  const colour = (n: number) => (n === 0 ? 'green' : red.has(n) ? 'red' : 'black');
  return {
    result: (n) => [h('span', { className: `spot big ${colour(n)}` }, n)],
    historyItem: (n) => h('span', { className: `spot ${colour(n)}` }, n),
    wonSpots: (n) => (n ? [`n${n}`, red.has(n) ? 'red' : 'black', n % 2 ? 'odd' : 'even', n <= 18 ? 'low' : 'high', `dozen${Math.ceil(n / 12)}`, `col${((n - 1) % 3) + 1}`] : ['n0']),
  };
}

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];

function baccaratBoard(words: { player: string; banker: string; tie: string }): Board<BaccaratResult> {
  const card = (c: number) => {
    const suit = Math.floor(c / 13);
    return h('span', { className: `bc-card${suit === 1 || suit === 2 ? ' red' : ''}` }, `${RANKS[c % 13]}${SUITS[suit]}`);
  };
  return {
    result: (r) => [
      h('span', null, `${words.player} `, ...r.player.map(card), ' ', h('b', null, r.playerPoints)),
      h('span', null, `${words.banker} `, ...r.banker.map(card), ' ', h('b', null, r.bankerPoints)),
      h('b', null, words[r.winner].toUpperCase()),
    ],
    historyItem: (r) => h('span', { className: `bc-${r.winner}` }, r.winner[0]!.toUpperCase()),
    wonSpots: (r) => [r.winner],
  };
}

/** Starts the page of the table `data`; returns what stops it (its timers). */
export function startTable(khel: Khel, data: TableData): () => void {
  const board = (data.kind === 'roulette' ? rouletteBoard(new Set(data.red)) : baccaratBoard(data.words)) as Board<unknown>;
  const { t: T, inr, money } = khel;
  let chip = 1000;
  let pending: Bet[] = [];
  let state: TableState<unknown> | null = null;
  let pollAt = 0;
  const chips = document.querySelectorAll<HTMLButtonElement>('[data-chip]');
  chips.forEach((b) =>
    b.addEventListener('click', () => {
      chip = Number(b.dataset.chip);
      chips.forEach((o) => o.setAttribute('aria-pressed', String(o === b)));
    }),
  );
  const total = (bets: readonly Bet[]) => bets.reduce((s, b) => s + b.stakePaise, 0);
  const marks = () => {
    const by: Record<string, number> = {};
    for (const b of [...(state ? state.myBets : []), ...pending]) by[b.spot] = (by[b.spot] ?? 0) + b.stakePaise;
    document.querySelectorAll<HTMLElement>('[data-spot]').forEach((el) => {
      let m = el.querySelector('.mine');
      const v = by[el.dataset.spot ?? ''];
      if (v) {
        if (!m) {
          m = h('span', { className: 'mine' });
          el.appendChild(m);
        }
        m.textContent = money(v).replace(/\.00\b/, '').replace(/^₹ /, '₹');
      } else if (m) m.remove();
    });
    byId<HTMLButtonElement>('place').disabled = !pending.length || !state || state.phase !== 'betting';
    byId('mine').textContent = state && state.myBets.length ? T('tables.yourBets', { amount: inr(total(state.myBets)) }) : '';
  };
  document.querySelectorAll<HTMLElement>('[data-spot]').forEach((el) =>
    el.addEventListener('click', () => {
      if (!state || state.phase !== 'betting') return;
      pending.push({ spot: el.dataset.spot ?? '', stakePaise: chip });
      marks();
    }),
  );
  byId('clear').addEventListener('click', () => {
    pending = [];
    marks();
  });
  byId('place').addEventListener('click', async () => {
    byId('error').textContent = '';
    const bets = pending;
    pending = [];
    byId<HTMLButtonElement>('place').disabled = true;
    try {
      const s = await khel.call<TableState<unknown> & { balancePaise: number }>(`/api/games/${data.id}/bet`, { bets });
      khel.setBalance(s.balancePaise);
      apply(s);
    } catch (e) {
      byId('error').textContent = (e as Error).message;
      marks();
    }
  });
  const apply = (s: TableState<unknown>) => {
    const newRound = !state || state.roundId !== s.roundId;
    const settled = s.phase === 'result' && (!state || state.phase !== 'result' || newRound);
    state = s;
    pollAt = Date.now();
    byId('commitment').textContent = s.commitment;
    const last = s.history[0];
    if (last) byId('reveal').textContent = T('tables.lastRound', { round: last.roundId, seed: last.serverSeed, hash: last.hash });
    byId('history').replaceChildren(...s.history.map((r) => board.historyItem(r.result)));
    document.querySelectorAll('.spot.won').forEach((el) => el.classList.remove('won'));
    if (s.phase === 'result') {
      byId('result').replaceChildren(...board.result(s.result), ...(s.myReturnPaise ? [' · ', h('b', { className: 'you-win' }, T('tables.youWin', { amount: inr(s.myReturnPaise) }))] : []));
      for (const spot of board.wonSpots(s.result)) document.querySelector(`[data-spot="${spot}"]`)?.classList.add('won');
      if (settled) {
        setTimeout(
          () =>
            khel
              .call<{ balancePaise: number }>('/api/session')
              .then((x) => khel.setBalance(x.balancePaise))
              .catch(() => {}),
          800,
        );
      }
    } else if (newRound) {
      byId('result').textContent = T('common.placeBets');
      pending = [];
    }
    marks();
  };
  const tick = () => {
    if (!state) return;
    const left = Math.max(0, state.msLeft - (Date.now() - pollAt));
    const betting = state.phase === 'betting';
    byId('count').textContent = T(betting ? 'tables.closeIn' : 'tables.nextIn', { s: Math.ceil(left / 1000) });
    byId('count').classList.toggle('closed', !betting);
    byId('phase-text').textContent = `${T('common.round')} ${state.roundId}`;
    // CSSOM, not a style attribute: allowed by the page's CSP
    byId('bar').style.width = betting ? `${(100 * left) / state.bettingMs}%` : '0%';
  };
  const poll = () =>
    khel
      .call<TableState<unknown>>(`/api/games/${data.id}/state`, {})
      .then(apply)
      .catch((e: Error) => (byId('error').textContent = e.message));
  void poll();
  const timers = [setInterval(poll, 1000), setInterval(tick, 250)];
  return () => timers.forEach(clearInterval);
}
