// Every game the provider offers. A new game: a folder under src/games/ exporting a
// GameDefinition, added to this list (see casino-provider/README.md).
import type { GameDefinition } from './registry';
import { slotGames } from './slots';
import { tableGames } from './tables';

export function allGames(): GameDefinition[] {
  return [...slotGames(), ...tableGames()];
}
