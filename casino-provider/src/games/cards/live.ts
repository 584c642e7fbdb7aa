// A card table running for everyone: rounds one after another (betting, the deal card by card, the
// result), its state on the live channel cards/{gameId}, bets over HTTP with the player's session.
// Money only through the seamless wallet: the bet's risk (stake, or liability for a lay) debited
// when it is taken, its return credited when the round settles; transaction ids derive from the
// bet, so a replayed request or a retried wallet call moves money once.
import { createHash, randomBytes } from 'node:crypto';
import type { WalletClient } from '../../wallet/client';
import { NO_JOURNAL, type RoundJournal } from '../../journal/journal';
import { liveHub } from '../../live/hub';
import { OncePerKey, requestIdOf } from '../../live/once';
import { GameActionError, type GameInfo } from '../registry';
import { payWin, refundStake, takeStake } from '../rounds';
import type { CardGame } from './game';
import { positionByWinner, type CardBet } from './markets';
import type { OpenRoundSettler } from '../../journal/recovery';
import { CardTableError, checkCardBet, openCardRound, phaseAt, settleCardRound, takeBet, visiblePlacements, type CardRound } from './table';

const STEP_MS = 200;
const RESULTS_KEPT = 10;

interface PastRound {
  readonly roundId: string;
  readonly winner: string;
  readonly seed: string;
  readonly seedHash: string;
  readonly cards: readonly { slot: string; card: string }[];
  /** Per player: risked and returned, for the P&L of the last rounds. */
  readonly players: ReadonlyMap<string, { riskPaise: number; returnPaise: number }>;
}

export const cardChannel = (gameId: string) => `cards/${gameId}`;

export class CardTableLive {
  private round: CardRound | null = null;
  private settled = false;
  /** What the table last published (phase and cards shown): a change is published at once. */
  private published = '';
  private readonly past: PastRound[] = [];
  private readonly bets = new OncePerKey<unknown>();
  private timer: NodeJS.Timeout | null = null;
  private wallet: WalletClient | null = null;
  /** Each round's seed and each bet's fate, on disk: a restart settles what this run left open. */
  private journal: RoundJournal = NO_JOURNAL;
  private closedNoted = false;
  private count = 0;

  constructor(
    readonly game: CardGame,
    private readonly info: GameInfo,
    private readonly clock: () => number = Date.now,
    private readonly bettingMs = game.bettingMs,
  ) {}

