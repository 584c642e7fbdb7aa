// One Aviator round, as pure data and functions of the time passed in (no clock, no I/O).
//
// betting (BETTING_MS) → flying (multiplier rises from 1.00x) → crashed. The crash point is fixed
// when betting closes, from the round seed and the first three bettors' client seeds. A cash-out is
// valued at the multiplier the curve reads at the instant the request is handled; one handled at or
// after the crash instant is refused. An auto cash-out at X pays X whenever X ≤ the crash point.
import { crashPointHundredths, sha256Hex } from './fairness';
import { msToReach, multiplierAt } from './curve';
import { isClientSeed } from '../../fair/client-seed';

export const BETTING_MS = 5_000;
/** Lowest auto cash-out target: 1.01x. */
export const MIN_AUTO_CASH_OUT = 101;
export const MIN_STAKE_PAISE = 10_00;
export const MAX_STAKE_PAISE = 50_000_00;
export const PANELS = [0, 1] as const;
export type Panel = (typeof PANELS)[number];

export type AviatorErrorCode =
  | 'BETTING_CLOSED'
  | 'PANEL_TAKEN'
  | 'BAD_STAKE'
  | 'BAD_AUTO_CASH_OUT'
  | 'BAD_CLIENT_SEED'
  | 'NO_SUCH_BET'
  | 'NOT_FLYING'
  | 'ALREADY_CASHED_OUT'
  | 'ROUND_CRASHED';

/** A refusal of the game's rules; the provider's HTTP edge turns it into an answer. */
export class AviatorError extends Error {
  constructor(readonly code: AviatorErrorCode, message: string) {
    super(message);
    this.name = 'AviatorError';
  }
}

export interface AviatorBet {
  readonly betId: string;
  readonly playerId: string;
  readonly panel: Panel;
  readonly stakePaise: number;
  readonly autoCashOut: number | null;
  readonly clientSeed: string;
  cashedOutAt: number | null;
  payoutPaise: number;
}

export type AviatorPhase = 'betting' | 'flying' | 'crashed';

export interface AviatorRound {
  readonly roundNo: number;
  readonly seed: string;
  /** SHA-256 of the seed: shown before betting opens (it is also the previous round's seed). */
  readonly seedHash: string;
  readonly bettingOpensAt: number;
  readonly takeOffAt: number;
  phase: AviatorPhase;
  crashPoint: number | null;
  crashAt: number | null;
  readonly clientSeeds: string[];
  readonly bets: Map<string, AviatorBet>;
}

export type AviatorEvent =
  | { readonly type: 'takeoff'; readonly roundNo: number; readonly at: number }
  | { readonly type: 'cashout'; readonly roundNo: number; readonly bet: AviatorBet; readonly auto: boolean }
  | { readonly type: 'crash'; readonly roundNo: number; readonly crashPoint: number; readonly at: number };

export function openRound(roundNo: number, seed: string, now: number, bettingMs = BETTING_MS): AviatorRound {
  return {
    roundNo,
    seed,
    seedHash: sha256Hex(seed),
    bettingOpensAt: now,
    takeOffAt: now + bettingMs,
    phase: 'betting',
    crashPoint: null,
    crashAt: null,
    clientSeeds: [],
    bets: new Map(),
  };
}

export interface BetRequest {
  readonly betId: string;
  readonly playerId: string;
  readonly panel: number;
  readonly stakePaise: number;
  readonly autoCashOut: number | null;
  readonly clientSeed: string;
}

/** Checks a bet against the rules without taking it (the wallet debit runs between check and take). */
export function checkBet(round: AviatorRound, req: BetRequest, now: number): void {
  // Shown to the round's other players (the verify dialog): plain text only, whatever the round's state.
  if (!isClientSeed(req.clientSeed)) throw new AviatorError('BAD_CLIENT_SEED', 'A client seed is 1 to 64 letters, digits, _ or -');
  if (round.phase !== 'betting' || now >= round.takeOffAt) throw new AviatorError('BETTING_CLOSED', 'Betting is closed for this round');
  if (req.panel !== 0 && req.panel !== 1) throw new AviatorError('PANEL_TAKEN', 'Choose bet panel 1 or 2');
  for (const bet of round.bets.values()) {
    if (bet.playerId === req.playerId && bet.panel === req.panel) throw new AviatorError('PANEL_TAKEN', 'This panel already has a bet in this round');
  }
  if (!Number.isSafeInteger(req.stakePaise) || req.stakePaise % 100 !== 0 || req.stakePaise < MIN_STAKE_PAISE || req.stakePaise > MAX_STAKE_PAISE) {
    throw new AviatorError('BAD_STAKE', `Stake must be a whole number of rupees from ${MIN_STAKE_PAISE / 100} to ${MAX_STAKE_PAISE / 100}`);
  }
  if (req.autoCashOut !== null && (!Number.isSafeInteger(req.autoCashOut) || req.autoCashOut < MIN_AUTO_CASH_OUT || req.autoCashOut > 1_000_000)) {
    throw new AviatorError('BAD_AUTO_CASH_OUT', 'Auto cash-out must be from 1.01x to 10000x');
  }
}

