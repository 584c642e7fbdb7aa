// What every card table is: a deck, how the cards are dealt from the shuffled deck, the markets it
// offers and how a deal settles them.
import type { Card } from './deck';
import type { MarketDef, RoundResults, SelectionResult } from './markets';

/** One card landing in one place on the table (dealt one by one, in this order). */
export interface Placement {
  readonly slot: string;
  readonly card: Card;
}

export interface Settlement {
  readonly results: RoundResults;
  /** The round's short result for the history bar ('A', 'D', 'T', 'L', '11' …). */
  readonly winner: string;
}

export interface CardGame {
  /** Route id: /indian-casino/{id}. */
  readonly id: string;
  readonly name: string;
  /** Where cards land, in display order. */
  readonly slots: readonly { readonly id: string; readonly name: string }[];
  readonly deck: readonly Card[];
  readonly markets: readonly MarketDef[];
  /** Milliseconds of betting before the first card. */
  readonly bettingMs: number;
  /** Milliseconds between two cards of the deal. */
  readonly dealMs: number;
  deal(shuffled: readonly Card[]): Placement[];
  settle(placements: readonly Placement[]): Settlement;
  /** The rules as shown at the table. */
  readonly rules: readonly string[];
}

/** Result map for a market where exactly one selection won (or every one is void). */
export function oneWinner(market: MarketDef, winnerId: string | null): Record<string, SelectionResult> {
  const out: Record<string, SelectionResult> = {};
  for (const s of market.selections) {
    if (winnerId === null) out[s.id] = { kind: 'void' };
    else out[s.id] = s.id === winnerId ? { kind: 'won' } : { kind: 'lost' };
  }
  return out;
}

export function cardsIn(placements: readonly Placement[], slot: string): Card[] {
  return placements.filter((p) => p.slot === slot).map((p) => p.card);
}
