// Three Card Poker's page (its markup: src/games/dealer/poker-game.ts): the player's three cards and
// their hand, the dealer's face down until the player plays or folds; the flow, the balance and the
// fairness check are the dealer games' (./dealer.ts).
import type { UiKey } from '../i18n/en';
import type { Card } from '../games/cards/card';
import { cardEl } from './cards';
import { startDealer, type DealerView } from './dealer';
import { byId, h } from './dom';
import type { Khel } from './runtime';

/** What the page's data gives (src/games/dealer/poker-game.ts). */
export interface PokerData {
  id: string;
}
interface PokerView extends DealerView {
  player: Card[];
  playerHand: string;
  dealer: Card[];
  dealerHand: string | null;
  qualifies: boolean | null;
  played: boolean | null;
}

export function startPoker(khel: Khel, data: PokerData): void {
  const { t: T } = khel;
  const handName = (cls: string) => T(`poker.hand.${cls}` as UiKey);
  startDealer<PokerView>(khel, {
    id: data.id,
    decks: 1,
    checkOk: 'blackjack.checkOk',
    moves: () => ['play', 'fold'],
    shown: (v) => [...v.player, ...v.dealer],
    render: (v) => {
      byId('player').replaceChildren(...v.player.map((c) => cardEl(c)));
      byId('player-hand').textContent = handName(v.playerHand);
      const backs = Array.from({ length: 3 }, () => h('div', { className: 'card back', data: { card: 'hidden' } }));
      byId('dealer').replaceChildren(...(v.over ? v.dealer.map((c) => cardEl(c)) : backs));
      byId('dealer-hand').textContent = v.dealerHand ? `${handName(v.dealerHand)}${v.qualifies === false ? ` · ${T('poker.noQualify')}` : ''}` : '';
      if (v.played === false) byId('player-hand').textContent = `${handName(v.playerHand)} · ${T('poker.folded')}`;
    },
  });
}
