// The risk dashboard's figures, for the actor's operators (all of them for the platform): bets a
// minute over the last quarter hour, today's turnover and gross win per host (India's day), the
// largest open exposures by market and by player, and pending payments.
import type { InPaise, OperatorRisk } from '@khel/shared-kernel/contract';
import type { Sql } from '../store/db';
import type { Actor } from './audit';
import { operatorScope } from './scope';

export type RiskOverview = InPaise<OperatorRisk, 'turnover' | 'grossWin' | 'exposure' | 'deposits' | 'withdrawals', 'minute'>;

const TOP = 10;
const num = (v: unknown) => Number(v ?? 0);

export async function riskOverview(db: Sql, actor: Actor): Promise<RiskOverview> {
  const scope = [operatorScope(actor)];
  const players = `u.is_system = false AND ($1::int IS NULL OR u.operator_id = $1)`;
  const [perMinute, today, markets, topPlayers, pending] = await Promise.all([
    db.query(
      `SELECT date_trunc('minute', b.created_at) AS minute, count(*)::int AS bets FROM bets b JOIN users u ON u.id = b.user_id
       WHERE ${players} AND b.created_at > now() - interval '15 minutes' GROUP BY 1 ORDER BY 1`,
      scope,
    ),
    db.query(
      `SELECT u.operator_id, (SELECT string_agg(site_name, ', ' ORDER BY id) FROM hosts h WHERE h.operator_id = u.operator_id) AS site_names,
              count(*)::int AS bets, COALESCE(sum(b.matched_paise), 0)::bigint AS turnover,
              COALESCE(-sum(b.pnl_paise) FILTER (WHERE b.status = 'settled'), 0)::bigint AS gross_win
       FROM bets b JOIN users u ON u.id = b.user_id
       WHERE ${players} AND b.created_at >= (date_trunc('day', now() AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'Asia/Kolkata')
       GROUP BY u.operator_id ORDER BY u.operator_id`,
      scope,
    ),
    db.query(
      `SELECT e.position_key, sum(e.exposure_paise)::bigint AS exposure, count(*)::int AS players,
              COALESCE((SELECT m.name FROM markets m WHERE 'm:' || m.id = e.position_key), (SELECT f.name FROM fancies f WHERE 'f:' || f.id = e.position_key)) AS name
       FROM exposures e JOIN users u ON u.id = e.user_id
       WHERE ${players} AND e.exposure_paise > 0 GROUP BY e.position_key ORDER BY exposure DESC LIMIT ${TOP}`,
      scope,
    ),
    db.query(
      `SELECT u.id, u.user_name, sum(e.exposure_paise)::bigint AS exposure FROM exposures e JOIN users u ON u.id = e.user_id
       WHERE ${players} AND e.exposure_paise > 0 GROUP BY u.id, u.user_name ORDER BY exposure DESC LIMIT ${TOP}`,
      scope,
    ),
    db.query(
      `SELECT (SELECT count(*) FROM deposits WHERE status = 'pending' AND ($1::int IS NULL OR operator_id = $1))::int AS deposits,
              (SELECT COALESCE(sum(amount_paise), 0) FROM deposits WHERE status = 'pending' AND ($1::int IS NULL OR operator_id = $1))::bigint AS deposits_paise,
              (SELECT count(*) FROM withdrawals WHERE status = 'pending' AND ($1::int IS NULL OR operator_id = $1))::int AS withdrawals,
              (SELECT COALESCE(sum(amount_paise), 0) FROM withdrawals WHERE status = 'pending' AND ($1::int IS NULL OR operator_id = $1))::bigint AS withdrawals_paise`,
      scope,
    ),
  ]);
  const p = pending[0] ?? {};
  return {
    betsPerMinute: perMinute.map((r) => ({ minute: r.minute as Date, bets: num(r.bets) })),
    today: today.map((r) => ({ operatorId: num(r.operator_id), siteNames: String(r.site_names ?? ''), bets: num(r.bets), turnoverPaise: num(r.turnover), grossWinPaise: num(r.gross_win) })),
    topMarkets: markets.map((r) => ({ positionKey: String(r.position_key), name: (r.name as string | null) ?? null, exposurePaise: num(r.exposure), players: num(r.players) })),
    topPlayers: topPlayers.map((r) => ({ userId: num(r.id), userName: String(r.user_name), exposurePaise: num(r.exposure) })),
    pending: { depositCount: num(p.deposits), depositsPaise: num(p.deposits_paise), withdrawalCount: num(p.withdrawals), withdrawalsPaise: num(p.withdrawals_paise) },
  };
}
