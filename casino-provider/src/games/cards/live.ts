// A card table running for everyone on the live tables' timed-round engine (../timed-rounds.ts):
// betting, the deal card by card, the result; its state on the live channel cards/{gameId}, bets
// over HTTP with the player's session. A round's deal is the table's deal from the deck its seed
// shuffles; a bet risks its stake (or a lay's liability) and returns what its selection's result pays.
import type { WalletClient } from '../../wallet/client';
import { NO_JOURNAL, type RoundJournal } from '../../journal/journal';
import type { OpenRoundSettler } from '../../journal/recovery';
import { liveHub } from '../../live/hub';
import { betIdOf, OncePerKey, requestIdOf } from '../../live/once';
import { GameActionError, type GameInfo } from '../registry';
import { phaseOf, settleOpenTimedRound, TimedRounds, type TimedGame, type TimedPhase } from '../timed-rounds';
import { shuffle } from './deck';
import type { CardGame, Placement, Settlement } from './game';
import { positionByWinner, returnOf, type CardBet } from './markets';
import { CardTableError, checkCardSelection, placementsShown, RESULT_MS, type CardPhase } from './table';

const STEP_MS = 200;
const RESULTS_KEPT = 10;

/** What a card bet backs or lays (its risk is the engine's). */
type CardDetail = Pick<CardBet, 'marketId' | 'selectionId' | 'side' | 'odds' | 'stakePaise'>;
interface CardOutcome {
  readonly placements: readonly Placement[];
  readonly settlement: Settlement;
}

/** A card table's rules as the engine plays them. */
function cardRules(game: CardGame): Pick<TimedGame<CardOutcome, CardDetail>, 'outcome' | 'revealMs' | 'returnOf'> {
  return {
    outcome: (seed) => {
      const placements = game.deal(shuffle(seed, game.deck));
      return { placements, settlement: game.settle(placements) };
    },
    revealMs: (o) => o.placements.length * game.dealMs,
    returnOf: (bet, o) =>
      returnOf({ betId: '', playerId: '', ...bet.detail, riskPaise: bet.riskPaise }, o.settlement.results[bet.detail.marketId]?.[bet.detail.selectionId] ?? { kind: 'void' }),
  };
}

/** Settles, after a restart, a round whose deal had begun, from its seed (journal/recovery.ts). */
export const settleOpenCardRound = (game: CardGame): OpenRoundSettler => settleOpenTimedRound(cardRules(game));

const cardPhase = (phase: TimedPhase): CardPhase => (phase === 'revealing' ? 'dealing' : phase);

export const cardChannel = (gameId: string) => `cards/${gameId}`;

export class CardTableLive {
  private readonly rounds: TimedRounds<CardOutcome, CardDetail>;
  /** What the table last published (phase and cards shown): a change is published at once. */
  private published = '';
  private readonly bets = new OncePerKey<unknown>(100_000, true);
  private timer: NodeJS.Timeout | null = null;
  private wallet: WalletClient | null = null;
  /** Each round's seed and each bet's fate, on disk: a restart settles what this run left open. */
  private journal: RoundJournal = NO_JOURNAL;

  constructor(
    readonly game: CardGame,
    private readonly info: GameInfo,
    private readonly clock: () => number = Date.now,
    bettingMs = game.bettingMs,
  ) {
    this.rounds = new TimedRounds(
      { info, bettingMs, resultMs: RESULT_MS, historyKept: RESULTS_KEPT, ...cardRules(game) },
      { wallet: () => this.wallet, journal: () => this.journal, clock },
    );
  }

  /** The round now, as the table shows it (with its deal). */
  private get round() {
    const r = this.rounds.round();
    return { ...r, placements: r.outcome.placements };
  }

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

  step(now = this.clock()): Promise<void> {
    const settled = this.rounds.step(now);
    this.publish(now);
    return settled;
  }

  private publish(now: number): void {
    const round = this.rounds.round(now);
    const key = `${round.roundId}:${phaseOf(round, now)}:${this.shown(now).length}`;
    if (key === this.published) return;
    this.published = key;
    liveHub.broadcast(cardChannel(this.game.id), this.snapshot(now));
  }

