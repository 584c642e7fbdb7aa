// A card table's page (its markup: src/games/cards/page.ts). The table's state arrives over the live
// channel cards/{gameId}; bets go over HTTP with the session. Cards land one by one as the server
// reveals them (each flips in). 'Verify a round' rebuilds a round's deck here with Web Crypto from the
// revealed seed: HMAC-SHA256(seed, 'deck:0:' + block) gives 32-bit words (first bytes first), an
// unbiased integer by rejection, a Fisher-Yates shuffle of the table's deck; cards are dealt from its top.
import { byId, closeDialog, connectLive, h, openInPlace, requestId } from './dom';
import { hmac, sha256Hex } from './fair';
import type { Khel } from './runtime';

/** The table as the page's data gives it (src/games/cards/page.ts). */
export interface CardTableData {
  id: string;
  slots: ReadonlyArray<{ id: string; name: string }>;
  markets: ReadonlyArray<{ id: string; name: string; selections: ReadonlyArray<{ id: string; name: string }> }>;
  deck: readonly string[];
  winnerLabels: Readonly<Record<string, string>>;
}
interface TableState {
  roundId: string;
  phase: 'betting' | 'dealing' | 'result';
  closesInMs: number;
  closesAt: number;
  cards: Array<{ slot: string; card: string }>;
  result?: { winner: string } | null;
  seedHash: string;
  history: Array<{ roundId: string; winner: string; seed: string }>;
}
interface Mine {
  exposurePaise: number;
  bets: Array<{ side: 'back' | 'lay'; marketId: string; selectionId: string; odds: number; stakePaise: number }>;
  rounds: Array<{ roundId: string; winner: string; profitPaise: number }>;
  positions: Record<string, Record<string, number>>;
  balancePaise?: number;
}
interface PlayedCardRound {
  roundId: string;
  winner: string;
  seed: string;
  seedHash: string;
  cards: Array<{ slot: string; card: string }>;
}
interface Slip {
  marketId: string;
  selectionId: string;
  side: 'back' | 'lay';
  odds: number;
}

const odds = (hundredths: number) => (hundredths / 100).toFixed(2);
const SUIT: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** A card face ('TH' → 10♥, red), marked when it is not the card it should be. */
export function cardEl(c: string, miss = false): HTMLDivElement {
  const rank = c[0] === 'T' ? '10' : (c[0] ?? '');
  const red = 'HD'.includes(c[1] ?? '_');
  return h('div', { className: `card${red ? ' red' : ''}${miss ? ' miss' : ''}`, data: { card: c } }, h('span', null, rank), h('span', null, SUIT[c[1] ?? ''] ?? ''));
}

/** The deck of a round, rebuilt from its revealed seed (the provider's shuffle: src/games/cards/deck.ts). */
export async function deckOf(seed: string, deck: readonly string[]): Promise<string[]> {
  const words: number[] = [];
  let block = 0;
  const nextWord = async (): Promise<number> => {
    if (words.length === 0) {
      const d = new DataView(await hmac('SHA-256', seed, `deck:0:${block++}`));
      for (let i = 28; i >= 0; i -= 4) words.push(d.getUint32(i));
    }
    return words.pop()!;
  };
  const nextInt = async (n: number) => {
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const w = await nextWord();
      if (w < limit) return w % n;
    }
  };
  const out = [...deck];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = await nextInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Starts the page for the table `game`; returns what stops it (its timer and socket). */
