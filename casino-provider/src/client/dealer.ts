// The browser side of the games against the dealer (blackjack, Three Card Poker; their markup:
// src/games/dealer/): the stake chips, Deal, the moves, the balance (each DEBIT and the CREDIT told to
// Khel's header), the result, and the 'Provably fair' panel — once a round ends, 'Check last round'
// reruns the provider's own shoe (src/games/dealer/shoe.ts) over the revealed seed with Web Crypto and
// compares the cards it deals with those the round dealt, in order, and with every card on the table.
import type { UiKey } from '../i18n/en';
import { dealtCards } from '../games/dealer/shoe';
import type { Card } from '../games/cards/card';
import { byId, h } from './dom';
import { replayFair, sha256Hex } from './fair';
import type { Fairness } from './instant';
import type { CallError, Khel } from './runtime';

/** What every answer of a dealer game carries. */
export interface DealerView {
  roundId: string;
  over: boolean;
  balancePaise?: number | null;
  /** when over: what the round returned, the cards in the order dealt, the seeds, the next commitment */
  winPaise?: number;
  dealt?: Card[];
  fairness?: Fairness;
  commitment?: string;
}

export interface DealerPage<V extends DealerView> {
  id: string;
  decks: number;
  /** draws the round */
  render(view: V): void;
  /** the moves open in this view (their buttons carry data-move) */
  moves(view: V): string[];
  /** every card the table shows */
  shown(view: V): Card[];
  checkOk: UiKey;
}

export function startDealer<V extends DealerView>(khel: Khel, game: DealerPage<V>): void {
  const { t: T, inr, money } = khel;
  let stake = Number(document.querySelector<HTMLButtonElement>('[data-stake][aria-pressed="true"]')?.dataset.stake);
  let last: { fairness: Fairness; dealt: Card[]; shown: Card[] } | null = null;
  let busy = false;
  const stakes = document.querySelectorAll<HTMLButtonElement>('[data-stake]');
  stakes.forEach((b) =>
    b.addEventListener('click', () => {
      stake = Number(b.dataset.stake);
      stakes.forEach((o) => o.setAttribute('aria-pressed', String(o === b)));
    }),
  );
  const deal = byId<HTMLButtonElement>('spin');
  const moveButtons = [...document.querySelectorAll<HTMLButtonElement>('[data-move]')];
  const showCommitment = (commitment: string, clientSeed: string, nonce: number) => {
    byId('commitment').textContent = commitment;
    byId('client-seed').textContent = clientSeed;
    byId('nonce').textContent = String(nonce);
  };
  const show = (v: V) => {
    game.render(v);
    const open = v.over ? [] : game.moves(v);
    moveButtons.forEach((b) => (b.disabled = !open.includes(b.dataset.move ?? '')));
    deal.disabled = !v.over;
    stakes.forEach((b) => (b.disabled = !v.over));
    if (typeof v.balancePaise === 'number') khel.setBalance(v.balancePaise);
    if (!v.over) return;
    const won = v.winPaise ?? 0;
    if (won > 0) byId('result').replaceChildren(`${T('blackjack.returned')} `, h('b', null, money(won)));
    else byId('result').textContent = T('slots.noWin');
    if (v.fairness && v.dealt && v.commitment) {
      last = { fairness: v.fairness, dealt: v.dealt, shown: game.shown(v) };
      byId('last-round').textContent = T('slots.lastRoundLine', { seed: v.fairness.serverSeed, hash: v.fairness.hash, nonce: v.fairness.nonce });
      byId<HTMLButtonElement>('check').disabled = false;
      byId('check-result').textContent = '';
      showCommitment(v.commitment, v.fairness.clientSeed, v.fairness.nonce + 1);
      document.body.dataset.lastRound = v.roundId;
    }
  };
  const send = async (action: string, body: object) => {
    if (busy) return;
    busy = true;
    byId('error').textContent = '';
    try {
      show(await khel.call<V>(`/api/games/${game.id}/${action}`, body));
    } catch (e) {
      byId('error').textContent = (e as Error).message;
      // the hand is gone (finished for an idle player, or refunded after a restart): the table is free to deal
      if ((e as CallError).code === 'NO_ROUND') {
        moveButtons.forEach((b) => (b.disabled = true));
        deal.disabled = false;
        stakes.forEach((b) => (b.disabled = false));
      }
    } finally {
      busy = false;
    }
  };
  khel
    .call<{ commitment: string; clientSeed: string; nonce: number; round: V | null }>(`/api/games/${game.id}/state`, {})
    .then((s) => {
      showCommitment(s.commitment, s.clientSeed, s.nonce);
      if (s.round) show(s.round);
    })
    .catch((e: Error) => (byId('error').textContent = e.message));
  deal.addEventListener('click', () => {
    byId('result').textContent = '';
    void send('deal', { stakePaise: stake });
  });
  moveButtons.forEach((b) => b.addEventListener('click', () => void send(b.dataset.move ?? '', {})));
  byId('check').addEventListener('click', async () => {
    if (!last) return;
    const { fairness: f, dealt, shown } = last;
    const hashOk = (await sha256Hex(f.serverSeed)) === f.hash;
    const again = await replayFair(f.serverSeed, f.clientSeed, f.nonce, (random) => dealtCards(random, game.decks, dealt.length));
    const same = JSON.stringify(again) === JSON.stringify(dealt) && shown.every((c) => again.includes(c));
    byId('check-result').textContent = T(hashOk && same ? game.checkOk : 'slots.checkBad');
  });
}
