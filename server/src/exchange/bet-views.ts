// A bet as the player's lists and order stream show it (OpenBetWire): one query shape, one mapping.
import type { OpenBetWire } from '@khel/shared-kernel/contract';
import { betAmounts, type MarketKind } from '@khel/shared-kernel/betting';
import { paiseToRupees } from '../domain/money';

export interface BetRow {
  id: number;
  is_back: boolean;
  kind: MarketKind;
  price: number;
  line: number | null;
  stake_paise: number;
  matched_paise: number;
  unmatched_paise: number;
  status: string;
  result: string | null;
  pnl_paise: number | null;
  created_at: Date | string;
  market_id: string | null;
  fancy_id: number | null;
  market_name: string | null;
  market_type: string | null;
  fancy_name: string | null;
  selection_name: string | null;
  match_id: number;
  match_name: string;
  sport_id: number;
  series_name: string | null;
  /** an exchange bet's fills: [price, stake_paise] each; null for other bets or none */
  fills: Array<[number, number]> | null;
  [k: string]: unknown;
}

/** The matched part's average price (hundredths, rounded down) and its profit and liability, fill by fill. */
function matchedPart(b: BetRow): { pricePaise: number | null; profitPaise: number; liabilityPaise: number } {
  const fills = b.kind === 'odds' ? (b.fills ?? []).map(([price, paise]) => [Number(price), Number(paise)] as const) : b.matched_paise > 0 ? [[b.price, Number(b.matched_paise)] as const] : [];
  let stake = 0;
  let weighted = 0;
  let profitPaise = 0;
  let liabilityPaise = 0;
  for (const [price, paise] of fills) {
    const amounts = betAmounts(b.kind, b.is_back, paise, price);
    stake += paise;
    weighted += price * paise;
    profitPaise += amounts.profitPaise;
    liabilityPaise += amounts.liabilityPaise;
  }
  return { pricePaise: stake > 0 ? Math.floor(weighted / stake) : null, profitPaise, liabilityPaise };
}

export function betWire(b: BetRow): OpenBetWire {
  const isFancy = b.kind === 'fancy';
  const { profitPaise, liabilityPaise } = betAmounts(b.kind, b.is_back, b.stake_paise, b.price);
  const matched = matchedPart(b);
  return {
    bet_id: b.id,
    is_back: b.is_back ? 1 : 0,
    is_fancy: isFancy ? 1 : 0,
    event_type: isFancy ? 'fancy' : b.kind,
    market_name: isFancy ? (b.fancy_name ?? '') : (b.market_name ?? ''),
    match_name: b.match_name,
    selection_name: isFancy ? (b.fancy_name ?? '') : (b.selection_name ?? ''),
    odds: isFancy ? (b.line ?? 0) : b.kind === 'odds' ? b.price / 100 : b.price,
    size: isFancy ? b.price : null,
    stack: paiseToRupees(b.stake_paise),
    matched: paiseToRupees(b.matched_paise),
    unmatched: paiseToRupees(b.unmatched_paise),
    liability: paiseToRupees(liabilityPaise),
    profit: paiseToRupees(profitPaise),
    matched_odds: matched.pricePaise === null ? null : isFancy ? (b.line ?? 0) : b.kind === 'odds' ? matched.pricePaise / 100 : matched.pricePaise,
    matched_profit: paiseToRupees(matched.profitPaise),
    matched_liability: paiseToRupees(matched.liabilityPaise),
    createdAt: (b.created_at instanceof Date ? b.created_at : new Date(b.created_at)).toISOString(),
    sport_id: b.sport_id,
    match_id: b.match_id,
    market_id: b.market_id,
    fancy_id: b.fancy_id,
    series_name: b.series_name,
    marketType: isFancy ? 'SESSION' : (b.market_type ?? ''),
    status: b.status,
    result: b.result,
    pnl: b.pnl_paise === null ? null : paiseToRupees(b.pnl_paise),
  };
}

export const BET_SELECT = `
  SELECT b.id, b.is_back, b.kind, b.price, b.line, b.stake_paise, b.matched_paise, b.unmatched_paise, b.status, b.result,
         b.pnl_paise, b.created_at, b.market_id, b.fancy_id, m.name AS market_name, m.market_type, f.name AS fancy_name,
         r.name AS selection_name, e.id AS match_id, e.name AS match_name, e.sport_id, c.name AS series_name,
         CASE WHEN b.kind = 'odds' AND b.matched_paise > 0 THEN
           (SELECT json_agg(json_build_array(fl.price, fl.stake_paise)) FROM (
              SELECT price, stake_paise FROM bet_fills WHERE taker_bet_id = b.id
              UNION ALL SELECT price, stake_paise FROM bet_fills WHERE maker_bet_id = b.id) fl)
         END AS fills
  FROM bets b
  LEFT JOIN markets m ON m.id = b.market_id
  LEFT JOIN runners r ON r.market_id = b.market_id AND r.selection_id = b.selection_id
  LEFT JOIN fancies f ON f.id = b.fancy_id
  JOIN events e ON e.id = COALESCE(m.event_id, f.event_id)
  LEFT JOIN competitions c ON c.id = e.competition_id`;
