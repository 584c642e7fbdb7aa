// A live-style table (roulette, baccarat) on the live tables' timed-round engine
// (../timed-rounds.ts, the card tables' too): each round opens with a committed server seed (its
// SHA-256 shown while bets are taken), closes after the betting window, draws its result from
// FairRandom(serverSeed, roundId, 0), pays the winners and reveals the seed. A request's bets are
// one stake, debited when placed; a stake that lands after the window closed is rolled back.
import { FairRandom, type RandomSource } from '../../fair/seeds';
import type { WalletClient } from '../../wallet/client';
import { NO_JOURNAL, type RoundJournal } from '../../journal/journal';
import type { OpenRoundSettler } from '../../journal/recovery';
import { GameActionError, type GameAction, type GameInfo } from '../registry';
import { checkStake, newId } from '../rounds';
import { phaseOf, settleOpenTimedRound, TimedRounds, type TimedGame } from '../timed-rounds';

export interface TableRules<R> {
  /** the bet spots the table takes */
  isSpot(spot: string): boolean;
  outcome(random: RandomSource): R;
  /** what a bet returns (stake included) in paise; 0 when it loses */
  returnOf(spot: string, stakePaise: number, result: R): number;
}

export interface TableTiming {
  bettingMs: number;
  resultMs: number;
}

export interface SettledRound<R> {
  roundId: string;
  result: R;
  serverSeed: string;
  hash: string;
}

/** One request's bets: one stake, one return. */
interface SpotBets {
  bets: Array<{ spot: string; stakePaise: number }>;
}

const HISTORY = 20;
/** Bets per player and round, and distinct spots (bounds). */
const MAX_BETS_PER_PLAYER = 60;
/** A bet must arrive this long before the window closes (the debit's round trip). */
const CLOSE_MARGIN_MS = 300;
const TICK_MS = 250;

/** The result of a round from its revealed seed: what a player's check reruns. */
export const tableOutcome = <R>(rules: TableRules<R>, serverSeed: string, roundId: string): R => rules.outcome(new FairRandom(serverSeed, roundId, 0));

/** A table's rules as the engine plays them (a spin or a deal is revealed at once). */
function spotRules<R>(rules: TableRules<R>): Pick<TimedGame<R, SpotBets>, 'outcome' | 'revealMs' | 'returnOf'> {
  return {
    outcome: (seed, roundId) => tableOutcome(rules, seed, roundId),
    revealMs: () => 0,
    returnOf: (bet, result) => bet.detail.bets.reduce((sum, b) => sum + rules.returnOf(b.spot, b.stakePaise, result), 0),
  };
}

/** Settles, after a restart, a round that had closed, from its seed (journal/recovery.ts). */
export const settleOpenTableRound = <R>(rules: TableRules<R>): OpenRoundSettler => settleOpenTimedRound(spotRules(rules));

export class TimedTable<R> {
  private readonly rounds: TimedRounds<R, SpotBets>;
  private readonly spots: ReturnType<typeof spotRules<R>>;
  private timer: NodeJS.Timeout | null = null;
  private wallet: WalletClient | null = null;
  private journal: RoundJournal = NO_JOURNAL;

  constructor(
    private readonly game: GameInfo,
    private readonly rules: TableRules<R>,
    private readonly timing: TableTiming,
    private readonly now: () => number = Date.now,
  ) {
    this.spots = spotRules(rules);
    this.rounds = new TimedRounds(
      { info: game, bettingMs: timing.bettingMs, resultMs: timing.resultMs, closeMarginMs: CLOSE_MARGIN_MS, historyKept: HISTORY, ...this.spots },
      { wallet: () => this.wallet, journal: () => this.journal, clock: now },
    );
  }

  start(wallet: WalletClient, journal: RoundJournal = NO_JOURNAL): void {
    this.wallet = wallet;
    this.journal = journal;
    this.timer = setInterval(() => void this.advance().catch((err: unknown) => console.error(`${this.game.id}: round failed`, err)), TICK_MS);
    this.timer.unref?.();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Moves the table on to now: the result and its payouts at the close, the next round when due. */
  advance(): Promise<void> {
    return this.rounds.step(this.now());
  }

  readonly actions: Record<string, GameAction> = {
    state: async ({ session }) => this.stateFor(session.playerId),
    bet: async ({ session, wallet }, body) => {
      const bets = parseBets(body.bets, this.rules);
      const { balancePaise } = await this.rounds.placeBet(wallet, newId('t'), session.playerId, () => {
        const placed = this.rounds.betsOf(session.playerId).reduce((n, b) => n + b.detail.bets.length, 0);
        if (placed + bets.length > MAX_BETS_PER_PLAYER) throw new GameActionError(400, `At most ${MAX_BETS_PER_PLAYER} bets a round`);
        return { riskPaise: bets.reduce((s, b) => s + b.stakePaise, 0), detail: { bets } };
      });
      return { ...this.stateFor(session.playerId), balancePaise };
    },
  };

  stateFor(playerId: string) {
    const at = this.now();
    const r = this.rounds.round(at);
    const phase = phaseOf(r, at) === 'betting' ? 'betting' : 'result';
    const mine = this.rounds.betsOf(playerId, at);
    return {
      roundId: r.roundId,
      phase,
      commitment: r.seedHash,
      msLeft: Math.max(0, (phase === 'betting' ? r.closesAt : r.endsAt) - at),
      bettingMs: this.timing.bettingMs,
      myBets: mine.flatMap((b) => b.detail.bets),
      result: phase === 'result' ? r.outcome : undefined,
      myReturnPaise: phase === 'result' ? mine.reduce((sum, b) => sum + this.spots.returnOf(b, r.outcome), 0) : undefined,
      history: this.rounds.history().map((h): SettledRound<R> => ({ roundId: h.roundId, result: h.outcome, serverSeed: h.seed, hash: h.seedHash })),
    };
  }
}

function parseBets<R>(value: unknown, rules: TableRules<R>): Array<{ spot: string; stakePaise: number }> {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_BETS_PER_PLAYER) throw new GameActionError(400, 'Place at least one bet');
  return value.map((b: unknown) => {
    const { spot, stakePaise } = (b ?? {}) as { spot?: unknown; stakePaise?: unknown };
    if (typeof spot !== 'string' || !rules.isSpot(spot)) throw new GameActionError(400, 'No such bet on this table');
    const stake = checkStake(stakePaise);
    if (stake % 100 !== 0) throw new GameActionError(400, 'Stakes are whole rupees', 'INVALID_STAKE');
    return { spot, stakePaise: stake };
  });
}
