// A live-style table: timed rounds for everyone at once. Each round opens with a committed server
// seed (its SHA-256 shown while bets are taken), closes after the betting window, draws its result
// from FairRandom(serverSeed, roundId, 0), pays the winners and reveals the seed. Stakes are
// debited when placed; a stake that lands after the window closed is rolled back.
import { FairRandom, newServerSeed, type RandomSource } from '../../fair/seeds';
import type { WalletClient } from '../../wallet/client';
import { GameActionError, type GameAction, type GameInfo } from '../registry';
import { checkStake, newId, payWin, refundStake, takeStake, type Stake } from '../rounds';

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

interface PlayerBets {
  playerId: string;
  bets: Array<{ spot: string; stakePaise: number }>;
  stakes: Stake[];
}

interface Round<R> {
  id: string;
  serverSeed: string;
  hash: string;
  phase: 'betting' | 'result';
  closesAtMs: number;
  nextAtMs: number;
  players: Map<string, PlayerBets>;
  result?: R;
}

export interface SettledRound<R> {
  roundId: string;
  result: R;
  serverSeed: string;
  hash: string;
}

const HISTORY = 20;
/** Bets per player and round, and distinct spots (bounds). */
const MAX_BETS_PER_PLAYER = 60;
/** A bet must arrive this long before the window closes (the debit's round trip). */
const CLOSE_MARGIN_MS = 300;

/** The result of a round from its revealed seed: what a player's check reruns. */
export const tableOutcome = <R>(rules: TableRules<R>, serverSeed: string, roundId: string): R => rules.outcome(new FairRandom(serverSeed, roundId, 0));

export class TimedTable<R> {
  private round: Round<R>;
  private readonly history: SettledRound<R>[] = [];
  private timer: NodeJS.Timeout | null = null;
  private wallet: WalletClient | null = null;

  constructor(
    private readonly game: GameInfo,
    private readonly rules: TableRules<R>,
    private readonly timing: TableTiming,
    private readonly now: () => number = Date.now,
  ) {
    this.round = this.open();
  }

  private open(): Round<R> {
    const seed = newServerSeed();
    const at = this.now();
    return {
      id: newId(this.game.id),
      ...seed,
      phase: 'betting',
      closesAtMs: at + this.timing.bettingMs,
      nextAtMs: at + this.timing.bettingMs + this.timing.resultMs,
      players: new Map(),
    };
  }

  start(wallet: WalletClient): void {
    this.wallet = wallet;
    this.schedule();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    const r = this.round;
    const due = r.phase === 'betting' ? r.closesAtMs : r.nextAtMs;
    this.timer = setTimeout(() => void this.advance().catch((err: unknown) => console.error(`${this.game.id}: round failed`, err)), Math.max(0, due - this.now()));
    this.timer.unref?.();
  }

  /** Closes the betting window (result, payouts) or opens the next round. */
  async advance(): Promise<void> {
    const r = this.round;
    if (r.phase === 'betting') {
      r.phase = 'result';
      r.result = tableOutcome(this.rules, r.serverSeed, r.id);
      this.history.unshift({ roundId: r.id, result: r.result, serverSeed: r.serverSeed, hash: r.hash });
      this.history.length = Math.min(this.history.length, HISTORY);
      await this.settle(r);
    } else {
      this.round = this.open();
    }
    if (this.wallet) this.schedule();
  }

  private async settle(r: Round<R>): Promise<void> {
    const wallet = this.wallet;
    if (!wallet) return;
    await Promise.all(
      [...r.players.values()].map(async (p) => {
        const win = p.bets.reduce((sum, b) => sum + this.rules.returnOf(b.spot, b.stakePaise, r.result!), 0);
        if (win > 0) await payWin(wallet, this.game, p.playerId, playerRoundId(r.id, p.playerId), win);
      }),
    );
  }

  readonly actions: Record<string, GameAction> = {
    state: async ({ session }) => this.stateFor(session.playerId),
    bet: async ({ session, wallet }, body) => {
      const bets = parseBets(body.bets, this.rules);
      const r = this.round;
      if (r.phase !== 'betting' || this.now() > r.closesAtMs - CLOSE_MARGIN_MS) throw new GameActionError(409, 'Betting is closed for this round', 'BETTING_CLOSED');
      const mine = r.players.get(session.playerId) ?? { playerId: session.playerId, bets: [], stakes: [] };
      if (mine.bets.length + bets.length > MAX_BETS_PER_PLAYER) throw new GameActionError(400, `At most ${MAX_BETS_PER_PLAYER} bets a round`);
      const total = bets.reduce((s, b) => s + b.stakePaise, 0);
      const { stake, balancePaise } = await takeStake(wallet, this.game, session.playerId, playerRoundId(r.id, session.playerId), total);
      if (this.round !== r || r.phase !== 'betting') {
        await refundStake(wallet, this.game, stake);
        throw new GameActionError(409, 'Betting closed before your bet arrived; your stake was returned', 'BETTING_CLOSED');
      }
      mine.bets.push(...bets);
      mine.stakes.push(stake);
      r.players.set(session.playerId, mine);
      return { ...this.stateFor(session.playerId), balancePaise };
    },
  };

  stateFor(playerId: string) {
    const r = this.round;
    const at = this.now();
    return {
      roundId: r.id,
      phase: r.phase,
      commitment: r.hash,
      msLeft: Math.max(0, (r.phase === 'betting' ? r.closesAtMs : r.nextAtMs) - at),
      bettingMs: this.timing.bettingMs,
      myBets: r.players.get(playerId)?.bets ?? [],
      result: r.phase === 'result' ? r.result : undefined,
      myReturnPaise: r.phase === 'result' ? (r.players.get(playerId)?.bets ?? []).reduce((s, b) => s + this.rules.returnOf(b.spot, b.stakePaise, r.result!), 0) : undefined,
      history: this.history,
    };
  }
}

/** The wallet's round id: one per player in a shared table round. */
const playerRoundId = (roundId: string, playerId: string) => `${roundId}.${playerId}`;

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
