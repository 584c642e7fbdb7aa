// Every game the provider offers. A new game: a folder under src/games/ exporting a
// GameDefinition, added to this list (see casino-provider/README.md).
import { aviatorGame } from './aviator';
import { cardTableGames } from './cards';
import { dealerGames } from './dealer';
import { instantGames } from './instant';
import type { GameDefinition } from './registry';
import { slotGames } from './slots';
import { tableGames } from './tables';

export function allGames(): GameDefinition[] {
  return [...slotGames(), ...instantGames(), ...tableGames(), ...dealerGames(), aviatorGame(), ...cardTableGames()];
}
