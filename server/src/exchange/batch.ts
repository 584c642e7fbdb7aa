// One group-commit transaction of the exchange's single writer. Exchange orders, cancels and lapses
// change the in-memory books and positions first (validated there, before anything is written),
// and record their rows here; `flush` then writes them all with one statement: bets, fills,
// exposure rows and the ledger transfers of every hold change (LedgerBatch). The accounts it moves
// are locked and read once per batch; the bet ids come from the bets sequence in one go.

import type { MarketKind } from '@khel/shared-kernel/betting';
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

/** What a write will touch, gathered before the batch runs so one query can read it all. */
export interface WriteNeeds {
  users?: readonly number[];
  markets?: readonly string[];
  /** bookmaker markets whose quotes the write reads */
  quotes?: readonly string[];
  betIds?: number;
  clientRefs?: ReadonlyArray<readonly [userId: number, clientRef: string]>;
}

export interface MarketState {
  status: string;
  settled: boolean;
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
  accounts: Map<number, { cash: number; hold: number }>;
  kinds: Map<string, MarketKind>;
}

const refKey = (userId: number, clientRef: string) => `${userId}\u0000${clientRef}`;

export class WriteBatch {
  // read and locked for this batch (forgotten when plain SQL runs in between)
  private readonly balances = new Map<number, number>();
  private readonly lockedUsers = new Set<number>();
  private readonly markets = new Map<string, MarketState>();
  private readonly quotes = new Map<string, RunnerQuote>();
  private readonly quotedMarkets = new Set<string>();
  private readonly knownRefs = new Map<string, { betId: number; matchedPaise: number; unmatchedPaise: number } | null>();
  private ledger = new LedgerBatch(this.balances);
  // for the whole transaction
  private readonly ids: number[] = [];
  private readonly placedRefs = new Map<string, BetRow>();
  // rows waiting for the next flush
  private readonly inserts = new Map<number, BetRow>();
  private readonly updates = new Map<number, OrderRow>();
  private readonly fills: Array<Fill & { marketId: string; selectionId: number }> = [];
  private readonly exposures = new Map<string, { userId: number; key: string; paise: number; version: number }>();
  /** statements sent (benchmarks and tests count them) */
  statements = 0;

  constructor(
    readonly tx: Sql,
    private readonly memory: ExchangeMemory,
  ) {}

  /** Reads and locks whatever of `needs` this batch does not hold yet, in as few queries as it can. */
  async ensure(needs: WriteNeeds): Promise<void> {
    const users = [...new Set(needs.users ?? [])].filter((u) => !this.lockedUsers.has(u));
    const markets = [...new Set(needs.markets ?? [])].filter((m) => !this.markets.has(m));
    const quotes = [...new Set(needs.quotes ?? [])].filter((m) => !this.quotedMarkets.has(m));
    const idsNeeded = Math.max(0, (needs.betIds ?? 0) - this.ids.length);
    const refs = (needs.clientRefs ?? []).filter(([u, r]) => !this.knownRefs.has(refKey(u, r)) && !this.placedRefs.has(refKey(u, r)));
    if (users.length + markets.length + quotes.length + idsNeeded + refs.length === 0) return;

    await this.accountIds(users);
    const accountIds = users.flatMap((u) => {
      const a = this.memory.accounts.get(u)!;
      return [a.cash, a.hold];
    });
    this.statements++;
    const [row] = await this.tx.query<{ accounts: Array<[number, number]> | null; markets: Array<[string, string, boolean]> | null; quotes: Array<[string, number, string, number | null, number | null]> | null; ids: number[] | null; refs: Array<[number, string, number, number, number]> | null }>(
      `WITH locked AS (SELECT id, balance_paise FROM accounts WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE)
       SELECT (SELECT json_agg(json_build_array(id, balance_paise)) FROM locked) AS accounts,
              (SELECT json_agg(json_build_array(id, status, settled_at IS NOT NULL)) FROM markets WHERE id = ANY($2::text[])) AS markets,
              (SELECT json_agg(json_build_array(market_id, selection_id, status, back_percent, lay_percent)) FROM runners WHERE market_id = ANY($3::text[])) AS quotes,
              (SELECT json_agg(n ORDER BY n) FROM (SELECT nextval('bets_id_seq') AS n FROM generate_series(1, $4::int)) s) AS ids,
              (SELECT json_agg(json_build_array(user_id, client_ref, id, matched_paise, unmatched_paise))
                 FROM bets WHERE user_id = ANY($5::bigint[]) AND client_ref = ANY($6::text[])) AS refs`,
      [accountIds, markets, quotes, idsNeeded, refs.map(([u]) => u), refs.map(([, r]) => r)],
    );
    for (const [id, balance] of row?.accounts ?? []) this.balances.set(Number(id), Number(balance));
    for (const u of users) this.lockedUsers.add(u);
    for (const [id, status, settled] of row?.markets ?? []) this.markets.set(id, { status, settled });
    for (const [marketId, selectionId, status, back, lay] of row?.quotes ?? []) {
      this.quotes.set(`${marketId}/${selectionId}`, { status, backPercent: back === null ? null : Number(back), layPercent: lay === null ? null : Number(lay) });
    }
    for (const m of quotes) this.quotedMarkets.add(m);
    this.ids.push(...(row?.ids ?? []).map(Number));
    for (const [u, r] of refs) this.knownRefs.set(refKey(u, r), null);
    for (const [u, r, id, matched, unmatched] of row?.refs ?? []) {
      if (refs.some(([a, b]) => a === Number(u) && b === r)) this.knownRefs.set(refKey(Number(u), r), { betId: Number(id), matchedPaise: Number(matched), unmatchedPaise: Number(unmatched) });
    }
  }

