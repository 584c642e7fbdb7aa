// The one timed-round engine of every live table (the Indian card tables, roulette, baccarat):
// rounds for everyone, one after another, on the clock:
//
//   betting (bettingMs) → revealing (the deal, card by card; 0 for a spin) → result (resultMs) → next
//
// A round's outcome is fixed when it opens, from a fresh secret seed whose SHA-256 is shown while
// bets are taken and which is revealed with the result (the game says how: `outcome(seed, roundId)`).
// Money only through the seamless wallet: a bet's risk is debited when it is taken (d-{betId}) and
// rolled back if the wallet answers after betting closed; its return is credited when the round
// settles (c-{betId}). Transaction ids derive from the bet, so a replayed or retried call moves money
// once. Every bet's fate goes to the round journal, and `settleOpenRound` settles, after a restart,
// a round whose reveal had begun (src/journal/).
import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../fair/seeds';
import type { WalletClient } from '../wallet/client';
import type { JournalBet, RoundJournal } from '../journal/journal';
import type { OpenRoundSettler } from '../journal/recovery';
import { GameActionError, type GameInfo } from './registry';
import { payWin, refundStake, takeStake } from './rounds';

export type TimedPhase = 'betting' | 'revealing' | 'result';

/** What a table game is to the engine. `D` is a bet's own detail (what was backed), `O` the outcome. */
export interface TimedGame<O, D> {
  readonly info: GameInfo;
  readonly bettingMs: number;
  readonly resultMs: number;
  /** A bet must arrive this long before betting closes (0: up to the close). */
  readonly closeMarginMs?: number;
  /** How many rounds stay in the history. */
  readonly historyKept: number;
  /** The round's outcome, a pure function of its seed (and id). */
  outcome(seed: string, roundId: string): O;
  /** How long the reveal of this outcome takes after betting closes (the deal; 0 for a spin). */
  revealMs(outcome: O): number;
  /** What a bet returns (its risk included) for this outcome; 0 when it loses. */
  returnOf(bet: { readonly riskPaise: number; readonly detail: D }, outcome: O): number;
}

export interface TimedBet<D> {
  readonly betId: string;
  readonly playerId: string;
  readonly riskPaise: number;
  readonly detail: D;
}

export interface TimedRound<O, D> {
  readonly roundId: string;
  readonly seed: string;
  readonly seedHash: string;
  readonly opensAt: number;
  readonly closesAt: number;
  /** When the reveal is over and bets are settled. */
  readonly settlesAt: number;
  /** When the next round opens. */
  readonly endsAt: number;
  readonly outcome: O;
  readonly bets: TimedBet<D>[];
}

export interface PlayedRound<O> {
  readonly roundId: string;
  readonly seed: string;
  readonly seedHash: string;
  readonly outcome: O;
  /** Per player: risked and returned. */
  readonly players: ReadonlyMap<string, { riskPaise: number; returnPaise: number }>;
}

export interface TimedRoundsDeps {
  /** The wallet and journal the table runs with (read at each use: set when the provider starts). */
  wallet(): WalletClient | null;
  journal(): RoundJournal;
  clock(): number;
}

export function phaseOf(round: Pick<TimedRound<unknown, unknown>, 'closesAt' | 'settlesAt'>, now: number): TimedPhase {
  if (now < round.closesAt) return 'betting';
  if (now < round.settlesAt) return 'revealing';
  return 'result';
}

export const BETTING_CLOSED = 'Betting is closed for this round';

export class TimedRounds<O, D> {
  private current: TimedRound<O, D> | null = null;
  private closedNoted = false;
  private settled = false;
  private count = 0;
  private readonly past: PlayedRound<O>[] = [];

  constructor(
    readonly game: TimedGame<O, D>,
    private readonly deps: TimedRoundsDeps,
  ) {}

  /** The round now, opened when there is none or the last one has ended (which is settled first if it was not). */
  round(now = this.deps.clock()): TimedRound<O, D> {
    if (this.current && now >= this.current.endsAt) void this.close(this.current, true);
    if (!this.current || now >= this.current.endsAt) this.open(now);
    return this.current!;
  }

  /** The played rounds, newest first. */
  history(): readonly PlayedRound<O>[] {
    return this.past;
  }

  phase(now = this.deps.clock()): TimedPhase {
    return phaseOf(this.round(now), now);
  }

  private open(now: number): void {
    this.count += 1;
    const roundId = `${this.game.info.id}-${now.toString(36)}-${this.count}`;
    const seed = randomBytes(32).toString('hex');
    const outcome = this.game.outcome(seed, roundId);
    const closesAt = now + this.game.bettingMs;
    const settlesAt = closesAt + this.game.revealMs(outcome);
    this.current = { roundId, seed, seedHash: sha256Hex(seed), opensAt: now, closesAt, settlesAt, endsAt: settlesAt + this.game.resultMs, outcome, bets: [] };
    this.closedNoted = false;
    this.settled = false;
    this.deps.journal().round(this.game.info.id, roundId, seed);
  }