  private shown(now: number): readonly Placement[] {
    const round = this.rounds.round(now);
    return placementsShown(round.outcome.placements, round.closesAt, this.game.dealMs, now);
  }

  snapshot(now = this.clock()) {
    const round = this.rounds.round(now);
    const phase = cardPhase(phaseOf(round, now));
    return {
      type: 'state',
      gameId: this.game.id,
      roundId: round.roundId,
      seedHash: round.seedHash,
      phase,
      closesInMs: phase === 'betting' ? round.closesAt - now : 0,
      nextInMs: Math.max(0, round.endsAt - now),
      cards: this.shown(now),
      result: phase === 'result' ? { winner: round.outcome.settlement.winner, seed: round.seed } : null,
      history: this.rounds.history().map(({ roundId, outcome, seed, seedHash }) => ({ roundId, winner: outcome.settlement.winner, seed, seedHash })),
    };
  }

  /** The last rounds with their revealed seeds and the cards dealt, in order: the verify dialog rebuilds each deck. */
  played() {
    return this.rounds.history().map(({ roundId, outcome, seed, seedHash }) => ({
      roundId,
      winner: outcome.settlement.winner,
      seed,
      seedHash,
      cards: outcome.placements.map((p) => ({ slot: p.slot, card: p.card })),
    }));
  }

  /** The player's bets in the current round, exposure, position by market, and P&L of recent rounds. */
  mine(playerId: string) {
    const round = this.rounds.round();
    const bets: CardBet[] = round.bets.filter((b) => b.playerId === playerId).map((b) => ({ betId: b.betId, playerId, ...b.detail, riskPaise: b.riskPaise }));
    const positions = Object.fromEntries(this.game.markets.map((m) => [m.id, positionByWinner(bets, m)]));
    const worst = Object.values(positions).reduce((sum, byWinner) => sum + Math.min(0, ...Object.values(byWinner)), 0);
    return {
      roundId: round.roundId,
      bets: bets.map(({ betId, marketId, selectionId, side, odds, stakePaise, riskPaise }) => ({ betId, marketId, selectionId, side, odds, stakePaise, riskPaise })),
      exposurePaise: -worst,
      positions,
      rounds: this.rounds
        .history()
        .filter((r) => r.players.has(playerId))
        .map((r) => {
          const p = r.players.get(playerId)!;
          return { roundId: r.roundId, winner: r.outcome.settlement.winner, riskPaise: p.riskPaise, profitPaise: p.returnPaise - p.riskPaise };
        }),
    };
  }

  placeBet(playerId: string, body: Record<string, unknown>): Promise<unknown> {
    const requestId = requestIdOf(body.requestId);
    if (!requestId) throw new GameActionError(400, 'A bet needs a requestId (8 to 64 letters or digits)', 'BAD_REQUEST');
    // Once per request id, whatever its fate; the bet is bound to the round open now.
    return this.bets.run(`${playerId}:${requestId}`, () => this.takeBet(betIdOf(playerId, this.rounds.round(this.clock()).roundId, requestId), playerId, body));
  }

  private async takeBet(betId: string, playerId: string, body: Record<string, unknown>) {
    const request = {
      betId,
      playerId,
      marketId: String(body.marketId ?? ''),
      selectionId: String(body.selectionId ?? ''),
      side: body.side === 'lay' ? 'lay' : body.side === 'back' ? 'back' : (String(body.side) as 'back'),
      odds: body.odds as number,
      stakePaise: body.stakePaise as number,
    } as const;
    const { bet, balancePaise } = await this.rounds.placeBet(this.wallet!, betId, playerId, () => {
      try {
        const { marketId, selectionId, side, odds, stakePaise, riskPaise } = checkCardSelection(this.game, request);
        return { riskPaise, detail: { marketId, selectionId, side, odds, stakePaise } };
      } catch (err) {
        throw err instanceof CardTableError ? new GameActionError(409, err.message, err.code) : err;
      }
    });
    return { ...this.mine(playerId), betId, riskPaise: bet.riskPaise, balancePaise };
  }
}
