// The ledger transfers of a batch, written inside the batch's one statement: each transfer between
// two accounts (a player's cash and hold, their operator's house) as a row of `transfers` with
// the balances after it, and each account's balance moved once by the sum of its transfers. The
// database's CHECK keeps player accounts from going below zero (the core checked the cash of every
// rise), so a batch that would break it fails whole.

import { join, param, raw, sql, type Fragment } from './sql';

/** One transfer between two accounts (ids), as the ledger keeps it. */
export interface BatchTransfer {
  idempotencyKey: string;
  fromAccountId: number;
  toAccountId: number;
  amountPaise: number;
  kind: string;
  reference: string | null;
  memo: string | null;
}

export class LedgerBatch {
  private readonly transfers: BatchTransfer[] = [];
  private readonly deltas = new Map<number, number>();

  /** Records a transfer (a broken one is a broken invariant of the caller). */
  move(t: BatchTransfer): void {
    if (!Number.isSafeInteger(t.amountPaise) || t.amountPaise <= 0) throw new Error(`transfer ${t.idempotencyKey} moves ${t.amountPaise}: not a positive whole number of paise`);
    if (t.fromAccountId === t.toAccountId) throw new Error(`transfer ${t.idempotencyKey} needs two different accounts`);
    this.deltas.set(t.fromAccountId, (this.deltas.get(t.fromAccountId) ?? 0) - t.amountPaise);
    this.deltas.set(t.toAccountId, (this.deltas.get(t.toAccountId) ?? 0) + t.amountPaise);
    this.transfers.push(t);
  }

  get size(): number {
    return this.transfers.length;
  }

  /**
   * The batch as two data-modifying CTEs for the caller's WITH statement: `${name}_accounts`
   * (RETURNING id, balance_paise: the balances after the batch) and `${name}_transfers`. A memo
   * (a settlement's void reason) adds its column only when a transfer has one.
   */
  ctes(name: 'ledger'): Fragment {
    const t = this.transfers;
    const memos = t.some((x) => x.memo !== null);
    // Each transfer's balance after = the account's final balance − what later transfers moved.
    const later = new Map<number, number>();
    const fromLater: number[] = new Array<number>(t.length);
    const toLater: number[] = new Array<number>(t.length);
    for (let i = t.length - 1; i >= 0; i--) {
      const x = t[i]!;
      fromLater[i] = later.get(x.fromAccountId) ?? 0;
      toLater[i] = later.get(x.toAccountId) ?? 0;
      later.set(x.fromAccountId, fromLater[i]! - x.amountPaise);
      later.set(x.toAccountId, toLater[i]! + x.amountPaise);
    }
    const accountIds = param([...this.deltas.keys()]);
    const memoColumn = memos ? sql`, memo` : sql``;
    const memoValue = memos ? sql`, t.memo` : sql``;
    const memoArray = memos ? sql`, ${t.map((x) => x.memo)}::text[]` : sql``;
    const accounts = sql`${raw(name)}_accounts`;
    return join(
      [
        // `a.id = ANY(...)` lets the plan find the accounts by their key: joined on the unnest alone, a
        // generic plan scans the whole table, and its dead row versions, for every batch.
        sql`${accounts} AS (UPDATE accounts a SET balance_paise = a.balance_paise + d.delta
           FROM unnest(${accountIds}::bigint[], ${[...this.deltas.values()]}::bigint[]) AS d (id, delta) WHERE a.id = ANY(${accountIds}::bigint[]) AND a.id = d.id RETURNING a.id, a.balance_paise)`,
        sql`${raw(name)}_transfers AS (INSERT INTO transfers (idempotency_key, from_account_id, to_account_id, amount_paise, kind, reference, from_balance_after, to_balance_after${memoColumn})
           SELECT t.key, t.from_id, t.to_id, t.amount, t.kind, t.reference, f.balance_paise - t.from_later, o.balance_paise - t.to_later${memoValue}
           FROM unnest(${t.map((x) => x.idempotencyKey)}::text[], ${t.map((x) => x.fromAccountId)}::bigint[], ${t.map((x) => x.toAccountId)}::bigint[],
                       ${t.map((x) => x.amountPaise)}::bigint[], ${t.map((x) => x.kind)}::text[], ${t.map((x) => x.reference)}::text[],
                       ${fromLater}::bigint[], ${toLater}::bigint[]${memoArray})
                  WITH ORDINALITY AS t (key, from_id, to_id, amount, kind, reference, from_later, to_later${memoColumn}, ord)
           JOIN ${accounts} f ON f.id = t.from_id JOIN ${accounts} o ON o.id = t.to_id
           ORDER BY t.ord)`,
      ],
      ',\n',
    );
  }
}
