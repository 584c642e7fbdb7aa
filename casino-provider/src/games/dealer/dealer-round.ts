// A round played in steps against the dealer (blackjack, Three Card Poker), through the wallet: the
// first stake is a DEBIT of the round, a double, a split or a poker 'play' a further DEBIT of the same
// round (refused, it leaves the hand as it was), the return one CREDIT when the round ends (none for a
// loss). The round's cards come from FairRandom(serverSeed, clientSeed, nonce) with the server seed's
// hash shown before the stake; the seed is revealed only when the round ends, with the next one's hash.
// One open round per player's game session, held in memory, and every stake of it in the round journal
// (src/journal/): each debit is journaled as a bet (transaction d-{betId}) before it is sent, and the
// round's end records its return (on the first bet, credit c-{betId}; 0 on the others) before the
// credit goes out, so a restart rolls back the stakes of an unfinished hand and pays a decided win
// that was not credited, each once. A full table refuses a new deal (nothing open is ever dropped),
// and a hand left alone for IDLE_MS is finished for the player (the game's `abandon` rule).
import { FairRandom, type RandomSource } from '../../fair/seeds';
import type { PlayerSession } from '../../sessions';
import { NO_JOURNAL, type RoundJournal } from '../../journal/journal';
import { WalletUnavailableError, type WalletClient } from '../../wallet/client';
import { GameActionError, type GameAction, type GameContext, type GameInfo } from '../registry';
import { newId, payWin, refundStake, takeStake } from '../rounds';
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
  /** the journal's bet ids of the round's debits, the deal's first */
  betIds: string[];
  /** when the player last moved (the idle rule) */
  lastMoveMs: number;
  session: PlayerSession;
  wallet: WalletClient;
}

/** Open rounds the provider holds at most; past it a new deal is refused (an open round is never dropped). */
export const MAX_OPEN = 100_000;
/** A hand the player leaves alone this long is finished for them (blackjack stands, poker folds). */
export const IDLE_MS = 10 * 60_000;
const SWEEP_EVERY_MS = 30_000;

export interface DealerOptions {
  maxOpen?: number;
  idleMs?: number;
  clock?: () => number;
}

export class DealerRounds<G> {
  private readonly seeds = new InstantSeeds();
  private readonly open = new Map<string, OpenRound<G>>();
  private journal: RoundJournal = NO_JOURNAL;
  private sweeper: NodeJS.Timeout | null = null;
  private readonly maxOpen: number;
  private readonly idleMs: number;
  private readonly clock: () => number;

  constructor(
    private readonly game: GameInfo,
    options: DealerOptions = {},
  ) {
    this.maxOpen = options.maxOpen ?? MAX_OPEN;
    this.idleMs = options.idleMs ?? IDLE_MS;
    this.clock = options.clock ?? Date.now;
  }

