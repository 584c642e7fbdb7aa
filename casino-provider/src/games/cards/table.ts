// One round at a card table, pure (time passed in): betting until closesAt, then the cards of the
// deal land one every game.dealMs, then the result shows for RESULT_MS and the next round opens.
// The deal is fixed by the committed seed when the round opens: only its hash is public until the
// round settles.
import { seedHash, shuffle } from './deck';
import type { CardGame, Placement, Settlement } from './game';
import { returnOf, riskOf, type CardBet } from './markets';

export const RESULT_MS = 5_000;
export const MIN_STAKE_PAISE = 10_00;
export const MAX_STAKE_PAISE = 50_000_00;

export type CardPhase = 'betting' | 'dealing' | 'result';

export interface CardRound {
  readonly game: CardGame;
  readonly roundId: string;
  readonly seed: string;
  readonly seedHash: string;
  readonly opensAt: number;
  readonly closesAt: number;
  readonly placements: readonly Placement[];
  /** When the last card has landed and bets are settled. */
  readonly settlesAt: number;
  /** When the next round opens. */
  readonly endsAt: number;
  readonly bets: CardBet[];
}

export type CardErrorCode = 'BETTING_CLOSED' | 'NO_SUCH_SELECTION' | 'NO_LAY' | 'ODDS_CHANGED' | 'BAD_STAKE';

export class CardTableError extends Error {
  constructor(readonly code: CardErrorCode, message: string) {
    super(message);
    this.name = 'CardTableError';
  }
}

export function openCardRound(game: CardGame, roundId: string, seed: string, now: number, bettingMs = game.bettingMs): CardRound {
  const placements = game.deal(shuffle(seed, game.deck));
  const closesAt = now + bettingMs;
  const settlesAt = closesAt + placements.length * game.dealMs;
  return { game, roundId, seed, seedHash: seedHash(seed), opensAt: now, closesAt, placements, settlesAt, endsAt: settlesAt + RESULT_MS, bets: [] };
}

export function phaseAt(round: CardRound, now: number): CardPhase {
  if (now < round.closesAt) return 'betting';
  if (now < round.settlesAt) return 'dealing';
  return 'result';
}

/** The cards on the table at `now`: none while betting, then one more every dealMs. */
export function visiblePlacements(round: CardRound, now: number): readonly Placement[] {
  return placementsShown(round.placements, round.closesAt, round.game.dealMs, now);
}

export function placementsShown(placements: readonly Placement[], closesAt: number, dealMs: number, now: number): readonly Placement[] {
  if (now < closesAt) return [];
  const shown = Math.floor((now - closesAt) / dealMs) + 1;
  return placements.slice(0, Math.min(shown, placements.length));
}

/** A bet as asked for: its odds are the ones the player saw (a bet at other odds is refused). */
export type CardBetRequest = Omit<CardBet, 'riskPaise'>;

/** Validates a bet and works out what it risks; the caller debits that, then `takeBet`. */
export function checkCardBet(round: CardRound, req: CardBetRequest, now: number): CardBet {
  if (phaseAt(round, now) !== 'betting') throw new CardTableError('BETTING_CLOSED', 'Betting is closed for this round');
  return checkCardSelection(round.game, req);
}

/** A bet's market, selection, odds and stake against the table's markets, and what it risks. */
export function checkCardSelection(game: CardGame, req: CardBetRequest): CardBet {
  const market = game.markets.find((m) => m.id === req.marketId);
  const selection = market?.selections.find((s) => s.id === req.selectionId);
  if (!market || !selection) throw new CardTableError('NO_SUCH_SELECTION', 'No such market or selection at this table');
  const odds = req.side === 'back' ? selection.back : selection.lay;
  if (req.side !== 'back' && req.side !== 'lay') throw new CardTableError('NO_SUCH_SELECTION', 'A bet is back or lay');
  if (odds === undefined) throw new CardTableError('NO_LAY', `${selection.name} cannot be laid`);
  if (req.odds !== odds) throw new CardTableError('ODDS_CHANGED', 'The odds have changed');
  if (!Number.isSafeInteger(req.stakePaise) || req.stakePaise % 100 !== 0 || req.stakePaise < MIN_STAKE_PAISE || req.stakePaise > MAX_STAKE_PAISE) {
    throw new CardTableError('BAD_STAKE', `Stake must be a whole number of rupees from ${MIN_STAKE_PAISE / 100} to ${MAX_STAKE_PAISE / 100}`);
  }
  return { ...req, odds, riskPaise: riskOf(req.side, odds, req.stakePaise) };
}

export function takeBet(round: CardRound, bet: CardBet): void {
  round.bets.push(bet);
}

export interface SettledRound {
  readonly settlement: Settlement;
  /** What each bet returns, by bet id (0 for a lost bet). */
  readonly returns: ReadonlyMap<string, number>;
}

export function settleCardRound(round: CardRound): SettledRound {
  const settlement = round.game.settle(round.placements);
  const returns = new Map<string, number>();
  for (const bet of round.bets) {
    const result = settlement.results[bet.marketId]?.[bet.selectionId] ?? { kind: 'void' as const };
    returns.set(bet.betId, returnOf(bet, result));
  }
  return { settlement, returns };
}