  /**
   * Moves the table on to `now`: notes the close (a restart then settles the round rather than
   * refunding it), settles the round at its result, opens the next when due. Resolves when the
   * wallet has answered the credits this step sent.
   */
  step(now = this.deps.clock()): Promise<void> {
    const ended = this.current && now >= this.current.endsAt ? this.close(this.current, true) : Promise.resolve();
    const round = this.round(now);
    return Promise.all([ended, phaseOf(round, now) === 'betting' ? undefined : this.close(round, phaseOf(round, now) === 'result')]).then(() => undefined);
  }

  /** Notes that betting closed (once), and settles the round when `settle` (once). */
  private close(round: TimedRound<O, D>, settle: boolean): Promise<void> {
    if (!this.closedNoted) {
      this.closedNoted = true;
      this.deps.journal().closed(this.game.info.id, round.roundId);
    }
    if (!settle || this.settled) return Promise.resolve();
    return this.settle(round);
  }

  private async settle(round: TimedRound<O, D>): Promise<void> {
    this.settled = true;
    const journal = this.deps.journal();
    const wallet = this.deps.wallet();
    const players = new Map<string, { riskPaise: number; returnPaise: number }>();
    const credits: Promise<unknown>[] = [];
    for (const bet of round.bets) {
      const paid = this.game.returnOf(bet, round.outcome);
      const p = players.get(bet.playerId) ?? { riskPaise: 0, returnPaise: 0 };
      p.riskPaise += bet.riskPaise;
      p.returnPaise += paid;
      players.set(bet.playerId, p);
      if (paid <= 0) {
        journal.done(bet.betId, 'lost');
        continue;
      }
      // The win is on disk before its credit goes out: a restart pays it if the credit did not land.
      const written = journal.win(bet.betId, paid);
      if (!wallet) continue;
      credits.push(
        written
          .then(() => payWin(wallet, this.game.info, bet.playerId, walletRoundId(round.roundId, bet.playerId), paid, `c-${bet.betId}`))
          .then((balance) => {
            if (balance !== undefined) journal.done(bet.betId, 'paid');
          }),
      );
    }
    this.past.unshift({ roundId: round.roundId, seed: round.seed, seedHash: round.seedHash, outcome: round.outcome, players });
    this.past.length = Math.min(this.past.length, this.game.historyKept);
    await Promise.all(credits);
  }

  /**
   * Takes a bet: `check` validates it against the round (throwing the game's refusal) and says what
   * it risks; the risk is debited; a debit answered after betting closed is rolled back.
   */
  async placeBet(
    wallet: WalletClient,
    betId: string,
    playerId: string,
    check: (round: TimedRound<O, D>, now: number) => { riskPaise: number; detail: D },
  ): Promise<{ round: TimedRound<O, D>; bet: TimedBet<D>; balancePaise: number }> {
    const now = this.deps.clock();
    const round = this.round(now);
    if (phaseOf(round, now) !== 'betting' || now > round.closesAt - (this.game.closeMarginMs ?? 0)) throw new GameActionError(409, BETTING_CLOSED, 'BETTING_CLOSED');
    const { riskPaise, detail } = check(round, now);
    const journal = this.deps.journal();
    const walletRound = walletRoundId(round.roundId, playerId);
    const stake = { playerId, roundId: walletRound, transactionId: `d-${betId}`, amountPaise: riskPaise };
    await journal.bet({ id: betId, gameId: this.game.info.id, gameName: this.game.info.name, playerId, walletRoundId: walletRound, amountPaise: riskPaise, round: round.roundId, detail });
    const refund = async () => {
      if (await refundStake(wallet, this.game.info, stake).catch(() => undefined)) journal.done(betId, 'refunded');
    };
    let balancePaise: number;
    try {
      ({ balancePaise } = await takeStake(wallet, this.game.info, playerId, walletRound, riskPaise, stake.transactionId));
    } catch (err) {
      // No answer from the wallet: make sure no stake stays taken for a bet that is not in play.
      if (!(err instanceof GameActionError)) await refund();
      else journal.done(betId, 'refused');
      throw err;
    }
    // The wallet answered after betting closed: the bet is not in the round, so its stake goes back.
    if (this.current !== round || phaseOf(round, this.deps.clock()) !== 'betting') {
      await refund();
      throw new GameActionError(409, 'Betting closed before your bet was taken; your stake is returned', 'BETTING_CLOSED');
    }
    const bet: TimedBet<D> = { betId, playerId, riskPaise, detail };
    round.bets.push(bet);
    journal.betIn(betId);
    return { round, bet, balancePaise };
  }

  /** A player's bets in the round now. */
  betsOf(playerId: string, now = this.deps.clock()): TimedBet<D>[] {
    return this.round(now).bets.filter((b) => b.playerId === playerId);
  }
}

/** The wallet's round: one per player in a shared table round, so the statement lists each. */
export const walletRoundId = (roundId: string, playerId: string) => `${roundId}-${playerId}`;

/**
 * Settles, after a restart, a round of this game whose reveal had begun: the outcome is fixed by
 * the round's seed, so its bets (as the journal kept them) settle exactly as they would have.
 */
export function settleOpenTimedRound<O, D>(game: Pick<TimedGame<O, D>, 'outcome' | 'returnOf'>): OpenRoundSettler {
  return (open, bets: readonly JournalBet[]) => {
    const outcome = game.outcome(open.seed, open.round);
    return new Map(bets.map((b) => [b.id, game.returnOf({ riskPaise: b.amountPaise, detail: b.detail as D }, outcome)]));
  };
}
