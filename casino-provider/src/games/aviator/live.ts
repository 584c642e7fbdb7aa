// Aviator running for everyone: one round at a time, a tick every TICK_MS on the live channel, bets
// and cash-outs over HTTP with the player's session, money only through the seamless wallet (the
// stake debited when the bet is taken, the win credited at the cash-out). Transaction ids derive
// from the bet, so a replayed request or a retried wallet call moves money once.
import { randomBytes } from 'node:crypto';
import type { WalletClient } from '../../wallet/client';
import { NO_JOURNAL, type RoundJournal } from '../../journal/journal';
import { liveHub } from '../../live/hub';
import { betIdOf, maskedName, OncePerKey, requestIdOf } from '../../live/once';
import { GameActionError, type GameInfo } from '../registry';
import { payWin, refundStake, takeStake } from '../rounds';
import { makeSeedChain, type SeedChain } from './fairness';
import {
  advance,
  AviatorError,
  cashOut,
  currentMultiplier,
  dropBet,
  openRound,
  placeBet,
  type AviatorBet,
  type AviatorEvent,
  type AviatorRound,
} from './round';

export const TICK_MS = 100;
/** How long the crash point stays on screen before the next round's betting opens. */
export const AFTER_CRASH_MS = 3_000;
const CHAIN_LENGTH = 100_000;
const HISTORY_KEPT = 50;
export const AVIATOR_CHANNEL = 'aviator';

export interface PlayedRound {
  readonly roundNo: number;
  readonly crashPoint: number;
  readonly seed: string;
  readonly seedHash: string;
  readonly clientSeeds: readonly string[];
}

const publicBet = (b: AviatorBet, names: Map<string, string>) => ({
  betId: b.betId,
  name: maskedName(names.get(b.playerId) ?? 'Player'),
  panel: b.panel,
  stakePaise: b.stakePaise,
  cashedOutAt: b.cashedOutAt,
  payoutPaise: b.payoutPaise,
});

export class AviatorLive {
  private chain: SeedChain = makeSeedChain(randomBytes(32).toString('hex'), CHAIN_LENGTH);
  private next = 0;
  private round: AviatorRound | null = null;
  private readonly history: PlayedRound[] = [];
  private readonly names = new Map<string, string>();
  /** Each bet's debit, awaited before its win is credited. */
  private readonly debits = new Map<string, Promise<boolean>>();
  private readonly bets = new OncePerKey<unknown>(100_000, true);
  private readonly cashOuts = new OncePerKey<unknown>();
  private timer: NodeJS.Timeout | null = null;
  private wallet: WalletClient | null = null;
  /** Every bet's fate, on disk: a restart refunds or pays what this run left open (journal/recovery.ts). */
  private journal: RoundJournal = NO_JOURNAL;

  constructor(private readonly game: GameInfo, private readonly clock: () => number = Date.now) {}