export function placeBet(round: AviatorRound, req: BetRequest, now: number): AviatorBet {
  checkBet(round, req, now);
  const bet: AviatorBet = {
    betId: req.betId,
    playerId: req.playerId,
    panel: req.panel as Panel,
    stakePaise: req.stakePaise,
    autoCashOut: req.autoCashOut,
    clientSeed: req.clientSeed,
    cashedOutAt: null,
    payoutPaise: 0,
  };
  round.bets.set(bet.betId, bet);
  if (round.clientSeeds.length < 3) round.clientSeeds.push(bet.clientSeed);
  return bet;
}

/** Removes a bet whose wallet debit was refused. */
export function dropBet(round: AviatorRound, betId: string): void {
  const bet = round.bets.get(betId);
  if (!bet) return;
  round.bets.delete(betId);
  const at = round.clientSeeds.indexOf(bet.clientSeed);
  if (at >= 0 && round.phase === 'betting') round.clientSeeds.splice(at, 1);
}

export function payoutPaise(stakePaise: number, multiplier: number): number {
  return Math.floor((stakePaise * multiplier) / 100);
}

function cashOutAt(round: AviatorRound, bet: AviatorBet, multiplier: number, auto: boolean): AviatorEvent {
  bet.cashedOutAt = multiplier;
  bet.payoutPaise = payoutPaise(bet.stakePaise, multiplier);
  return { type: 'cashout', roundNo: round.roundNo, bet, auto };
}

/** Moves the round on to `now`: take-off, due auto cash-outs (in the order they fall due), the crash. */
export function advance(round: AviatorRound, now: number): AviatorEvent[] {
  const events: AviatorEvent[] = [];
  if (round.phase === 'betting' && now >= round.takeOffAt) {
    round.crashPoint = crashPointHundredths(round.seed, round.clientSeeds);
    round.crashAt = round.takeOffAt + msToReach(round.crashPoint);
    round.phase = 'flying';
    events.push({ type: 'takeoff', roundNo: round.roundNo, at: round.takeOffAt });
  }
  if (round.phase !== 'flying') return events;
  const due = [...round.bets.values()]
    .filter((b) => b.cashedOutAt === null && b.autoCashOut !== null && b.autoCashOut <= round.crashPoint!)
    .filter((b) => round.takeOffAt + msToReach(b.autoCashOut!) <= now)
    .sort((a, b) => a.autoCashOut! - b.autoCashOut!);
  for (const bet of due) events.push(cashOutAt(round, bet, bet.autoCashOut!, true));
  if (now >= round.crashAt!) {
    round.phase = 'crashed';
    events.push({ type: 'crash', roundNo: round.roundNo, crashPoint: round.crashPoint!, at: round.crashAt! });
  }
  return events;
}

/** The multiplier the round shows at `now` (1.00x before take-off, the crash point after the crash). */
export function currentMultiplier(round: AviatorRound, now: number): number {
  if (round.phase === 'betting') return 100;
  if (round.phase === 'crashed') return round.crashPoint!;
  return Math.min(multiplierAt(now - round.takeOffAt), round.crashPoint!);
}

/**
 * A manual cash-out handled at `now`. The caller runs `advance` first (so a due auto cash-out or the
 * crash has happened); the events it returned go out before this one's.
 */
export function cashOut(round: AviatorRound, betId: string, playerId: string, now: number): AviatorEvent {
  const bet = round.bets.get(betId);
  if (!bet || bet.playerId !== playerId) throw new AviatorError('NO_SUCH_BET', 'No such bet in this round');
  if (bet.cashedOutAt !== null) throw new AviatorError('ALREADY_CASHED_OUT', 'This bet is already cashed out');
  if (round.phase === 'crashed' || (round.crashAt !== null && now >= round.crashAt)) throw new AviatorError('ROUND_CRASHED', 'The plane has already flown away');
  if (round.phase !== 'flying') throw new AviatorError('NOT_FLYING', 'The round has not taken off yet');
  return cashOutAt(round, bet, multiplierAt(now - round.takeOffAt), false);
}
