// Every player's position on one odds or bookmaker market, kept as sums per runner beside the
// books. Pure: the store reads a market's open pieces and exposure rows (MarketSnapshot), and the
// exchange core changes positions as orders match, rest, cancel and lapse.

import { betAmounts, type MarketKind } from '@khel/shared-kernel/betting';
import { reducedBy, reduces, reducingRemovals, type Reduction, type Removal } from './reductions';

export const marketKey = (marketId: string) => `m:${marketId}`;
export const fancyKey = (fancyId: number) => `f:${fancyId}`;

/**
 * A market as the database holds it: its runners, every open priced piece (a fill's `matchedAt`, ms,
 * for the removals after it), every exposure row, and its removed runners and how they reduce its
 * fills (as the settlement snapshot has them; absent: none).
 */
export interface MarketSnapshot {
  marketId: string;
  kind: MarketKind;
  selectionIds: readonly number[];
  pieces: ReadonlyArray<{ userId: number; selectionId: number; isBack: boolean; price: number; paise: number; matched: boolean; matchedAt?: number }>;
  held: ReadonlyArray<{ userId: number; exposurePaise: number; version: number }>;
  removals?: readonly Removal[];
  reduction?: Reduction | null;
}

/** One priced stake on a runner: a fill, a resting remainder or a bookmaker bet. */
export interface Piece {
  selectionId: number;
  isBack: boolean;
  price: number;
  paise: number;
}

/** A matched piece and the removals that came after it (its price is reduced by them at settlement). */
interface Fill {
  piece: Piece;
  applied: Removal[];
}

/** A player's position on one market, per runner in the market's order, and what the hold has. */
export interface PlayerPosition {
  /** matched P&L if runner i wins (fills matched before a removal at their reduced price, bets on a removed runner void) */
  matched: number[];
  /** the matched pieces (a removal reduces those before it) */
  fills: Fill[];
  /** the losses unmatched stakes could still add if runner i wins (≤ 0) */
  unmatched: number[];
  /** the exposures row: what the hold account holds for this market, and its change count */
  heldPaise: number;
  version: number;
}

/**
 * Every player's position on one odds or bookmaker market, kept as sums per runner so a bet
 * changes it in O(runners): the same arithmetic as `runnerPositions`/`marketExposurePaise` (each
 * piece rounded on its own), so exposure equals a recomputation from the bets and fills.
 *
 * Non-runners (reductions.ts): once a runner is removed it can no longer win, so the worst case is
 * over the remaining runners only; the bets on it are void (they count for nothing) and every fill
 * matched before the removal counts at the price settlement will give it (reduced, the same integer
 * rule), so the hold that follows the exposure is never below what settlement takes.
 */
export class MarketPositions {
  private readonly index = new Map<number, number>();
  private readonly players = new Map<number, PlayerPosition>();
  /** removed runners (non-runners), by selection id */
  private readonly removed = new Map<number, Removal>();

  constructor(
    readonly marketId: string,
    readonly kind: MarketKind,
    readonly selectionIds: readonly number[],
    /** how a removal reduces the fills before it (null: not reduced) */
    readonly reduction: Reduction | null = null,
  ) {
    selectionIds.forEach((id, i) => this.index.set(id, i));
  }

  /** A market's positions from its open pieces (each fill, resting remainder, bookmaker bet), removed runners and exposure rows. */
  static restore(market: MarketSnapshot): MarketPositions {
    const reduction = market.kind === 'odds' ? (market.reduction ?? null) : null;
    const positions = new MarketPositions(market.marketId, market.kind, market.selectionIds, reduction);
    const removals = market.removals ?? [];
    for (const r of removals) positions.removed.set(r.selectionId, r);
    for (const p of market.pieces) {
      const piece = { selectionId: p.selectionId, isBack: p.isBack, price: p.price, paise: p.paise };
      const applied = reduction && p.matchedAt !== undefined ? reducingRemovals(p.matchedAt, reduction, removals) : [];
      if (p.matched) positions.addMatched(p.userId, piece, 1, applied);
      else positions.addUnmatched(p.userId, piece);
    }
    for (const h of market.held) {
      const p = positions.player(h.userId);
      p.heldPaise = h.exposurePaise;
      p.version = h.version;
    }
    return positions;
  }
  
  /** Every player with a position on this market, and it (the model test and state hashes read it). */
  entries(): IterableIterator<[number, PlayerPosition]> {
    return this.players.entries();
  }

  has(selectionId: number): boolean {
    return this.index.has(selectionId);
  }

  player(userId: number): PlayerPosition {
    let p = this.players.get(userId);
    if (!p) {
      const n = this.selectionIds.length;
      this.players.set(userId, (p = { matched: new Array<number>(n).fill(0), fills: [], unmatched: new Array<number>(n).fill(0), heldPaise: 0, version: 0 }));
    }
    return p;
  }

  /** Adds (sign 1) or removes (sign −1) a matched piece (`applied`: the removals after it, a restore's). */
  addMatched(userId: number, piece: Piece, sign: 1 | -1 = 1, applied: Removal[] = []): void {
    const p = this.player(userId);
    if (sign === 1) p.fills.push({ piece, applied });
    else {
      const at = p.fills.findIndex((f) => f.applied.length === 0 && f.piece.selectionId === piece.selectionId && f.piece.isBack === piece.isBack && f.piece.price === piece.price && f.piece.paise === piece.paise);
      if (at < 0) throw new Error(`player ${userId} has no such fill on market ${this.marketId}`);
      p.fills.splice(at, 1);
    }
    this.count(p, { piece, applied }, sign);
  }

