// The round engine of a provably fair instant game — a slot spin, a wheel spin, a scratch card:
// the hash of the player's next server seed is shown before the stake (`state`); a round takes the
// stake, draws the outcome from FairRandom(serverSeed, clientSeed, nonce), pays the win through the
// wallet (playInstantRound: debit, then credit when it wins), reveals the seed and commits to the
// next one. `seed` sets the player's client seed; `verify` reruns the outcome from revealed seeds.
import { isClientSeed } from '../../fair/client-seed';
import { InstantSeeds } from '../slots/fair-rounds';
import type { PageContent } from '../../http/page';
import type { Lang } from '../../i18n';
import { GameActionError, type GameAction, type GameDefinition, type GameInfo } from '../registry';
import { checkStake, playInstantRound } from '../rounds';

/** Total stakes offered, in paise (whole rupees: every instant game's win is then whole paise). */
export const INSTANT_STAKES_PAISE = [10_00, 20_00, 50_00, 100_00, 500_00, 1000_00];

export interface InstantEngine<R> {
  /** the round from its seeds: the function a player's check reruns */
  outcome(serverSeed: string, clientSeed: string, nonce: number): R;
  /** what a stake wins on it, in whole paise (0 for a loss) */
  winPaise(stakePaise: number, round: R): number;
  /** what the round's answer shows of it (the reels, the segment, the card) */
  shown(round: R): Record<string, unknown>;
  /** what `verify` answers (default: what `shown` gives) */
  verified?(round: R): Record<string, unknown>;
}

/** Sets the player's client seed (the nonce starts again at 0). */
export const seedAction: GameAction = async ({ session }, body) => {
  if (!isClientSeed(body.clientSeed)) throw new GameActionError(400, 'A client seed is 1 to 64 letters, digits, _ or -', 'BAD_CLIENT_SEED');
  session.clientSeed = body.clientSeed;
  session.nonce = 0;
  return { clientSeed: session.clientSeed, nonce: session.nonce };
};

/** An instant game: its page (in the player's language) and the actions below. */
export function instantGame<R>(info: GameInfo, page: (game: GameInfo, lang: Lang) => PageContent, engine: InstantEngine<R>, play = 'spin'): GameDefinition {
  return { ...info, page: (lang) => page(info, lang), actions: instantActions(info, engine, play) };
}

/** The actions `state`, `seed`, `{play}` and `verify` of an instant game. */
export function instantActions<R>(game: GameInfo, engine: InstantEngine<R>, play = 'spin'): Record<string, GameAction> {
  const seeds = new InstantSeeds();
  return {
    state: async ({ session }) => ({
      commitment: seeds.current(session.id).hash,
      clientSeed: session.clientSeed,
      nonce: session.nonce,
      stakesPaise: INSTANT_STAKES_PAISE,
    }),
    seed: seedAction,
    [play]: async ({ session, wallet }, body) => {
      const stakePaise = checkStake(body.stakePaise);
      if (!INSTANT_STAKES_PAISE.includes(stakePaise)) throw new GameActionError(400, 'Choose one of the offered stakes', 'INVALID_STAKE');
      const committed = seeds.current(session.id);
      if (committed.busy) throw new GameActionError(409, 'The last round is still running', 'BUSY');
      committed.busy = true;
      const nonce = session.nonce;
      try {
        const round = await playInstantRound(wallet, game, session.playerId, stakePaise, () => {
          const result = engine.outcome(committed.serverSeed, session.clientSeed, nonce);
          return { winPaise: engine.winPaise(stakePaise, result), result };
        });
        session.nonce++;
        const next = seeds.rotate(session.id);
        return {
          roundId: round.roundId,
          stakePaise,
          winPaise: round.winPaise,
          balancePaise: round.balancePaise,
          ...engine.shown(round.result),
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
      const round = engine.outcome(serverSeed, clientSeed, nonce as number);
      return (engine.verified ?? engine.shown)(round);
    },
  };
}
