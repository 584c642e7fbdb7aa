// Blackjack's page (its markup: src/games/dealer/blackjack-game.ts): the dealer's cards (the hole card
// face down until the player is done) and the player's hands, the one in play outlined; the flow, the
// balance and the fairness check are the dealer games' (./dealer.ts).
import type { Card } from '../games/cards/card';
import { cardEl } from './cards';
import { startDealer, type DealerView } from './dealer';
import { byId, h } from './dom';
import type { Khel } from './runtime';

/** What the page's data gives (src/games/dealer/blackjack-game.ts). */
export interface BlackjackData {
  id: string;
  decks: number;
}
interface BlackjackView extends DealerView {
  dealer: Card[];
  dealerTotal: number;
  hands: Array<{ cards: Card[]; stakePaise: number; doubled: boolean; total: number }>;
  active: number;
  actions: string[];
  returns?: number[];
}

const back = () => h('div', { className: 'card back', data: { card: 'hidden' } });

export function startBlackjack(khel: Khel, data: BlackjackData): void {
  const { t: T, money } = khel;
  startDealer<BlackjackView>(khel, {
    id: data.id,
    decks: data.decks,
    checkOk: 'blackjack.checkOk',
    moves: (v) => v.actions,
    shown: (v) => [...v.dealer, ...v.hands.flatMap((x) => x.cards)],
    render: (v) => {
      byId('dealer').replaceChildren(...v.dealer.map((c) => cardEl(c)), ...(v.over ? [] : [back()]));
      byId('dealer-total').textContent = String(v.dealerTotal);
      byId('hands').replaceChildren(
        ...v.hands.map((hand, i) => {
          const outcome = v.returns ? v.returns[i]! : null;
          const note = outcome === null ? '' : outcome === 0 ? T('blackjack.lost') : outcome === hand.stakePaise ? T('blackjack.push') : `+${money(outcome - hand.stakePaise)}`;
          return h(
            'div',
            { className: `bj-hand${!v.over && i === v.active ? ' active' : ''}`, data: { testid: `blackjack-hand-${i}` } },
            h('div', { className: 'cards' }, ...hand.cards.map((c) => cardEl(c))),
            h('small', null, `${hand.total}${hand.total > 21 ? ` · ${T('blackjack.bust')}` : ''} · ${money(hand.stakePaise)}${note ? ` · ${note}` : ''}`),
          );
        }),
      );
    },
  });
}