  start(wallet: WalletClient, journal: RoundJournal = NO_JOURNAL): void {
    this.wallet = wallet;
    this.journal = journal;
    liveHub.channel(cardChannel(this.game.id), { snapshot: () => JSON.stringify(this.snapshot()) });
    this.step();
    this.timer = setInterval(() => this.step(), STEP_MS);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  step(now = this.clock()): void {
    const round = this.round;
    if (!round || now >= round.endsAt) {
      this.count += 1;
      this.round = openCardRound(this.game, `${this.game.id}-${now.toString(36)}-${this.count}`, randomBytes(32).toString('hex'), now, this.bettingMs);
      this.settled = false;
      this.closedNoted = false;
      this.journal.round(this.game.id, this.round.roundId, this.round.seed);
      this.published = '';
      this.publish(now);
      return;
    }
    if (phaseAt(round, now) !== 'betting' && !this.closedNoted) {
      // The deal has begun: from here a restart settles the round from its seed rather than refunding it.
      this.closedNoted = true;
      this.journal.closed(this.game.id, round.roundId);
    }
    if (phaseAt(round, now) === 'result' && !this.settled) this.settle(round);
    this.publish(now);
  }

  private publish(now: number): void {
    const round = this.round!;
    const key = `${round.roundId}:${phaseAt(round, now)}:${visiblePlacements(round, now).length}`;
    if (key === this.published) return;
    this.published = key;
    liveHub.broadcast(cardChannel(this.game.id), this.snapshot(now));
  }

  private settle(round: CardRound): void {
    this.settled = true;
    const { settlement, returns } = settleCardRound(round);
    const players = new Map<string, { riskPaise: number; returnPaise: number }>();
    for (const bet of round.bets) {
      const paid = returns.get(bet.betId) ?? 0;
      const p = players.get(bet.playerId) ?? { riskPaise: 0, returnPaise: 0 };
      p.riskPaise += bet.riskPaise;
      p.returnPaise += paid;
      players.set(bet.playerId, p);
      if (paid > 0) {
        this.journal.win(bet.betId, paid);
        void payWin(this.wallet!, this.info, bet.playerId, walletRoundId(round, bet.playerId), paid, `c-${bet.betId}`).then((balance) => {
          if (balance !== undefined) this.journal.done(bet.betId, 'paid');
        });
      } else this.journal.done(bet.betId, 'lost');
    }
    this.past.unshift({
      roundId: round.roundId,
      winner: settlement.winner,
      seed: round.seed,
      seedHash: round.seedHash,
      cards: round.placements.map((p) => ({ slot: p.slot, card: p.card })),
      players,
    });
    this.past.length = Math.min(this.past.length, RESULTS_KEPT);
  }

  snapshot(now = this.clock()) {
    const round = this.round;
    const phase = round ? phaseAt(round, now) : 'betting';
    return {
      type: 'state',
      gameId: this.game.id,
      roundId: round?.roundId ?? '',
      seedHash: round?.seedHash ?? '',
      phase,
      closesInMs: round && phase === 'betting' ? round.closesAt - now : 0,
      nextInMs: round ? Math.max(0, round.endsAt - now) : 0,
      cards: round ? visiblePlacements(round, now) : [],
      result: round && phase === 'result' ? { winner: this.past[0]?.winner ?? '', seed: round.seed } : null,
      history: this.past.map(({ roundId, winner, seed, seedHash }) => ({ roundId, winner, seed, seedHash })),
    };
  }

  /** The last rounds with their revealed seeds and the cards dealt, in order: the verify dialog rebuilds each deck. */
  played() {
    return this.past.map(({ roundId, winner, seed, seedHash, cards }) => ({ roundId, winner, seed, seedHash, cards }));
  }

  /** The player's bets in the current round, exposure, position by market, and P&L of recent rounds. */
  mine(playerId: string) {
    const round = this.round;
    const bets = round ? round.bets.filter((b) => b.playerId === playerId) : [];
    const positions = Object.fromEntries(this.game.markets.map((m) => [m.id, positionByWinner(bets, m)]));
    const worst = Object.values(positions).reduce((sum, byWinner) => sum + Math.min(0, ...Object.values(byWinner)), 0);
    return {
      roundId: round?.roundId ?? '',
      bets: bets.map(({ betId, marketId, selectionId, side, odds, stakePaise, riskPaise }) => ({ betId, marketId, selectionId, side, odds, stakePaise, riskPaise })),
      exposurePaise: -worst,
      positions,
      rounds: this.past
        .filter((r) => r.players.has(playerId))
        .map((r) => ({ roundId: r.roundId, winner: r.winner, riskPaise: r.players.get(playerId)!.riskPaise, profitPaise: r.players.get(playerId)!.returnPaise - r.players.get(playerId)!.riskPaise })),
    };
  }

  placeBet(playerId: string, body: Record<string, unknown>): Promise<unknown> {
    const requestId = requestIdOf(body.requestId);
    if (!requestId) throw new GameActionError(400, 'A bet needs a requestId (8 to 64 letters or digits)', 'BAD_REQUEST');
    const betId = createHash('sha256').update(`${playerId}:${requestId}`).digest('hex').slice(0, 24);
    return this.bets.run(betId, () => this.takeBet(betId, playerId, body));
  }

  private async takeBet(betId: string, playerId: string, body: Record<string, unknown>) {
    const round = this.round;
    if (!round) throw new GameActionError(409, 'The table is opening, please wait', 'BETTING_CLOSED');
    let bet: CardBet;
    try {
      bet = checkCardBet(
        round,
        {
          betId,
          playerId,
          marketId: String(body.marketId ?? ''),
          selectionId: String(body.selectionId ?? ''),
          side: body.side === 'lay' ? 'lay' : body.side === 'back' ? 'back' : (String(body.side) as 'back'),
          odds: body.odds as number,
          stakePaise: body.stakePaise as number,
        },
        this.clock(),
      );
    } catch (err) {
      throw err instanceof CardTableError ? new GameActionError(409, err.message, err.code) : err;
    }
    const roundId = walletRoundId(round, playerId);
    const stake = { playerId, roundId, transactionId: `d-${betId}`, amountPaise: bet.riskPaise };
    const { marketId, selectionId, side, odds, stakePaise } = bet;
    this.journal.bet({ id: betId, gameId: this.game.id, gameName: this.info.name, playerId, walletRoundId: roundId, amountPaise: bet.riskPaise, round: round.roundId, detail: { marketId, selectionId, side, odds, stakePaise } });
    const refund = async () => {
      if (await refundStake(this.wallet!, this.info, stake).catch(() => undefined)) this.journal.done(betId, 'refunded');
    };
    let balancePaise: number;
    try {
      ({ balancePaise } = await takeStake(this.wallet!, this.info, playerId, roundId, bet.riskPaise, stake.transactionId));
    } catch (err) {
      if (!(err instanceof GameActionError)) await refund();
      else this.journal.done(betId, 'refused');
      throw err;
    }
    // The wallet answered after betting closed: the bet is not in the round, so its stake goes back.
    if (this.round !== round || phaseAt(round, this.clock()) !== 'betting') {
      await refund();
      throw new GameActionError(409, 'Betting closed before your bet was taken; your stake is returned', 'BETTING_CLOSED');
    }
    takeBet(round, bet);
    this.journal.betIn(betId);
    return { ...this.mine(playerId), betId, riskPaise: bet.riskPaise, balancePaise };
  }
}

const walletRoundId = (round: CardRound, playerId: string) => `${round.roundId}-${playerId}`;

/**
 * Settles a round whose deal had begun when the provider stopped: the deal is fixed by the round's
 * seed, so its bets (as the journal kept them) settle exactly as they would have.
 */
export function settleOpenCardRound(game: CardGame): OpenRoundSettler {
  return (open, bets) => {
    const round = openCardRound(game, open.round, open.seed, 0, 0);
    for (const b of bets) {
      const d = b.detail as Pick<CardBet, 'marketId' | 'selectionId' | 'side' | 'odds' | 'stakePaise'>;
      takeBet(round, { betId: b.id, playerId: b.playerId, marketId: d.marketId, selectionId: d.selectionId, side: d.side, odds: d.odds, stakePaise: d.stakePaise, riskPaise: b.amountPaise });
    }
    return settleCardRound(round).returns;
  };
}