  /**
   * Called once when the provider starts: the round journal, and the sweep that finishes idle hands
   * with `abandon` (it ends the round's play and says what it returns).
   */
  begin(journal: RoundJournal, abandon: (round: OpenRound<G>) => number): void {
    this.journal = journal;
    this.stop();
    this.sweeper = setInterval(() => void this.sweep(abandon), SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  stop(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
  }

  /** Finishes every hand idle for `idleMs` or more (not one mid-move): its return credited as usual. */
  async sweep(abandon: (round: OpenRound<G>) => number): Promise<number> {
    const now = this.clock();
    let finished = 0;
    for (const round of [...this.open.values()]) {
      // checked just before its step (no await between): still this player's open hand, idle, not mid-move
      if (this.open.get(round.session.id) !== round || round.busy || now - round.lastMoveMs < this.idleMs) continue;
      await this.step(round.session, async (r) => {
        await this.finish(r.wallet, r.session, r, abandon(r));
        finished += 1;
      }).catch((err: unknown) => console.error(`casino provider: finishing idle ${this.game.id} round ${round.roundId} failed`, err));
    }
    return finished;
  }

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
    if (this.open.size >= this.maxOpen) throw new GameActionError(503, 'The table is full: try again in a moment', 'TABLE_FULL');
    const committed = this.seeds.current(session.id);
    if (committed.busy) throw new GameActionError(409, 'The last round is still running', 'BUSY');
    committed.busy = true;
    try {
      const roundId = newId(this.game.id.slice(0, 12));
      const fairness = { serverSeed: committed.serverSeed, hash: committed.hash, clientSeed: session.clientSeed, nonce: session.nonce };
      const betId = `${roundId}-0`;
      const balancePaise = await this.debit(wallet, session.playerId, roundId, betId, stakePaise);
      const play = deal(new FairRandom(fairness.serverSeed, fairness.clientSeed, fairness.nonce), stakePaise);
      session.nonce++;
      this.seeds.rotate(session.id);
      const round: OpenRound<G> = { roundId, play, stakedPaise: stakePaise, fairness, busy: false, betIds: [betId], lastMoveMs: this.clock(), session, wallet };
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
      round.lastMoveMs = this.clock();
    }
  }

  /** A further stake in the open round (a double, a split, a poker play); refused by the wallet, it throws. */
  async further(wallet: WalletClient, session: PlayerSession, round: OpenRound<G>, amountPaise: number): Promise<number> {
    const betId = `${round.roundId}-${round.betIds.length}`;
    const balancePaise = await this.debit(wallet, session.playerId, round.roundId, betId, amountPaise);
    round.betIds.push(betId);
    round.stakedPaise += amountPaise;
    return balancePaise;
  }

  /** One debit of a round: journaled before it is sent; refused, or unanswered and given back, closed in the journal. */
  private async debit(wallet: WalletClient, playerId: string, roundId: string, betId: string, amountPaise: number): Promise<number> {
    const { game } = this;
    await this.journal.bet({ id: betId, gameId: game.id, gameName: game.name, playerId, walletRoundId: roundId, amountPaise, round: roundId });
    try {
      const { balancePaise } = await takeStake(wallet, game, playerId, roundId, amountPaise, `d-${betId}`);
      this.journal.betIn(betId);
      return balancePaise;
    } catch (err) {
      if (err instanceof GameActionError) this.journal.done(betId, 'refused');
      else if (err instanceof WalletUnavailableError) {
        // no answer: the stake may be taken; given back now (a restart rolls it back if this does not land)
        const back = await refundStake(wallet, game, { playerId, roundId, transactionId: `d-${betId}`, amountPaise }).catch(() => undefined);
        if (back) this.journal.done(betId, 'refunded');
      }
      throw err;
    }
  }

  /**
   * Ends the round: its return (on the deal's bet, 0 on the others) journaled before it is credited
   * (when > 0), the seed revealed; the balance after, and the next commitment.
   */
  async finish(wallet: WalletClient, session: PlayerSession, round: OpenRound<G>, returnPaise: number): Promise<{ balancePaise: number | null; fairness: Fairness; commitment: string }> {
    this.open.delete(session.id);
    const [first, ...others] = round.betIds;
    await this.journal.wins(round.betIds.map((id) => ({ id, amountPaise: id === first ? returnPaise : 0 })));
    for (const id of others) this.journal.done(id, returnPaise > 0 ? 'paid' : 'lost');
    let balancePaise: number | null = null;
    if (returnPaise > 0) {
      balancePaise = (await payWin(wallet, this.game, session.playerId, round.roundId, returnPaise, `c-${first}`)) ?? null;
      // not answered: re-sent in this run, and a restart credits it (the same transaction id)
      if (balancePaise !== null) this.journal.done(first!, 'paid');
    } else {
      this.journal.done(first!, 'lost');
      const answer = await wallet.balance(session.playerId, session.gameId).catch(() => null);
      if (answer?.status === 'OK') balancePaise = answer.balancePaise;
    }
    return { balancePaise, fairness: round.fairness, commitment: this.seeds.current(session.id).hash };
  }
}
