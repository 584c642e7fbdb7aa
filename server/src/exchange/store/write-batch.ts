// The one statement that writes a group-commit batch's row changes (the core's RowChanges): bets
// inserted and changed, fills, exposure rows, the ledger transfers of every move (LedgerBatch),
// and a settlement's results, closed markets and fancies — so a batch commits or fails as one, and
// only after the writer's batch before it (the journal's number, journal.ts).
// Every array is a named parameter of the statement (sql.ts numbers them when it is sent).

import type { RowChanges } from '../core/changes';
import type { Journal } from './journal';
import { LedgerBatch } from './ledger-batch';
import { join, param, run, sql, type Fragment, type Param } from './sql';
import type { Sql } from '../../store/db';

/** A player's cash and hold account ids. */
export interface CashHold {
  cash: number;
  hold: number;
}

/** A player's cash and hold accounts, and the house of their operator when a move of the batch needs it. */
export interface MoveAccounts extends CashHold {
  house?: number;
}

/**
 * Writes a batch's rows with one statement and returns the balances of the accounts it moved, by
 * account id. `accounts` names every player with a move (and their house for a settlement's).
 * Nothing to write: no statement. `onDisk`: the statement's commit waits for the disk (the writer's
 * connection commits without waiting, store/db.ts), so once it answers the batch, and every commit
 * before it, is on disk.
 */
