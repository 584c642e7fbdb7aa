// One group-commit batch of the exchange's single writer. Exchange orders, cancels and lapses change
// the in-memory books and positions first (validated there, before anything is written) and record
// their rows here; `flush` writes them all with one statement — bets, fills, exposure rows and the
// ledger transfers of every hold change (LedgerBatch) — so the batch commits or fails as one. The
// players' balances are kept in memory between batches (each flush returns the real ones), bet ids
// are reserved from the bets sequence in blocks, and a market's positions are loaded once.

import type { MarketKind } from '@khel/shared-kernel/betting';
import type { OrderChange } from '@khel/shared-kernel/contract';
import type { Fill } from '../domain/order-book';
import { notFound } from '../http/reply';
import type { Sql } from '../store/db';
import { LedgerBatch, LedgerInvariantError, playerAccounts } from '../wallet/ledger';
import type { Books, OrderRow } from './books';
import { MarketPositions, marketKey } from './positions';

/** A bet row as the batch inserts it: an exchange order (resting or not) or a bookmaker bet. */
export interface BetRow extends OrderRow {
  kind: MarketKind;
  clientRef: string | null;
  isCashOut: boolean;
}

/** What a write will touch, gathered before a batch runs so few queries can read it all. */
export interface WriteNeeds {
  users?: readonly number[];
  markets?: readonly string[];
  /** bookmaker markets whose quotes the write reads */
  quotes?: readonly string[];
  betIds?: number;
}

export interface RunnerQuote {
  status: string;
  backPercent: number | null;
  layPercent: number | null;
}

/** What the exchange keeps in memory between batches (rebuilt from the database after a failure). */
export interface ExchangeMemory {
  books: Books;
  positions: Map<string, MarketPositions>;
  kinds: Map<string, MarketKind>;
  accounts: Map<number, { cash: number; hold: number }>;
  /**
   * The players' cash and hold balances by account id as of the last flush. Other parts of Khel
   * (payments, casino) move cash too, so a refusal re-reads it, and the database's own CHECK stops
   * a batch that would overdraw (the batch is then re-run from fresh reads).
   */
  balances: Map<number, number>;
  /** bet ids reserved from the bets sequence, in order */
  ids: number[];
  /** bets placed with a client reference lately, by player and reference */
  recentRefs: Map<string, { row: BetRow; at: number }>;
}

export const refKey = (userId: number, clientRef: string) => `${userId}\u0000${clientRef}`;

const ID_BLOCK = 1000;
const RECENT_REFS_MAX = 50_000;
const RECENT_REFS_MS = 15 * 60_000;

export class WriteBatch {
  private readonly quotes = new Map<string, RunnerQuote>();
  private readonly quotedMarkets = new Set<string>();
  private readonly ledger: LedgerBatch;
  private readonly inserts = new Map<number, BetRow>();
  private readonly updates = new Map<number, OrderRow>();
  private readonly fills: Array<Fill & { marketId: string; selectionId: number }> = [];
  private readonly exposures = new Map<string, { userId: number; key: string; paise: number; version: number }>();
  private readonly refsAdded: string[] = [];
  /** what happened to whose bets, in order, for the order streams once the batch is written */
  readonly orderChanges: Array<{ userId: number; betId: number; change: OrderChange }> = [];
  /** statements sent (the benchmark counts them) */
  statements = 0;

  constructor(
    readonly sql: Sql,
    private readonly memory: ExchangeMemory,
  ) {
    this.ledger = new LedgerBatch(memory.balances);
  }

  /** Reads whatever of `needs` memory does not hold yet, in as few queries as it can. */
  async ensure(needs: WriteNeeds): Promise<void> {
    const users = [...new Set(needs.users ?? [])].filter((u) => {
      const a = this.memory.accounts.get(u);
      return !a || !this.memory.balances.has(a.cash) || !this.memory.balances.has(a.hold);
    });
    if (users.length > 0) await this.readBalances(users);
    for (const m of new Set(needs.markets ?? [])) await this.positions(m);
    const quotes = [...new Set(needs.quotes ?? [])].filter((m) => !this.quotedMarkets.has(m));
    if (quotes.length > 0) {
      this.statements++;
      const rows = await this.sql.query<{ market_id: string; selection_id: number; status: string; back_percent: number | null; lay_percent: number | null }>(
        'SELECT market_id, selection_id, status, back_percent, lay_percent FROM runners WHERE market_id = ANY($1::text[])',
        [quotes],
      );
      for (const r of rows) this.quotes.set(`${r.market_id}/${r.selection_id}`, { status: r.status, backPercent: r.back_percent, layPercent: r.lay_percent });
      for (const m of quotes) this.quotedMarkets.add(m);
    }
    const ids = needs.betIds ?? 0;
    if (this.memory.ids.length < ids) {
      this.statements++;
      const rows = await this.sql.query<{ id: number }>(`SELECT nextval('bets_id_seq') AS id FROM generate_series(1, $1::int)`, [Math.max(ids, ID_BLOCK)]);
      this.memory.ids.push(...rows.map((r) => r.id).sort((a, b) => a - b));
    }
  }

