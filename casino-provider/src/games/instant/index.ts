// The instant games beside the slots: the fortune wheel and the scratch card.
import { scratchCardGame } from './scratch-game';
import { fortuneWheelGame } from './wheel-game';

export const instantGames = () => [fortuneWheelGame(), scratchCardGame()];