export async function writeRowChanges(
  db: Sql,
  changes: RowChanges,
  accounts: ReadonlyMap<number, MoveAccounts>,
  journal: Journal,
  { onDisk = false }: { onDisk?: boolean } = {},
): Promise<Map<number, number> | null> {
  if (changes.empty) return null;
  const ledger = new LedgerBatch();
  for (const m of changes.moves) {
    const a = accounts.get(m.userId);
    if (!a) throw new Error(`player ${m.userId}'s accounts were not read for this write`);
    const id = (which: 'cash' | 'hold' | 'house') => {
      const account = a[which];
      if (account === undefined) throw new Error(`player ${m.userId}'s ${which} account was not read for this write`);
      return account;
    };
    ledger.move({ idempotencyKey: m.idempotencyKey, fromAccountId: id(m.from), toAccountId: id(m.to), amountPaise: m.amountPaise, kind: m.kind, reference: m.reference, memo: m.memo ?? null });
  }
  const b = [...changes.inserts.values()];
  const u = [...changes.updates.values()];
  const f = changes.fills;
  const x = [...changes.exposures.values()];
  const changedIds = param(u.map((r) => r.betId));
  const ctes: Fragment[] = [
    sql`new_bets AS (
       INSERT INTO bets (id, user_id, kind, market_id, selection_id, is_back, price, stake_paise, matched_paise, unmatched_paise,
                         cancelled_paise, client_ref, is_cash_out, keep, fancy_id, line, house_share_bps, status)
       SELECT n.*, CASE WHEN n.matched = 0 AND n.unmatched = 0 THEN 'cancelled' ELSE 'open' END
       FROM unnest(${b.map((r) => r.betId)}::bigint[], ${b.map((r) => r.userId)}::bigint[], ${b.map((r) => r.kind)}::text[],
                   ${b.map((r) => (r.fancyId === undefined ? r.marketId : null))}::text[], ${b.map((r) => (r.fancyId === undefined ? r.selectionId : null))}::bigint[],
                   ${b.map((r) => r.isBack)}::boolean[], ${b.map((r) => r.price)}::int[], ${b.map((r) => r.stakePaise)}::bigint[],
                   ${b.map((r) => r.matchedPaise)}::bigint[], ${b.map((r) => r.unmatchedPaise)}::bigint[], ${b.map((r) => r.cancelledPaise)}::bigint[],
                   ${b.map((r) => r.clientRef)}::text[], ${b.map((r) => r.isCashOut)}::boolean[], ${b.map((r) => r.keep)}::boolean[],
                   ${b.map((r) => r.fancyId ?? null)}::bigint[], ${b.map((r) => r.line ?? null)}::int[],
                   ${b.map((r) => r.houseShareBps ?? 10_000)}::int[])
            AS n (id, user_id, kind, market_id, selection_id, is_back, price, stake, matched, unmatched, cancelled, client_ref, is_cash_out, keep,
                  fancy_id, line, house_share_bps))`,
    // a bet whose whole stake was cancelled or lapsed is no longer open; a batch that repriced a bet
    // (a kept lay reduced by a non-runner) writes every changed row's price too (another statement text)
    changes.repriced.size === 0
      ? sql`changed_bets AS (
       UPDATE bets b SET matched_paise = c.matched, unmatched_paise = c.unmatched, cancelled_paise = c.cancelled,
                         status = CASE WHEN c.matched = 0 AND c.unmatched = 0 THEN 'cancelled' ELSE b.status END
       FROM unnest(${changedIds}::bigint[], ${u.map((r) => r.matchedPaise)}::bigint[], ${u.map((r) => r.unmatchedPaise)}::bigint[], ${u.map((r) => r.cancelledPaise)}::bigint[])
            AS c (id, matched, unmatched, cancelled) WHERE b.id = c.id)`
      : sql`changed_bets AS (
       UPDATE bets b SET matched_paise = c.matched, unmatched_paise = c.unmatched, cancelled_paise = c.cancelled, price = c.price,
                         status = CASE WHEN c.matched = 0 AND c.unmatched = 0 THEN 'cancelled' ELSE b.status END
       FROM unnest(${changedIds}::bigint[], ${u.map((r) => r.matchedPaise)}::bigint[], ${u.map((r) => r.unmatchedPaise)}::bigint[], ${u.map((r) => r.cancelledPaise)}::bigint[],
                   ${u.map((r) => r.price)}::int[])
            AS c (id, matched, unmatched, cancelled, price) WHERE b.id = c.id)`,
    sql`new_fills AS (
       INSERT INTO bet_fills (taker_bet_id, maker_bet_id, market_id, selection_id, price, stake_paise)
       SELECT * FROM unnest(${f.map((r) => r.takerOrderId)}::bigint[], ${f.map((r) => r.makerOrderId)}::bigint[], ${f.map((r) => r.marketId)}::text[],
                            ${f.map((r) => r.selectionId)}::bigint[], ${f.map((r) => r.price)}::int[], ${f.map((r) => r.stakePaise)}::bigint[]))`,
    sql`held AS (
       INSERT INTO exposures (user_id, position_key, exposure_paise, version)
       SELECT * FROM unnest(${x.map((r) => r.userId)}::bigint[], ${x.map((r) => r.key)}::text[], ${x.map((r) => r.paise)}::bigint[], ${x.map((r) => r.version)}::int[])
       ON CONFLICT (user_id, position_key) DO UPDATE SET exposure_paise = EXCLUDED.exposure_paise, version = EXCLUDED.version)`,
    ledger.ctes('ledger'),
    ...settlementCtes(changes, changedIds),
  ];
  // the journal's number advances with the batch, or the statement fails (journal.ts); its row has no
  // account. synchronous_commit set for this statement's own transaction only (one statement text either way).
  const balances = await run<{ id: number; balance_paise: number }>(db, sql`WITH ${join(ctes, ',\n')}
     SELECT id, balance_paise FROM ledger_accounts
     UNION ALL SELECT 0, exchange_journal_advance(${journal.writer}, ${journal.batch}::bigint)
       FROM (SELECT set_config('synchronous_commit', ${onDisk ? 'on' : 'off'}, true)) AS commit_mode`);
  return new Map(balances.map((r) => [r.id, r.balance_paise]));
}

