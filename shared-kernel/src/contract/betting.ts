// Betting calls (spec §7.3). Requests carry the client's field names exactly; stakes (`stack`)
// are whole rupees, odds decimal (or a percentage on BOOKMAKER markets).

// The request types are the schemas' (schemas/betting.ts), which the server validates with.
export type { SaveBetRequest, SaveFancyBetRequest, SaveHrBetItem, BetListRequest } from './schemas/betting';

export interface PlacedBetWire {
  bet_id: number;
  matched: number;
  unmatched: number;
}

/** One price level of a cash-out's hedge: decimal odds and the stake in rupees taken there. */
export interface CashOutLegWire {
  price: number;
  stake: number;
}

/**
 * GET exchange/order/cashoutQuote?marketId= (beyond the spec): what a cash-out would do now, for
 * the confirm dialog ('Cash out ₹X?'). `worst_price` is the bound the client sends back with the
 * cash-out; `complete` false means the book holds too little to equalise the position now.
 */
export interface CashOutQuoteWire {
  market_id: string;
  selection_id: number;
  is_back: 0 | 1;
  /** the whole hedge's stake, rupees */
  stake: number;
  legs: CashOutLegWire[];
  /** the P&L the cash-out locks in (the smaller outcome), rupees; negative is a loss */
  amount: number;
  worst_price: number;
  complete: boolean;
  /** how far apart the two outcomes stay after it, rupees */
  remaining: number;
}

/**
 * GET exchange/order/cashout?marketId=&worstPrice= : the hedge placed. `complete` false: the book
 * ran out within the worst price; the outcomes stay `remaining` apart (the message says so too).
 */
export interface CashOutWire extends PlacedBetWire {
  complete: boolean;
  amount: number;
  remaining: number;
  /** P&L per runner if it wins, after the cash-out */
  runners: Array<{ selection_id: number; user_pl: number }>;
}

export interface OpenBetWire {
  bet_id: number;
  is_back: 0 | 1;
  is_fancy: 0 | 1;
  event_type: string;
  market_name: string;
  match_name: string;
  selection_name: string;
  /** decimal odds, bookmaker percentage, or the fancy line */
  odds: number;
  /** fancy rate, else null */
  size: number | null;
  stack: number;
  matched: number;
  unmatched: number;
  liability: number;
  profit: number;
  /**
   * the average price the matched part got, stake-weighted over its fills (decimal odds; the
   * bookmaker percentage or fancy line as `odds`); null while nothing is matched. An exchange bet
   * matches at the resting order's price, so this can be better than `odds`, the price asked.
   */
  matched_odds?: number | null;
  /** profit and liability of the matched part at the prices it matched at */
  matched_profit?: number;
  matched_liability?: number;
  createdAt: string;
  sport_id: number;
  match_id: number;
  market_id: string | null;
  fancy_id: number | null;
  series_name: string | null;
  marketType: string;
  status: string;
  result?: string | null;
  pnl?: number | null;
}