  /** The player's cash and hold account ids (cached; created on first use). */
  private async accountIds(users: number[]): Promise<void> {
    const missing = users.filter((u) => !this.memory.accounts.has(u));
    if (missing.length === 0) return;
    this.statements++;
    const rows = await this.tx.query<{ user_id: number; kind: string; id: number }>(
      `SELECT user_id, kind, id FROM accounts WHERE user_id = ANY($1::bigint[]) AND kind IN ('cash', 'hold')`,
      [missing],
    );
    for (const u of missing) {
      const cash = rows.find((r) => r.user_id === u && r.kind === 'cash')?.id;
      const hold = rows.find((r) => r.user_id === u && r.kind === 'hold')?.id;
      this.memory.accounts.set(u, cash !== undefined && hold !== undefined ? { cash, hold } : await playerAccounts(this.tx, u));
    }
  }

  /** The market's positions, loaded from the database the first time a write needs them. */
  async positions(marketId: string): Promise<MarketPositions> {
    let positions = this.memory.positions.get(marketId);
    if (!positions) {
      let kind = this.memory.kinds.get(marketId);
      if (!kind) {
        this.statements++;
        const [m] = await this.tx.query<{ kind: MarketKind }>('SELECT kind FROM markets WHERE id = $1', [marketId]);
        if (!m) throw notFound('Market not found');
        this.memory.kinds.set(marketId, (kind = m.kind));
      }
      this.statements += 3;
      positions = await MarketPositions.load(this.tx, marketId, kind);
      this.memory.positions.set(marketId, positions);
    }
    return positions;
  }

  market(marketId: string): MarketState {
    const m = this.markets.get(marketId);
    if (!m) throw notFound('Market not found');
    return m;
  }

  quote(marketId: string, selectionId: number): RunnerQuote | null {
    return this.quotes.get(`${marketId}/${selectionId}`) ?? null;
  }

  /** A bet this player already placed with this client reference, as it stands now. */
  replayed(userId: number, clientRef: string | null | undefined): { betId: number; matchedPaise: number; unmatchedPaise: number } | null {
    if (!clientRef) return null;
    const placed = this.placedRefs.get(refKey(userId, clientRef));
    if (placed) return { betId: placed.betId, matchedPaise: placed.matchedPaise, unmatchedPaise: placed.unmatchedPaise };
    const known = this.knownRefs.get(refKey(userId, clientRef));
    if (known === undefined) throw new Error(`client reference ${clientRef} was not read before the write`);
    return known;
  }

  cash(userId: number): number {
    return this.ledger.balanceOf(this.memory.accounts.get(userId)!.cash);
  }

  nextBetId(): number {
    const id = this.ids.shift();
    if (id === undefined) throw new Error('no bet id was reserved for this write');
    return id;
  }

  insertBet(row: BetRow): void {
    this.inserts.set(row.betId, row);
    if (row.clientRef) this.placedRefs.set(refKey(row.userId, row.clientRef), row);
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
    if (!accounts || !this.lockedUsers.has(userId)) throw new LedgerInvariantError(`player ${userId}'s accounts were not locked for this write`);
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

  /** Writes every recorded row with one statement. */
  async flush(): Promise<void> {
    if (this.inserts.size + this.updates.size + this.fills.length + this.exposures.size + this.ledger.size === 0) return;
    const b = [...this.inserts.values()];
    const u = [...this.updates.values()];
    const f = this.fills;
    const x = [...this.exposures.values()];
    const ledger = this.ledger.writeSql('ledger', 29);
    this.statements++;
    await this.tx.query(
      `WITH new_bets AS (
         INSERT INTO bets (id, user_id, kind, market_id, selection_id, is_back, price, stake_paise, matched_paise, unmatched_paise,
                           cancelled_paise, client_ref, is_cash_out, keep)
         SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[], $5::bigint[], $6::boolean[], $7::int[], $8::bigint[],
                              $9::bigint[], $10::bigint[], $11::bigint[], $12::text[], $13::boolean[], $14::boolean[])),
       changed_bets AS (
         UPDATE bets b SET matched_paise = c.matched, unmatched_paise = c.unmatched, cancelled_paise = c.cancelled
         FROM unnest($15::bigint[], $16::bigint[], $17::bigint[], $18::bigint[]) AS c (id, matched, unmatched, cancelled) WHERE b.id = c.id),
       new_fills AS (
         INSERT INTO bet_fills (taker_bet_id, maker_bet_id, market_id, selection_id, price, stake_paise)
         SELECT * FROM unnest($19::bigint[], $20::bigint[], $21::text[], $22::bigint[], $23::int[], $24::bigint[])),
       held AS (
         INSERT INTO exposures (user_id, position_key, exposure_paise, version)
         SELECT * FROM unnest($25::bigint[], $26::text[], $27::bigint[], $28::int[])
         ON CONFLICT (user_id, position_key) DO UPDATE SET exposure_paise = EXCLUDED.exposure_paise, version = EXCLUDED.version),
       ${ledger.ctes.join(',\n')}
       SELECT 1`,
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
    this.inserts.clear();
    this.updates.clear();
    this.fills.length = 0;
    this.exposures.clear();
    this.ledger = new LedgerBatch(this.balances);
  }

  /** Flushes, then runs plain SQL that may move money or change markets: what was read is re-read after. */
  async sql<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    await this.flush();
    this.forget();
    try {
      return await work(this.tx);
    } finally {
      this.forget();
    }
  }

  /** Forgets what was read (not the reserved ids, nor what this transaction placed). */
  forget(): void {
    this.balances.clear();
    this.lockedUsers.clear();
    this.markets.clear();
    this.quotes.clear();
    this.quotedMarkets.clear();
    this.knownRefs.clear();
  }
}
