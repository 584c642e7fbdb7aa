// A slot machine as a provider game: its page and its round engine (state, spin, verify).
import { FairRandom } from '../../fair/seeds';
import { isClientSeed } from '../../fair/client-seed';
import { GameActionError, type GameDefinition, type GameInfo } from '../registry';
import { checkStake, playInstantRound } from '../rounds';
import { drawStops, lineWins, payout, windowOf, type SlotMachine } from './engine';
import { InstantSeeds } from './fair-rounds';
import { slotPage } from './slot-page';

/** Total stakes offered, in paise (each a whole number of paise per line on every machine). */
export const SLOT_STAKES_PAISE = [10_00, 20_00, 50_00, 100_00, 500_00, 1000_00];

/** The outcome of one spin from its seeds: the function a player's check reruns. */
export function slotOutcome(m: SlotMachine, serverSeed: string, clientSeed: string, nonce: number) {
  const stops = drawStops(m, new FairRandom(serverSeed, clientSeed, nonce));
  return { stops, units: payout(m, stops), window: windowOf(m, stops), wins: lineWins(m, stops) };
}

export function slotGame(info: Omit<GameInfo, 'section'>, machine: SlotMachine): GameDefinition {
  const seeds = new InstantSeeds();
  const game: GameDefinition = {
    ...info,
    section: 'slots',
    page: (lang) => slotPage(game, machine, lang),
    actions: {
      state: async ({ session }) => ({
        commitment: seeds.current(session.id).hash,
        clientSeed: session.clientSeed,
        nonce: session.nonce,
        stakesPaise: SLOT_STAKES_PAISE,
      }),
      seed: async ({ session }, body) => {
        if (!isClientSeed(body.clientSeed)) throw new GameActionError(400, 'A client seed is 1 to 64 letters, digits, _ or -', 'BAD_CLIENT_SEED');
        session.clientSeed = body.clientSeed;
        session.nonce = 0;
        return { clientSeed: session.clientSeed, nonce: session.nonce };
      },
      spin: async ({ session, wallet }, body) => {
        const stakePaise = checkStake(body.stakePaise);
        if (!SLOT_STAKES_PAISE.includes(stakePaise)) throw new GameActionError(400, 'Choose one of the offered stakes', 'INVALID_STAKE');
        const committed = seeds.current(session.id);
        if (committed.busy) throw new GameActionError(409, 'The last spin is still running', 'BUSY');
        committed.busy = true;
        const nonce = session.nonce;
        try {
          let outcome!: ReturnType<typeof slotOutcome>;
          const round = await playInstantRound(wallet, game, session.playerId, stakePaise, () => {
            outcome = slotOutcome(machine, committed.serverSeed, session.clientSeed, nonce);
            return { winPaise: (outcome.units * stakePaise) / machine.lines.length, result: outcome };
          });
          session.nonce++;
          const next = seeds.rotate(session.id);
          return {
            roundId: round.roundId,
            stakePaise,
            winPaise: round.winPaise,
            balancePaise: round.balancePaise,
            window: outcome.window,
            wins: outcome.wins,
            fairness: { serverSeed: committed.serverSeed, hash: committed.hash, clientSeed: session.clientSeed, nonce },
            commitment: next.hash,
          };
        } finally {
          committed.busy = false;
        }
      },
      verify: async (_ctx, body) => {
        const { serverSeed, clientSeed, nonce } = body;
        if (typeof serverSeed !== 'string' || typeof clientSeed !== 'string' || !Number.isSafeInteger(nonce) || (nonce as number) < 0) {
          throw new GameActionError(400, 'Give the revealed server seed, the client seed and the nonce');
        }
        const o = slotOutcome(machine, serverSeed, clientSeed, nonce as number);
        return { window: o.window, wins: o.wins, units: o.units, lines: machine.lines.length };
      },
    },
  };
  return game;
}