  start(wallet: WalletClient, journal: RoundJournal = NO_JOURNAL): void {
    this.wallet = wallet;
    this.journal = journal;
    liveHub.channel(AVIATOR_CHANNEL, { snapshot: () => JSON.stringify(this.snapshot()) });
    this.step();
    this.timer = setInterval(() => this.step(), TICK_MS);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  get terminalHash(): string {
    return this.chain.terminalHash;
  }

  /** One tick: open a round when due, move the current one on, tell everyone. */
  step(now = this.clock()): void {
    const round = this.round;
    if (!round || (round.phase === 'crashed' && now >= round.crashAt! + AFTER_CRASH_MS)) {
      this.openNext(now);
      return;
    }
    this.handle(advance(round, now));
    if (round.phase === 'flying') liveHub.broadcast(AVIATOR_CHANNEL, { type: 'tick', roundNo: round.roundNo, m: currentMultiplier(round, now), ts: now });
  }

  private openNext(now: number): void {
    if (this.next >= this.chain.seeds.length) {
      this.chain = makeSeedChain(randomBytes(32).toString('hex'), CHAIN_LENGTH);
      this.next = 0;
    }
    const roundNo = (this.round?.roundNo ?? 0) + 1;
    this.round = openRound(roundNo, this.chain.seeds[this.next++]!, now);
    liveHub.broadcast(AVIATOR_CHANNEL, { type: 'round', roundNo, seedHash: this.round.seedHash, terminalHash: this.chain.terminalHash, bettingMs: this.round.takeOffAt - now });
  }

  private handle(events: readonly AviatorEvent[]): void {
    const round = this.round!;
    for (const e of events) {
      if (e.type === 'takeoff') liveHub.broadcast(AVIATOR_CHANNEL, { type: 'takeoff', roundNo: e.roundNo });
      if (e.type === 'cashout') {
        this.credit(round, e.bet);
        liveHub.broadcast(AVIATOR_CHANNEL, { type: 'cashout', roundNo: e.roundNo, auto: e.auto, bet: publicBet(e.bet, this.names) });
      }
      if (e.type === 'crash') {
        for (const bet of round.bets.values()) if (bet.cashedOutAt === null) this.journal.done(bet.betId, 'lost');
        const played: PlayedRound = { roundNo: round.roundNo, crashPoint: e.crashPoint, seed: round.seed, seedHash: round.seedHash, clientSeeds: [...round.clientSeeds] };
        this.history.unshift(played);
        this.history.length = Math.min(this.history.length, HISTORY_KEPT);
        liveHub.broadcast(AVIATOR_CHANNEL, { type: 'crash', ...played });
      }
    }
  }

  /** The wallet's round: one per bet (a player's panel in a flight), so a cash-out's credit and the other panel's refund never meet in one round. */
  private walletRoundId(round: AviatorRound, playerId: string, panel: number): string {
    return `aviator-${this.chain.terminalHash.slice(0, 8)}-${round.roundNo}-${playerId}-${panel}`;
  }

  private credit(round: AviatorRound, bet: AviatorBet): void {
    const debited = this.debits.get(bet.betId) ?? Promise.resolve(false);
    void debited.then(async (ok) => {
      if (!ok || bet.payoutPaise <= 0) return;
      // The win is on disk before its credit goes out: a restart pays it if the credit did not land.
      await this.journal.win(bet.betId, bet.payoutPaise);
      const balance = await payWin(this.wallet!, this.game, bet.playerId, this.walletRoundId(round, bet.playerId, bet.panel), bet.payoutPaise, `c-${bet.betId}`);
      if (balance !== undefined) this.journal.done(bet.betId, 'paid');
    });
  }

  snapshot() {
    const round = this.round;
    const now = this.clock();
    return {
      type: 'state',
      terminalHash: this.chain.terminalHash,
      roundNo: round?.roundNo ?? 0,
      phase: round?.phase ?? 'betting',
      seedHash: round?.seedHash ?? '',
      bettingMs: round && round.phase === 'betting' ? Math.max(0, round.takeOffAt - now) : 0,
      m: round ? currentMultiplier(round, now) : 100,
      bets: round ? [...round.bets.values()].map((b) => publicBet(b, this.names)) : [],
      history: this.history.slice(0, 30).map(({ roundNo, crashPoint }) => ({ roundNo, crashPoint })),
    };
  }

  /** The played rounds with their seeds, for the verify dialog. */
  played(): readonly PlayedRound[] {
    return this.history;
  }

  placeBet(playerId: string, playerName: string, body: Record<string, unknown>): Promise<unknown> {
    const requestId = requestIdOf(body.requestId);
    if (!requestId) throw new GameActionError(400, 'A bet needs a requestId (8 to 64 letters or digits)', 'BAD_REQUEST');
    // Once per request id, whatever its fate; the bet is bound to the round open now.
    return this.bets.run(`${playerId}:${requestId}`, () => this.takeBet(betIdOf(playerId, String(this.round?.roundNo ?? 0), requestId), playerId, playerName, body));
  }

  private async takeBet(betId: string, playerId: string, playerName: string, body: Record<string, unknown>) {
    const round = this.round;
    if (!round) throw new GameActionError(409, 'The game is starting, please wait', 'BETTING_CLOSED');
    const auto = body.autoCashOut === null || body.autoCashOut === undefined ? null : body.autoCashOut;
    let bet: AviatorBet;
    try {
      bet = placeBet(
        round,
        {
          betId,
          playerId,
          panel: Number(body.panel),
          stakePaise: body.stakePaise as number,
          autoCashOut: auto as number | null,
          clientSeed: typeof body.clientSeed === 'string' && body.clientSeed ? body.clientSeed : betId,
        },
        this.clock(),
      );
    } catch (err) {
      throw refusal(err);
    }
    this.names.set(playerId, playerName);
    const roundId = this.walletRoundId(round, playerId, bet.panel);
    let resolveDebit!: (ok: boolean) => void;
    this.debits.set(betId, new Promise((r) => (resolveDebit = r)));
    await this.journal.bet({ id: betId, gameId: this.game.id, gameName: this.game.name, playerId, walletRoundId: roundId, amountPaise: bet.stakePaise, round: String(round.roundNo) });
    try {
      const { balancePaise } = await takeStake(this.wallet!, this.game, playerId, roundId, bet.stakePaise, `d-${betId}`);
      resolveDebit(true);
      this.journal.betIn(betId);
      liveHub.broadcast(AVIATOR_CHANNEL, { type: 'bet', roundNo: round.roundNo, bet: publicBet(bet, this.names) });
      return { betId, roundNo: round.roundNo, panel: bet.panel, stakePaise: bet.stakePaise, autoCashOut: bet.autoCashOut, balancePaise };
    } catch (err) {
      resolveDebit(false);
      dropBet(round, betId);
      if (!(err instanceof GameActionError)) {
        // No answer from the wallet: make sure no stake stays taken for a bet that is not in play.
        const back = await refundStake(this.wallet!, this.game, { playerId, roundId, transactionId: `d-${betId}`, amountPaise: bet.stakePaise }).catch(() => undefined);
        if (back) this.journal.done(betId, 'refunded');
      } else this.journal.done(betId, 'refused');
      throw err;
    } finally {
      while (this.debits.size > 20_000) this.debits.delete(this.debits.keys().next().value!);
    }
  }

  cashOut(playerId: string, body: Record<string, unknown>): Promise<unknown> {
    const betId = typeof body.betId === 'string' ? body.betId : '';
    // The multiplier is the server's at the moment the request is handled, not when it was sent.
    const now = this.clock();
    return this.cashOuts.run(`${playerId}:${betId}`, async () => {
      const round = this.round;
      if (!round || !round.bets.has(betId)) throw new GameActionError(404, 'No such bet in this round', 'NO_SUCH_BET');
      this.handle(advance(round, now));
      let event: AviatorEvent;
      try {
        event = cashOut(round, betId, playerId, now);
      } catch (err) {
        throw refusal(err);
      }
      this.handle([event]);
      const bet = round.bets.get(betId)!;
      const ok = await this.debits.get(betId);
      return { betId, roundNo: round.roundNo, multiplier: bet.cashedOutAt, payoutPaise: ok ? bet.payoutPaise : 0 };
    });
  }
}

function refusal(err: unknown): unknown {
  if (err instanceof AviatorError) return new GameActionError(409, err.message, err.code);
  return err;
}
