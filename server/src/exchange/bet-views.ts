// A bet as the player's lists and order stream read it: one query shape (its wire form: wire/bets.ts).
import type { MarketKind } from '@khel/shared-kernel/betting';

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
  /** an exchange bet's fills: [price, stake_paise, matched at (epoch ms)] each; null for other bets or none */
  fills: Array<[number, number, number]> | null;
  /** a settled exchange bet's market's removed runners (non-runners): [selection_id, adjustment_bps, removed at (epoch ms)] each; null: none */
  removals: Array<[number, number | null, number | null]> | null;
  [k: string]: unknown;
}

export const BET_SELECT = `
  SELECT b.id, b.is_back, b.kind, b.price, b.line, b.stake_paise, b.matched_paise, b.unmatched_paise, b.status, b.result,
         b.pnl_paise, b.created_at, b.market_id, b.fancy_id, m.name AS market_name, m.market_type, f.name AS fancy_name,
         r.name AS selection_name, e.id AS match_id, e.name AS match_name, e.sport_id, c.name AS series_name,
         CASE WHEN b.kind = 'odds' AND b.matched_paise > 0 THEN
           (SELECT json_agg(json_build_array(fl.price, fl.stake_paise, extract(epoch FROM fl.created_at) * 1000)) FROM (
              SELECT price, stake_paise, created_at FROM bet_fills WHERE taker_bet_id = b.id
              UNION ALL SELECT price, stake_paise, created_at FROM bet_fills WHERE maker_bet_id = b.id) fl)
         END AS fills,
         CASE WHEN b.kind = 'odds' AND b.status = 'settled' THEN
           (SELECT json_agg(json_build_array(nr.selection_id, nr.adjustment_bps, extract(epoch FROM nr.removed_at) * 1000))
              FROM runners nr WHERE nr.market_id = b.market_id AND nr.status = 'REMOVED')
         END AS removals
  FROM bets b
  LEFT JOIN markets m ON m.id = b.market_id
  LEFT JOIN runners r ON r.market_id = b.market_id AND r.selection_id = b.selection_id
  LEFT JOIN fancies f ON f.id = b.fancy_id
  JOIN events e ON e.id = COALESCE(m.event_id, f.event_id)
  LEFT JOIN competitions c ON c.id = e.competition_id`;
