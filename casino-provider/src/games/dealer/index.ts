// The games played against the dealer: blackjack and Three Card Poker.
import { blackjackGame } from './blackjack-game';
import { threeCardPokerGame } from './poker-game';

export const dealerGames = () => [blackjackGame(), threeCardPokerGame()];