  /**
   * (Re-)reads the players' cash and hold balances, plus what this batch has moved and not yet
   * written; creates their accounts on first use.
   */
  async readBalances(users: readonly number[]): Promise<void> {
    this.statements++;
    const rows = await this.sql.query<{ user_id: number; kind: string; id: number; balance_paise: number }>(
      `SELECT user_id, kind, id, balance_paise FROM accounts WHERE user_id = ANY($1::bigint[]) AND kind IN ('cash', 'hold')`,
      [users],
    );
    for (const u of users) {
      const cash = rows.find((r) => r.user_id === u && r.kind === 'cash');
      const hold = rows.find((r) => r.user_id === u && r.kind === 'hold');
      if (cash && hold) {
        this.memory.accounts.set(u, { cash: cash.id, hold: hold.id });
        this.memory.balances.set(cash.id, cash.balance_paise + this.ledger.pendingDelta(cash.id));
        this.memory.balances.set(hold.id, hold.balance_paise + this.ledger.pendingDelta(hold.id));
      } else {
        const accounts = await playerAccounts(this.sql, u);
        this.memory.accounts.set(u, { cash: accounts.cash, hold: accounts.hold });
        this.memory.balances.set(accounts.cash, 0);
        this.memory.balances.set(accounts.hold, 0);
      }
    }
  }

  /** The market's positions, loaded from the database the first time a write needs them. */
  async positions(marketId: string): Promise<MarketPositions> {
    let positions = this.memory.positions.get(marketId);
    if (!positions) {
      let kind = this.memory.kinds.get(marketId);
      if (!kind) {
        this.statements++;
        const [m] = await this.sql.query<{ kind: MarketKind }>('SELECT kind FROM markets WHERE id = $1', [marketId]);
        if (!m) throw notFound('Market not found');
        this.memory.kinds.set(marketId, (kind = m.kind));
      }
      this.statements += 3;
      positions = await MarketPositions.load(this.sql, marketId, kind);
      this.memory.positions.set(marketId, positions);
    }
    return positions;
  }

  quote(marketId: string, selectionId: number): RunnerQuote | null {
    return this.quotes.get(`${marketId}/${selectionId}`) ?? null;
  }

  /** A bet this player placed lately with this client reference, as it stands now. */
  replayed(userId: number, clientRef: string | null | undefined): { betId: number; matchedPaise: number; unmatchedPaise: number } | null {
    if (!clientRef) return null;
    const placed = this.memory.recentRefs.get(refKey(userId, clientRef));
    return placed ? { betId: placed.row.betId, matchedPaise: placed.row.matchedPaise, unmatchedPaise: placed.row.unmatchedPaise } : null;
  }

  cash(userId: number): number {
    return this.ledger.balanceOf(this.memory.accounts.get(userId)!.cash);
  }

  nextBetId(): number {
    const id = this.memory.ids.shift();
    if (id === undefined) throw new Error('no bet id was reserved for this write');
    return id;
  }

  insertBet(row: BetRow): void {
    this.inserts.set(row.betId, row);
    this.orderChanged(row.userId, row.betId, 'placed');
    if (row.clientRef) {
      const refs = this.memory.recentRefs;
      if (refs.size >= RECENT_REFS_MAX) {
        const old = Date.now() - RECENT_REFS_MS;
        for (const [k, v] of refs) if (v.at < old || refs.size >= RECENT_REFS_MAX) refs.delete(k);
      }
      refs.set(refKey(row.userId, row.clientRef), { row, at: Date.now() });
      this.refsAdded.push(refKey(row.userId, row.clientRef));
    }
  }

  orderChanged(userId: number, betId: number, change: OrderChange): void {
    this.orderChanges.push({ userId, betId, change });
  }

  /** A bet row that exists (or is waiting to be inserted) changed its matched/unmatched/cancelled. */
  updateBet(row: OrderRow): void {
    if (!this.inserts.has(row.betId)) this.updates.set(row.betId, row);
  }

  fill(marketId: string, selectionId: number, f: Fill): void {
    this.fills.push({ ...f, marketId, selectionId });
  }

