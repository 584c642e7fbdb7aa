// A round played in steps against the dealer (blackjack, Three Card Poker), through the wallet: the
// first stake is a DEBIT of the round, a double, a split or a poker 'play' a further DEBIT of the same
// round (refused, it leaves the hand as it was), the return one CREDIT when the round ends (none for a
// loss). The round's cards come from FairRandom(serverSeed, clientSeed, nonce) with the server seed's
// hash shown before the stake; the seed is revealed only when the round ends, with the next one's hash.
// One open round per player's game session, held in memory.
import { FairRandom, type RandomSource } from '../../fair/seeds';
import type { PlayerSession } from '../../sessions';
import type { WalletClient } from '../../wallet/client';
import { GameActionError, type GameAction, type GameContext, type GameInfo } from '../registry';
import { newId, payWin, takeStake } from '../rounds';
import { INSTANT_STAKES_PAISE, seedAction } from '../instant/fair-instant';
import { InstantSeeds } from '../slots/fair-rounds';

export interface Fairness {
  serverSeed: string;
  hash: string;
  clientSeed: string;
  nonce: number;
}

export interface OpenRound<G> {
  roundId: string;
  play: G;
  stakedPaise: number;
  fairness: Fairness;
  busy: boolean;
}

const MAX_OPEN = 100_000;

export class DealerRounds<G> {
  private readonly seeds = new InstantSeeds();
  private readonly open = new Map<string, OpenRound<G>>();

  constructor(private readonly game: GameInfo) {}

  /** The next round's commitment, the client seed and nonce, and the open round (if any). */
  state(session: PlayerSession): { commitment: string; clientSeed: string; nonce: number; stakesPaise: number[]; round: OpenRound<G> | undefined } {
    return { commitment: this.seeds.current(session.id).hash, clientSeed: session.clientSeed, nonce: session.nonce, stakesPaise: INSTANT_STAKES_PAISE, round: this.open.get(session.id) };
  }

  /** The `state` (the open round as `view` shows it) and `seed` actions. */
  actions(view: (round: OpenRound<G>) => object): Record<string, GameAction> {
    return {
      state: async ({ session }) => {
        const { round, ...state } = this.state(session);
        return { ...state, round: round ? view(round) : null };
      },
      seed: seedAction,
    };
  }

  /** Takes the first stake and deals (`deal` draws from the round's fair stream). */
  async start({ session, wallet }: GameContext, stakePaise: unknown, deal: (random: RandomSource, stakePaise: number) => G): Promise<{ round: OpenRound<G>; balancePaise: number }> {
    if (typeof stakePaise !== 'number' || !INSTANT_STAKES_PAISE.includes(stakePaise)) throw new GameActionError(400, 'Choose one of the offered stakes', 'INVALID_STAKE');
    if (this.open.has(session.id)) throw new GameActionError(409, 'Finish the round you are playing', 'ROUND_OPEN');
    const committed = this.seeds.current(session.id);
    if (committed.busy) throw new GameActionError(409, 'The last round is still running', 'BUSY');
    committed.busy = true;
    try {
      const roundId = newId(this.game.id.slice(0, 12));
      const fairness = { serverSeed: committed.serverSeed, hash: committed.hash, clientSeed: session.clientSeed, nonce: session.nonce };
      const { balancePaise } = await takeStake(wallet, this.game, session.playerId, roundId, stakePaise);
      const play = deal(new FairRandom(fairness.serverSeed, fairness.clientSeed, fairness.nonce), stakePaise);
      session.nonce++;
      this.seeds.rotate(session.id);
      if (this.open.size >= MAX_OPEN) this.open.delete(this.open.keys().next().value!);
      const round: OpenRound<G> = { roundId, play, stakedPaise: stakePaise, fairness, busy: false };
      this.open.set(session.id, round);
      return { round, balancePaise };
    } finally {
      committed.busy = false;
    }
  }

  /** Runs a step of the player's open round, one at a time. */
  async step<T>(session: PlayerSession, run: (round: OpenRound<G>) => Promise<T>): Promise<T> {
    const round = this.open.get(session.id);
    if (!round) throw new GameActionError(409, 'There is no round to play: deal first', 'NO_ROUND');
    if (round.busy) throw new GameActionError(409, 'The last move is still running', 'BUSY');
    round.busy = true;
    try {
      return await run(round);
    } finally {
      round.busy = false;
    }
  }

  /** A further stake in the open round (a double, a split, a poker play); refused by the wallet, it throws. */
  async further(wallet: WalletClient, session: PlayerSession, round: OpenRound<G>, amountPaise: number): Promise<number> {
    const { balancePaise } = await takeStake(wallet, this.game, session.playerId, round.roundId, amountPaise);
    round.stakedPaise += amountPaise;
    return balancePaise;
  }

  /** Ends the round: its return credited (when > 0), the seed revealed; the balance after, and the next commitment. */
  async finish(wallet: WalletClient, session: PlayerSession, round: OpenRound<G>, returnPaise: number): Promise<{ balancePaise: number | null; fairness: Fairness; commitment: string }> {
    this.open.delete(session.id);
    let balancePaise: number | null = null;
    if (returnPaise > 0) balancePaise = (await payWin(wallet, this.game, session.playerId, round.roundId, returnPaise)) ?? null;
    else {
      const answer = await wallet.balance(session.playerId, session.gameId).catch(() => null);
      if (answer?.status === 'OK') balancePaise = answer.balancePaise;
    }
    return { balancePaise, fairness: round.fairness, commitment: this.seeds.current(session.id).hash };
  }
}
