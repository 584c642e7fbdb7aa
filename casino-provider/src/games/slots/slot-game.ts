// A slot machine as a provider game: its page and its round engine (state, seed, spin, verify:
// games/instant/fair-instant.ts).
import { FairRandom } from '../../fair/seeds';
import type { GameDefinition, GameInfo } from '../registry';
import { INSTANT_STAKES_PAISE, instantGame } from '../instant/fair-instant';
import { drawStops, lineWins, payout, windowOf, type SlotMachine } from './engine';
import { slotPage } from './slot-page';

/** Total stakes offered, in paise (each a whole number of paise per line on every machine). */
export const SLOT_STAKES_PAISE = INSTANT_STAKES_PAISE;

/** The outcome of one spin from its seeds: the function a player's check reruns. */
export function slotOutcome(m: SlotMachine, serverSeed: string, clientSeed: string, nonce: number) {
  const stops = drawStops(m, new FairRandom(serverSeed, clientSeed, nonce));
  return { stops, units: payout(m, stops), window: windowOf(m, stops), wins: lineWins(m, stops) };
}

export function slotGame(info: Omit<GameInfo, 'section'>, machine: SlotMachine): GameDefinition {
  return instantGame<ReturnType<typeof slotOutcome>>({ ...info, section: 'slots' }, (game, lang) => slotPage(game, machine, lang), {
    outcome: (serverSeed, clientSeed, nonce) => slotOutcome(machine, serverSeed, clientSeed, nonce),
    winPaise: (stakePaise, o) => (o.units * stakePaise) / machine.lines.length,
    shown: (o) => ({ window: o.window, wins: o.wins }),
    verified: (o) => ({ window: o.window, wins: o.wins, units: o.units, lines: machine.lines.length }),
  });
}