  /** Whether a runner of this market was removed (a non-runner). */
  hasRemovals(): boolean {
    return this.removed.size > 0;
  }

  /** Whether every bet the player has on this market is on a removed runner (matched, none unmatched elsewhere). */
  onlyOnRemoved(userId: number): boolean {
    const p = this.players.get(userId);
    return !!p && p.fills.length > 0 && p.fills.every((f) => this.removed.has(f.piece.selectionId)) && p.unmatched.every((x) => x === 0);
  }

  /** Whether this runner was removed (a non-runner). */
  isRemoved(selectionId: number): boolean {
    return this.removed.has(selectionId);
  }

  /**
   * A runner removed (once; again changes nothing): bets on it are void, it drops out of the worst
   * case, and every fill matched so far on the others is reduced by its factor (as settlement will).
   * Its unmatched orders must have lapsed first. Returns whether it was news.
   */
  remove(removal: Removal): boolean {
    if (this.removed.has(removal.selectionId)) return false;
    this.indexOf(removal.selectionId);
    this.removed.set(removal.selectionId, removal);
    const reducing = this.reduction !== null && reduces(removal, this.reduction);
    for (const p of this.players.values()) {
      p.matched.fill(0);
      for (const f of p.fills) {
        if (reducing && f.piece.selectionId !== removal.selectionId) f.applied.push(removal);
        this.count(p, f, 1);
      }
    }
    return true;
  }

  /** Adds a matched piece's P&L by runner (at its reduced price; nothing when its runner is removed). */
  private count(p: PlayerPosition, f: Fill, sign: 1 | -1): void {
    if (this.removed.has(f.piece.selectionId)) return;
    const price = this.reduction ? reducedBy(f.piece.price, this.reduction, f.applied) : f.piece.price;
    const { ifWins, ifLoses } = this.outcomes({ ...f.piece, price });
    const at = this.indexOf(f.piece.selectionId);
    for (let i = 0; i < p.matched.length; i++) p.matched[i]! += sign * (i === at ? ifWins : ifLoses);
  }

  /** Adds (sign 1) or removes (sign −1) an unmatched piece: only its losses count (none on a removed runner: it is void). */
  addUnmatched(userId: number, piece: Piece, sign: 1 | -1 = 1): void {
    if (piece.paise === 0 || this.removed.has(piece.selectionId)) return;
    const p = this.player(userId);
    const { ifWins, ifLoses } = this.outcomes(piece);
    const at = this.indexOf(piece.selectionId);
    for (let i = 0; i < p.unmatched.length; i++) p.unmatched[i]! += sign * Math.min(0, i === at ? ifWins : ifLoses);
  }

  /** Worst-case loss (≥ 0) over the runners, counting unmatched stakes. */
  exposureOf(userId: number): number {
    const p = this.players.get(userId);
    if (!p) return 0;
    let worst = 0;
    for (let i = 0; i < p.matched.length; i++) if (!this.removed.has(this.selectionIds[i]!)) worst = Math.min(worst, p.matched[i]! + p.unmatched[i]!);
    return worst === 0 ? 0 : -worst;
  }

  /** The exposure if these pieces were added, unmatched (the most a new order can need) or matched. */
  exposureWith(userId: number, extra: readonly Piece[], asMatched = false): number {
    const p = this.player(userId);
    const totals = p.matched.map((m, i) => m + p.unmatched[i]!);
    for (const piece of extra) {
      const { ifWins, ifLoses } = this.outcomes(piece);
      const at = this.indexOf(piece.selectionId);
      for (let i = 0; i < totals.length; i++) {
        const pnl = i === at ? ifWins : ifLoses;
        totals[i]! += asMatched ? pnl : Math.min(0, pnl);
      }
    }
    const worst = Math.min(0, ...this.remaining(totals));
    return worst === 0 ? 0 : -worst;
  }

  /** The best matched P&L over the runners if these pieces were matched in full (max-profit rule). */
  bestCaseWithMatched(userId: number, extra: readonly Piece[]): number {
    const totals = [...this.player(userId).matched];
    for (const piece of extra) {
      const { ifWins, ifLoses } = this.outcomes(piece);
      const at = this.indexOf(piece.selectionId);
      for (let i = 0; i < totals.length; i++) totals[i]! += i === at ? ifWins : ifLoses;
    }
    return Math.max(0, ...this.remaining(totals));
  }

  /** Per-runner figures of the runners not removed. */
  private remaining(byRunner: readonly number[]): number[] {
    return this.removed.size === 0 ? [...byRunner] : byRunner.filter((_, i) => !this.removed.has(this.selectionIds[i]!));
  }

  /** Matched P&L per runner if it wins (cash-out and the position views read it); a removed runner cannot win: 0. */
  matchedPositions(userId: number): Map<number, number> {
    const p = this.players.get(userId);
    return new Map(this.selectionIds.map((id, i) => [id, this.removed.has(id) ? 0 : (p?.matched[i] ?? 0)]));
  }

  private indexOf(selectionId: number): number {
    const at = this.index.get(selectionId);
    if (at === undefined) throw new Error(`selection ${selectionId} is not a runner of market ${this.marketId}`);
    return at;
  }

  /** The piece's P&L if its runner wins and if it loses. */
  private outcomes(piece: Piece): { ifWins: number; ifLoses: number } {
    const { profitPaise, liabilityPaise } = betAmounts(this.kind, piece.isBack, piece.paise, piece.price);
    return piece.isBack ? { ifWins: profitPaise, ifLoses: -liabilityPaise } : { ifWins: -liabilityPaise, ifLoses: profitPaise };
  }
}
