// A bet as the player's lists and order stream show it (OpenBetWire): one query shape, one mapping.
import type { OpenBetWire } from '@khel/shared-kernel/contract';
import { betAmounts, type MarketKind } from '@khel/shared-kernel/betting';
import { paiseToRupees } from '../http/input';

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
  [k: string]: unknown;
}

export function betWire(b: BetRow): OpenBetWire {
  const isFancy = b.kind === 'fancy';
  const { profitPaise, liabilityPaise } = betAmounts(b.kind, b.is_back, b.stake_paise, b.price);
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
         r.name AS selection_name, e.id AS match_id, e.name AS match_name, e.sport_id, c.name AS series_name
  FROM bets b
  LEFT JOIN markets m ON m.id = b.market_id
  LEFT JOIN runners r ON r.market_id = b.market_id AND r.selection_id = b.selection_id
  LEFT JOIN fancies f ON f.id = b.fancy_id
  JOIN events e ON e.id = COALESCE(m.event_id, f.event_id)
  LEFT JOIN competitions c ON c.id = e.competition_id`;
