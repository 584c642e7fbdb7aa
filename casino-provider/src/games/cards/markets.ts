// Markets, bets and their settlement, shared by every card table.
//
// A back bet risks its stake and returns stake × odds when its selection wins. A lay bet (where a
// market offers one) risks its liability, stake × (odds − 1), and returns liability + stake when the
// selection loses. A selection may also be void (stake or liability returned) or lose half (Dragon
// Tiger's rule on a tie: half the stake comes back). Odds are integer hundredths, amounts integer
// paise; stakes are whole rupees, so every amount below is exact.

export interface SelectionDef {
  readonly id: string;
  readonly name: string;
  /** Back odds in hundredths. */
  readonly back: number;
  /** Lay odds in hundredths, where the game offers laying. */
  readonly lay?: number;
}

export interface MarketDef {
  readonly id: string;
  readonly name: string;
  readonly selections: readonly SelectionDef[];
  /** A paytable market pays by the result (e.g. Pair Plus): its back odds are the lowest payout. */
  readonly paytable?: readonly { readonly label: string; readonly odds: number }[];
}

export type SelectionResult =
  | { readonly kind: 'won'; readonly odds?: number }
  | { readonly kind: 'lost' }
  | { readonly kind: 'void' }
  | { readonly kind: 'half' };

/** For every market, the result of each of its selections. */
export type RoundResults = Readonly<Record<string, Readonly<Record<string, SelectionResult>>>>;

export type BetSide = 'back' | 'lay';

export interface CardBet {
  readonly betId: string;
  readonly playerId: string;
  readonly marketId: string;
  readonly selectionId: string;
  readonly side: BetSide;
  readonly odds: number;
  readonly stakePaise: number;
  /** What the wallet debits when the bet is placed: the stake (back) or the liability (lay). */
  readonly riskPaise: number;
}

export function riskOf(side: BetSide, odds: number, stakePaise: number): number {
  return side === 'back' ? stakePaise : (stakePaise * (odds - 100)) / 100;
}

/** What the wallet credits when the round settles (0 for a lost bet). */
export function returnOf(bet: CardBet, result: SelectionResult): number {
  if (result.kind === 'void') return bet.riskPaise;
  if (bet.side === 'back') {
    if (result.kind === 'won') return (bet.stakePaise * (result.odds ?? bet.odds)) / 100;
    if (result.kind === 'half') return bet.stakePaise / 2;
    return 0;
  }
  if (result.kind === 'lost') return bet.riskPaise + bet.stakePaise;
  return 0;
}

/** A player's net on a round for each way one market can end (the exposure is the worst of them). */
export function positionByWinner(bets: readonly CardBet[], market: MarketDef): Record<string, number> {
  const out: Record<string, number> = {};
  for (const winner of market.selections) {
    let net = 0;
    for (const bet of bets) {
      if (bet.marketId !== market.id) continue;
      const result: SelectionResult = bet.selectionId === winner.id ? { kind: 'won' } : { kind: 'lost' };
      net += returnOf(bet, result) - bet.riskPaise;
    }
    out[winner.id] = net;
  }
  return out;
}