  /**
   * Moves the player's hold on a market to its exposure now: one ledger transfer between cash and
   * hold for the difference, and the exposures row. Returns whether anything moved.
   */
  settleHold(positions: MarketPositions, userId: number): boolean {
    const p = positions.player(userId);
    const exposure = positions.exposureOf(userId);
    const delta = exposure - p.heldPaise;
    if (delta === 0) return false;
    const accounts = this.memory.accounts.get(userId);
    if (!accounts) throw new LedgerInvariantError(`player ${userId}'s accounts were not read for this write`);
    const key = marketKey(positions.marketId);
    p.version += 1;
    p.heldPaise = exposure;
    this.ledger.move({
      idempotencyKey: `exposure:${userId}:${key}:${p.version}`,
      fromAccountId: delta > 0 ? accounts.cash : accounts.hold,
      toAccountId: delta > 0 ? accounts.hold : accounts.cash,
      amountPaise: Math.abs(delta),
      kind: delta > 0 ? 'bet_hold' : 'bet_release',
      reference: key,
    });
    this.exposures.set(`${userId}/${key}`, { userId, key, paise: exposure, version: p.version });
    return true;
  }

  /** Forgets the client references of a batch that was not written. */
  discard(): void {
    for (const k of this.refsAdded) this.memory.recentRefs.delete(k);
  }

  /** Writes every recorded row with one statement (once per batch), and takes the balances it returns as the truth. */
  async flush(): Promise<void> {
    if (this.inserts.size + this.updates.size + this.fills.length + this.exposures.size + this.ledger.size === 0) return;
    const b = [...this.inserts.values()];
    const u = [...this.updates.values()];
    const f = this.fills;
    const x = [...this.exposures.values()];
    const ledger = this.ledger.writeSql('ledger', 29);
    this.statements++;
    const balances = await this.sql.query<{ id: number; balance_paise: number }>(
      `WITH new_bets AS (
         INSERT INTO bets (id, user_id, kind, market_id, selection_id, is_back, price, stake_paise, matched_paise, unmatched_paise,
                           cancelled_paise, client_ref, is_cash_out, keep, status)
         SELECT n.*, CASE WHEN n.matched = 0 AND n.unmatched = 0 THEN 'cancelled' ELSE 'open' END
         FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[], $5::bigint[], $6::boolean[], $7::int[], $8::bigint[],
                     $9::bigint[], $10::bigint[], $11::bigint[], $12::text[], $13::boolean[], $14::boolean[])
              AS n (id, user_id, kind, market_id, selection_id, is_back, price, stake, matched, unmatched, cancelled, client_ref, is_cash_out, keep)),
       -- a bet whose whole stake was cancelled or lapsed is no longer open
       changed_bets AS (
         UPDATE bets b SET matched_paise = c.matched, unmatched_paise = c.unmatched, cancelled_paise = c.cancelled,
                           status = CASE WHEN c.matched = 0 AND c.unmatched = 0 THEN 'cancelled' ELSE b.status END
         FROM unnest($15::bigint[], $16::bigint[], $17::bigint[], $18::bigint[]) AS c (id, matched, unmatched, cancelled) WHERE b.id = c.id),
       new_fills AS (
         INSERT INTO bet_fills (taker_bet_id, maker_bet_id, market_id, selection_id, price, stake_paise)
         SELECT * FROM unnest($19::bigint[], $20::bigint[], $21::text[], $22::bigint[], $23::int[], $24::bigint[])),
       held AS (
         INSERT INTO exposures (user_id, position_key, exposure_paise, version)
         SELECT * FROM unnest($25::bigint[], $26::text[], $27::bigint[], $28::int[])
         ON CONFLICT (user_id, position_key) DO UPDATE SET exposure_paise = EXCLUDED.exposure_paise, version = EXCLUDED.version),
       ${ledger.ctes.join(',\n')}
       SELECT id, balance_paise FROM ledger_accounts`,
      [
        b.map((r) => r.betId),
        b.map((r) => r.userId),
        b.map((r) => r.kind),
        b.map((r) => r.marketId),
        b.map((r) => r.selectionId),
        b.map((r) => r.isBack),
        b.map((r) => r.price),
        b.map((r) => r.stakePaise),
        b.map((r) => r.matchedPaise),
        b.map((r) => r.unmatchedPaise),
        b.map((r) => r.cancelledPaise),
        b.map((r) => r.clientRef),
        b.map((r) => r.isCashOut),
        b.map((r) => r.keep),
        u.map((r) => r.betId),
        u.map((r) => r.matchedPaise),
        u.map((r) => r.unmatchedPaise),
        u.map((r) => r.cancelledPaise),
        f.map((r) => r.takerOrderId),
        f.map((r) => r.makerOrderId),
        f.map((r) => r.marketId),
        f.map((r) => r.selectionId),
        f.map((r) => r.price),
        f.map((r) => r.stakePaise),
        x.map((r) => r.userId),
        x.map((r) => r.key),
        x.map((r) => r.paise),
        x.map((r) => r.version),
        ...ledger.params,
      ],
    );
    for (const r of balances) this.memory.balances.set(r.id, r.balance_paise);
  }
}