export function startCardTable(khel: Khel, game: CardTableData): () => void {
  const { t: T, inr, money } = khel;
  let table: TableState | null = null;
  let slip: Slip | null = null;
  let mine: Mine | null = null;
  let lastRound = '';
  const resultText = (w: string) => T('cards.wins', { winner: game.winnerLabels[w] ?? w });
  const selName = (mid: string, sid: string) => game.markets.find((m) => m.id === mid)?.selections.find((s) => s.id === sid)?.name ?? sid;

  function renderTable() {
    if (!table) return;
    const phase = byId('phase');
    phase.dataset.phase = table.phase;
    phase.dataset.round = table.roundId;
    const left = Math.max(0, table.closesAt - Date.now());
    phase.textContent = T(table.phase === 'betting' ? 'common.placeBets' : table.phase === 'dealing' ? 'cards.dealing' : 'cards.result');
    byId('timer').textContent = table.phase === 'betting' ? `${Math.ceil(left / 1000)}s` : '';
    for (const s of game.slots) {
      const box = byId(`slot-${s.id}`);
      const cards = table.cards.filter((p) => p.slot === s.id).map((p) => p.card);
      if (box.dataset.shown !== String(cards.length)) {
        // Only the new cards are appended, so each one animates as it lands.
        if (Number(box.dataset.shown || 0) > cards.length) box.replaceChildren();
        box.append(...cards.slice(box.children.length).map((c) => cardEl(c)));
        box.dataset.shown = String(cards.length);
      }
    }
    byId('result').textContent = table.result ? resultText(table.result.winner) : '';
    byId('hist').replaceChildren(...table.history.map((r) => h('span', { title: r.roundId }, r.winner)));
    byId('seed').textContent = table.seedHash;
    byId('lastseed').textContent = table.history[0] ? `${table.history[0].roundId}: ${table.history[0].seed}` : '';
    const open = table.phase === 'betting';
    document.querySelectorAll<HTMLButtonElement>('.odds').forEach((b) => (b.disabled = !open));
    byId<HTMLButtonElement>('place').disabled = !slip || !open;
  }

  function renderMine() {
    if (!mine) return;
    const m0 = mine;
    byId('exposure').textContent = money(m0.exposurePaise);
    const bets = m0.bets.map((b) => h('tr', null, h('td', null, T(b.side === 'lay' ? 'cards.lay' : 'cards.back')), h('td', null, selName(b.marketId, b.selectionId)), h('td', null, odds(b.odds)), h('td', null, money(b.stakePaise))));
    byId('mybets').replaceChildren(...(bets.length ? bets : [h('tr', null, h('td', null, T('cards.noBets')))]));
    byId('pnl').replaceChildren(
      ...m0.rounds.map((r) =>
        h('tr', null, h('td', null, r.roundId.split('-').slice(-1)[0] ?? ''), h('td', null, game.winnerLabels[r.winner] ?? r.winner), h('td', { className: `pos ${r.profitPaise >= 0 ? 'up' : 'down'}` }, inr(r.profitPaise))),
      ),
    );
    for (const m of game.markets) {
      for (const s of m.selections) {
        const el = byId(`pos-${m.id}-${s.id}`);
        const v = m0.positions[m.id]?.[s.id] ?? 0;
        el.textContent = m0.bets.some((b) => b.marketId === m.id) ? inr(v) : '';
        el.className = `pos ${v >= 0 ? 'up' : 'down'}`;
      }
    }
  }

  async function loadMine() {
    try {
      mine = await khel.call<Mine>(`/api/games/${game.id}/mine`, {});
      renderMine();
    } catch {
      /* shown again at the next round */
    }
    khel
      .call<{ balancePaise: number }>('/api/session')
      .then((s) => khel.setBalance(s.balancePaise))
      .catch(() => {});
  }

  // On a narrow screen the slip opens right under the market that was clicked (the frame is as tall as the page).
  const narrow = matchMedia('(max-width: 760px)');
  const slipBox = byId('slip');
  const slipHome = slipBox.parentElement!;
  function choose(s: Slip, button: HTMLElement) {
    slip = s;
    if (narrow.matches) button.closest('.mkt')?.after(slipBox);
    else if (slipBox.parentElement !== slipHome) slipHome.prepend(slipBox);
    byId('slipsel').className = s.side === 'back' ? 'back-bg' : 'lay-bg';
    byId('slipsel').textContent = `${T(s.side === 'back' ? 'cards.back' : 'cards.lay')} ${selName(s.marketId, s.selectionId)} @ ${odds(s.odds)}`;
    slipBox.hidden = false;
    renderProfit();
    renderTable();
  }
  function renderProfit() {
    if (!slip) return;
    const stake = Math.round(Number(byId<HTMLInputElement>('stake').value) * 100) || 0;
    const win = slip.side === 'back' ? (stake * (slip.odds - 100)) / 100 : stake;
    const risk = slip.side === 'back' ? stake : (stake * (slip.odds - 100)) / 100;
    byId('slipfig').textContent = `${T(slip.side === 'back' ? 'cards.profit' : 'cards.win', { amount: inr(win) })} · ${T(slip.side === 'back' ? 'cards.stakeFig' : 'cards.liability', { amount: inr(risk) })}`;
  }
  byId('place').addEventListener('click', async () => {
    if (!slip) return;
    byId('err').textContent = '';
    byId<HTMLButtonElement>('place').disabled = true;
    try {
      const r = await khel.call<Mine & { balancePaise: number }>(`/api/games/${game.id}/bet`, { ...slip, stakePaise: Math.round(Number(byId<HTMLInputElement>('stake').value) * 100), requestId: requestId() });
      mine = r;
      renderMine();
      khel.setBalance(r.balancePaise);
      byId('err').textContent = '';
      byId('ok').textContent = T('cards.betPlaced', { bet: byId('slipsel').textContent ?? '' });
      slip = null;
      slipBox.hidden = true;
    } catch (e) {
      byId('err').textContent = (e as Error).message;
    }
    renderTable();
  });
  byId('cancel').addEventListener('click', () => {
    slip = null;
    slipBox.hidden = true;
  });
  byId('stake').addEventListener('input', renderProfit);
  document.querySelectorAll<HTMLButtonElement>('[data-quick]').forEach((b) =>
    b.addEventListener('click', () => {
      byId<HTMLInputElement>('stake').value = b.dataset.quick ?? '';
      renderProfit();
    }),
  );
  document.querySelectorAll<HTMLButtonElement>('.odds').forEach((b) =>
    b.addEventListener('click', () => choose({ marketId: b.dataset.m ?? '', selectionId: b.dataset.s ?? '', side: b.dataset.side === 'lay' ? 'lay' : 'back', odds: Number(b.dataset.odds) }, b)),
  );

  function onState(msg: TableState) {
    msg.closesAt = Date.now() + msg.closesInMs;
    const newRound = msg.roundId !== lastRound;
    lastRound = msg.roundId;
    if (newRound) {
      for (const s of game.slots) {
        byId(`slot-${s.id}`).replaceChildren();
        byId(`slot-${s.id}`).dataset.shown = '0';
      }
      byId('ok').textContent = '';
    }
    const settledNow = msg.phase === 'result' && (!table || table.phase !== 'result');
    table = msg;
    renderTable();
    if (newRound || settledNow) void loadMine();
  }

  let played: PlayedCardRound[] = [];
  async function showVerify() {
    const r = played.find((p) => p.roundId === byId<HTMLSelectElement>('vround').value);
    if (!r) return;
    const hash = await sha256Hex(r.seed);
    const deck = await deckOf(r.seed, game.deck);
    const dealt = r.cards.map((p) => p.card);
    const same = dealt.every((c, i) => deck[i] === c);
    const ok = hash === r.seedHash && same;
    const row = (cards: readonly string[], against?: readonly string[]) => h('div', { className: 'vcards' }, ...cards.map((c, i) => cardEl(c, against !== undefined && against[i] !== c)));
    byId('vout').replaceChildren(
      h('p', null, `${T('verify.seed')} `, h('code', { data: { testid: 'cards-verify-seed' } }, r.seed)),
      h('p', null, 'SHA-256(seed) ', h('code', null, hash), ` ${T(hash === r.seedHash ? 'verify.hashMatches' : 'verify.hashDiffers')}`),
      h('p', null, T('cards.deckTop', { n: dealt.length })),
      h('div', { data: { testid: 'cards-verify-deck' } }, row(deck.slice(0, dealt.length))),
      h('p', null, T('cards.dealt')),
      h('div', { data: { testid: 'cards-verify-dealt' } }, row(dealt, deck)),
      h('p', { className: ok ? 'ok' : 'bad', data: { testid: 'cards-verify-verdict' } }, T(ok ? 'cards.verified' : 'verify.noMatch')),
    );
  }
  byId('verify').addEventListener('click', async () => {
    try {
      played = (await khel.call<{ rounds: PlayedCardRound[] }>(`/api/games/${game.id}/history`, {})).rounds;
    } catch (e) {
      byId('err').textContent = (e as Error).message;
      return;
    }
    byId('vround').replaceChildren(...played.map((p) => h('option', { value: p.roundId }, `${p.roundId.split('-').slice(-1)[0] ?? ''} · ${resultText(p.winner)}`)));
    if (played.length === 0) byId('vout').replaceChildren(h('p', null, T('cards.noneYet')));
    openInPlace(byId<HTMLDialogElement>('vdlg'));
    await showVerify();
  });
  byId('vround').addEventListener('change', () => void showVerify());
  byId('vclose').addEventListener('click', () => closeDialog(byId<HTMLDialogElement>('vdlg')));

  const disconnect = connectLive(`cards/${game.id}`, (m) => onState(m as TableState));
  void loadMine();
  const timer = setInterval(renderTable, 250);
  return () => {
    disconnect();
    clearInterval(timer);
  };
}