/**
 * A settlement's rows as data-modifying CTEs for the batch's statement (none when the batch
 * settles nothing, so the statement of a batch of bets stays the same): each settled bet's result
 * (with its stake columns when its lapse changed them), the markets and fancies closed on their
 * result, and the open bets of a settled market that never matched (cancelled). `changedIds`: the
 * bets the batch's own update writes.
 */
function settlementCtes(changes: RowChanges, changedIds: Param): Fragment[] {
  if (changes.settled.size + changes.closedMarkets.length + changes.closedFancies.length === 0) return [];
  const s = [...changes.settled.values()];
  const m = changes.closedMarkets;
  const f = changes.closedFancies;
  const settledIds = param(s.map((r) => r.betId));
  const marketIds = param(m.map((r) => r.marketId));
  const winners = param(m.map((r) => r.winnerId));
  const placed = m.flatMap((r) => (r.winnerId === null ? [] : (r.winnerIds ?? [r.winnerId]).map((selectionId) => ({ marketId: r.marketId, selectionId }))));
  return [
    sql`settled_bets AS (
       UPDATE bets b SET status = s.status, result = s.result, pnl_paise = s.pnl, settled_at = now(),
                         matched_paise = COALESCE(s.matched, b.matched_paise), unmatched_paise = COALESCE(s.unmatched, b.unmatched_paise),
                         cancelled_paise = COALESCE(s.cancelled, b.cancelled_paise)
       FROM unnest(${settledIds}::bigint[], ${s.map((r) => r.status)}::text[], ${s.map((r) => r.result)}::text[], ${s.map((r) => r.pnlPaise)}::bigint[],
                   ${s.map((r) => r.stake?.matchedPaise ?? null)}::bigint[], ${s.map((r) => r.stake?.unmatchedPaise ?? null)}::bigint[], ${s.map((r) => r.stake?.cancelledPaise ?? null)}::bigint[])
            AS s (id, status, result, pnl, matched, unmatched, cancelled)
       WHERE b.id = s.id)`,
    // bets of a settled market that never matched anything were cancelled or lapsed, not settled
    sql`unmatched_bets AS (
       UPDATE bets b SET status = 'cancelled', settled_at = now()
       WHERE b.market_id = ANY(${marketIds}::text[]) AND b.status = 'open' AND b.matched_paise = 0
         AND NOT (b.id = ANY(${changedIds}::bigint[])) AND NOT (b.id = ANY(${settledIds}::bigint[])))`,
    sql`closed_markets AS (
       UPDATE markets m SET status = 'CLOSED', winner_selection_id = c.winner, void_reason = c.void_reason, settled_by = c.actor, settled_at = now()
       FROM unnest(${marketIds}::text[], ${winners}::bigint[], ${m.map((r) => r.voidReason)}::text[], ${m.map((r) => r.actor)}::text[]) AS c (id, winner, void_reason, actor)
       WHERE m.id = c.id)`,
    // every winner reads WINNER (a PLACE market's placed runners each), the others LOSER
    sql`closed_runners AS (
       UPDATE runners r SET status = CASE WHEN (r.market_id, r.selection_id) IN (SELECT * FROM unnest(${placed.map((w) => w.marketId)}::text[], ${placed.map((w) => w.selectionId)}::bigint[]))
                                          THEN 'WINNER' ELSE 'LOSER' END
       FROM unnest(${marketIds}::text[], ${winners}::bigint[]) AS c (id, winner)
       WHERE r.market_id = c.id AND c.winner IS NOT NULL AND r.status <> 'REMOVED')`,
    sql`closed_fancies AS (
       UPDATE fancies x SET is_active = false, game_status = 'CLOSED', result_runs = c.runs, void_reason = c.void_reason, settled_by = c.actor, settled_at = now()
       FROM unnest(${f.map((r) => r.fancyId)}::bigint[], ${f.map((r) => r.runs)}::int[], ${f.map((r) => r.voidReason)}::text[], ${f.map((r) => r.actor)}::text[]) AS c (id, runs, void_reason, actor)
       WHERE x.id = c.id)`,
  ];
}
