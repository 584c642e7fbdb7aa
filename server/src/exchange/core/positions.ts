// Every player's position on one odds or bookmaker market, kept as sums per runner beside the
// books. Pure: the store reads a market's open pieces and exposure rows (MarketSnapshot), and the
// exchange core changes positions as orders match, rest, cancel and lapse.

import { betAmounts, type MarketKind } from '@khel/shared-kernel/betting';

export const marketKey = (marketId: string) => `m:${marketId}`;
export const fancyKey = (fancyId: number) => `f:${fancyId}`;

/** A market as the database holds it: its runners, every open priced piece and every exposure row. */
export interface MarketSnapshot {
  marketId: string;
  kind: MarketKind;
  selectionIds: readonly number[];
  pieces: ReadonlyArray<{ userId: number; selectionId: number; isBack: boolean; price: number; paise: number; matched: boolean }>;
  held: ReadonlyArray<{ userId: number; exposurePaise: number; version: number }>;
}

/** One priced stake on a runner: a fill, a resting remainder or a bookmaker bet. */
export interface Piece {
  selectionId: number;
  isBack: boolean;
  price: number;
  paise: number;
}

/** A player's position on one market, per runner in the market's order, and what the hold has. */
export interface PlayerPosition {
  /** matched P&L if runner i wins */
  matched: number[];
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
 */
export class MarketPositions {
  private readonly index = new Map<number, number>();
  private readonly players = new Map<number, PlayerPosition>();

  constructor(
    readonly marketId: string,
    readonly kind: MarketKind,
    readonly selectionIds: readonly number[],
  ) {
    selectionIds.forEach((id, i) => this.index.set(id, i));
  }

  /** A market's positions from its open pieces (each fill, resting remainder, bookmaker bet) and exposure rows. */
  static restore(market: MarketSnapshot): MarketPositions {
    const positions = new MarketPositions(market.marketId, market.kind, market.selectionIds);
    for (const p of market.pieces) {
      const piece = { selectionId: p.selectionId, isBack: p.isBack, price: p.price, paise: p.paise };
      if (p.matched) positions.addMatched(p.userId, piece);
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
      this.players.set(userId, (p = { matched: new Array<number>(n).fill(0), unmatched: new Array<number>(n).fill(0), heldPaise: 0, version: 0 }));
    }
    return p;
  }

  /** Adds (sign 1) or removes (sign −1) a matched piece. */
  addMatched(userId: number, piece: Piece, sign: 1 | -1 = 1): void {
    const p = this.player(userId);
    const { ifWins, ifLoses } = this.outcomes(piece);
    const at = this.indexOf(piece.selectionId);
    for (let i = 0; i < p.matched.length; i++) p.matched[i]! += sign * (i === at ? ifWins : ifLoses);
  }

  /** Adds (sign 1) or removes (sign −1) an unmatched piece: only its losses count. */
  addUnmatched(userId: number, piece: Piece, sign: 1 | -1 = 1): void {
    if (piece.paise === 0) return;
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
    for (let i = 0; i < p.matched.length; i++) worst = Math.min(worst, p.matched[i]! + p.unmatched[i]!);
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
    const worst = Math.min(0, ...totals);
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
    return Math.max(0, ...totals);
  }

  /** Matched P&L per runner if it wins (cash-out reads it). */
  matchedPositions(userId: number): Map<number, number> {
    const p = this.players.get(userId);
    return new Map(this.selectionIds.map((id, i) => [id, p?.matched[i] ?? 0]));
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
