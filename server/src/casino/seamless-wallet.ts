// The seamless wallet a casino provider calls (DESIGN §9): authenticate, balance, debit, credit,
// rollback. Each money call is one transaction: the provider's transaction row and the ledger
// transfer between the player's cash and the operator's casino_clearing account commit together.
//
// Idempotency: calls serialise on an advisory lock of (provider, transaction id) — a debit and the
// rollback naming it share that lock — then look for the recorded call; a replay returns the first
// answer and moves nothing. The transfer's own idempotency key is a second guard.
import type {
  WalletAuthenticateOk,
  WalletCreditRequest,
  WalletDebitRequest,
  WalletErrorCode,
  WalletOk,
  WalletRollbackRequest,
} from '@khel/shared-kernel/contract';
import type { Database, Sql } from '../store/db';
import { playerAccounts, systemAccount, transfer, InsufficientFundsError } from '../wallet/ledger';
import { hashToken } from '../identity/sessions';
import { recordWagering } from '../wallet/bonus';

/** A refused wallet call; the HTTP layer answers it as {status:'ERROR', code, message}. */
export class CasinoWalletRefusal extends Error {
  constructor(
    readonly code: WalletErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const LOCK_CLASS = 7412080;
const MAX_ID_LENGTH = 100;
/** No single casino stake or win above ₹1,00,00,000 (the site's stake maximum, spec §9). */
const MAX_AMOUNT_PAISE = 1_00_00_000 * 100;

/** A provider's request as received: every field still to be checked. */
export type Unchecked<T> = { [K in keyof T]?: unknown };

export interface PlayerGate {
  /** throws CasinoWalletRefusal('PLAYER_BLOCKED') when the player may not play now (or may not stake `stakePaise`) */
  assertMayPlay(tx: Sql, userId: number, stakePaise: number): Promise<void>;
}

/** Demo players never play casino; further checks (responsible gambling) plug in through `gate`. */
async function playerFor(tx: Sql, playerId: unknown): Promise<{ id: number; name: string; operatorId: number }> {
  if (typeof playerId !== 'string' || !/^[1-9][0-9]{0,15}$/.test(playerId)) throw new CasinoWalletRefusal('UNKNOWN_PLAYER', 'Unknown player');
  const [row] = await tx.query<{ id: number; name: string; operator_id: number; is_demo: boolean; is_system: boolean }>(
    'SELECT id, name, operator_id, is_demo, is_system FROM users WHERE id = $1',
    [Number(playerId)],
  );
  if (!row) throw new CasinoWalletRefusal('UNKNOWN_PLAYER', 'Unknown player');
  if (row.is_demo || row.is_system) throw new CasinoWalletRefusal('PLAYER_BLOCKED', 'Please login from your read ID.');
  return { id: row.id, name: row.name, operatorId: row.operator_id };
}

const cashBalance = async (tx: Sql, userId: number): Promise<number> => {
  const [row] = await tx.query<{ balance_paise: number }>(`SELECT balance_paise FROM accounts WHERE user_id = $1 AND kind = 'cash'`, [userId]);
  return row?.balance_paise ?? 0;
};

function checkId(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_ID_LENGTH || !/^[\w.:-]+$/.test(value)) {
    throw new CasinoWalletRefusal('INVALID_REQUEST', `${field} must be 1 to ${MAX_ID_LENGTH} letters, digits or . : _ -`);
  }
  return value;
}

function checkAmount(value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0 || value > MAX_AMOUNT_PAISE) {
    throw new CasinoWalletRefusal('INVALID_AMOUNT', 'amountPaise must be a whole number of paise above 0');
  }
  return value;
}

function checkName(value: unknown): string {
  if (typeof value !== 'string' || value.trim().length === 0 || value.length > 80) {
    throw new CasinoWalletRefusal('INVALID_REQUEST', 'gameName must be 1 to 80 characters');
  }
  return value.trim();
}

export interface SeamlessWalletOptions {
  gate?: PlayerGate;
  /** told after a commit that moved a player's money (the live stream pushes the balance) */
  onPlayerMoney?: (userId: number) => void;
}

export class SeamlessWallet {
  constructor(
    private readonly db: Database,
    private readonly opts: SeamlessWalletOptions = {},
  ) {}

  private async mayPlay(tx: Sql, userId: number, stakePaise = 0): Promise<void> {
    await this.opts.gate?.assertMayPlay(tx, userId, stakePaise);
  }

  async authenticate(token: unknown): Promise<WalletAuthenticateOk> {
    if (typeof token !== 'string' || token.length < 20 || token.length > 200) throw new CasinoWalletRefusal('INVALID_TOKEN', 'Invalid or expired launch token');
    return this.db.transaction(async (tx) => {
      const [row] = await tx.query<{ user_id: number; game_id: string }>(
        'SELECT user_id, game_id FROM casino_launch_tokens WHERE token_hash = $1 AND expires_at > now()',
        [hashToken(token)],
      );
      if (!row) throw new CasinoWalletRefusal('INVALID_TOKEN', 'Invalid or expired launch token');
      const player = await playerFor(tx, String(row.user_id));
      await this.mayPlay(tx, player.id);
      await playerAccounts(tx, player.id);
      return { status: 'OK', playerId: String(player.id), name: player.name, currency: 'INR', gameId: row.game_id, balancePaise: await cashBalance(tx, player.id) };
    });
  }

  async balance(playerId: unknown): Promise<WalletOk> {
    const player = await playerFor(this.db, playerId);
    return { status: 'OK', balancePaise: await cashBalance(this.db, player.id) };
  }

  async debit(provider: string, req: Unchecked<WalletDebitRequest>): Promise<WalletOk> {
    const transactionId = checkId(req.transactionId, 'transactionId');
    const roundId = checkId(req.roundId, 'roundId');
    const gameId = checkId(req.gameId, 'gameId');
    const gameName = checkName(req.gameName);
    const amountPaise = checkAmount(req.amountPaise);
    const answer = await this.moneyCall(provider, 'debit', transactionId, async (tx) => {
      const player = await playerFor(tx, req.playerId);
      const rolledBack = await recorded(tx, provider, 'rollback', transactionId);
      if (rolledBack) throw new CasinoWalletRefusal('TRANSACTION_ROLLED_BACK', 'This transaction was rolled back');
      await this.mayPlay(tx, player.id, amountPaise);
      const round = await tx.query<{ user_id: number }>(
        `INSERT INTO casino_rounds (provider, round_id, user_id, game_id, game_name) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (provider, round_id) DO UPDATE SET debit_paise = casino_rounds.debit_paise RETURNING user_id`,
        [provider, roundId, player.id, gameId, gameName],
      );
      if (round[0]!.user_id !== player.id) throw new CasinoWalletRefusal('UNKNOWN_ROUND', 'This round belongs to another player');
      const accounts = await playerAccounts(tx, player.id);
      const clearing = await systemAccount(tx, 'casino_clearing', player.operatorId);
      const moved = await transfer(tx, {
        idempotencyKey: `casino:${provider}:debit:${transactionId}`,
        fromAccountId: accounts.cash,
        toAccountId: clearing,
        amountPaise,
        kind: 'casino_debit',
        reference: `casino:${provider}:${roundId}`,
        memo: `${gameName}: stake, round ${roundId}`,
      });
      await tx.query('UPDATE casino_rounds SET debit_paise = debit_paise + $3 WHERE provider = $1 AND round_id = $2', [provider, roundId, amountPaise]);
      // Casino stakes count towards the player's casino bonus wagering.
      await recordWagering(tx, player.id, 'casino', amountPaise);
      return { userId: player.id, roundId, amountPaise, transferId: moved.transferId };
    });
    return answer;
  }

  async credit(provider: string, req: Unchecked<WalletCreditRequest>): Promise<WalletOk> {
    const transactionId = checkId(req.transactionId, 'transactionId');
    const roundId = checkId(req.roundId, 'roundId');
    const gameName = checkName(req.gameName);
    const amountPaise = checkAmount(req.amountPaise);
    return this.moneyCall(provider, 'credit', transactionId, async (tx) => {
      const player = await playerFor(tx, req.playerId);
      const [round] = await tx.query<{ user_id: number }>('SELECT user_id FROM casino_rounds WHERE provider = $1 AND round_id = $2', [provider, roundId]);
      if (!round || round.user_id !== player.id) throw new CasinoWalletRefusal('UNKNOWN_ROUND', 'No such round for this player');
      const accounts = await playerAccounts(tx, player.id);
      const clearing = await systemAccount(tx, 'casino_clearing', player.operatorId);
      const moved = await transfer(tx, {
        idempotencyKey: `casino:${provider}:credit:${transactionId}`,
        fromAccountId: clearing,
        toAccountId: accounts.cash,
        amountPaise,
        kind: 'casino_credit',
        reference: `casino:${provider}:${roundId}`,
        memo: `${gameName}: win, round ${roundId}`,
      });
      await tx.query('UPDATE casino_rounds SET credit_paise = credit_paise + $3 WHERE provider = $1 AND round_id = $2', [provider, roundId, amountPaise]);
      return { userId: player.id, roundId, amountPaise, transferId: moved.transferId };
    });
  }

  /** Undoes a debit. A debit not (yet) seen is recorded as rolled back, so it is refused if it arrives. */
  async rollback(provider: string, req: Unchecked<WalletRollbackRequest>): Promise<WalletOk> {
    const transactionId = checkId(req.transactionId, 'transactionId');
    const roundId = checkId(req.roundId, 'roundId');
    return this.moneyCall(provider, 'rollback', transactionId, async (tx) => {
      const player = await playerFor(tx, req.playerId);
      const [debit] = await tx.query<{ user_id: number; amount_paise: number; round_id: string }>(
        `SELECT user_id, amount_paise, round_id FROM casino_transactions WHERE provider = $1 AND kind = 'debit' AND transaction_id = $2`,
        [provider, transactionId],
      );
      if (!debit) return { userId: player.id, roundId, amountPaise: 0, transferId: null };
      if (debit.user_id !== player.id) throw new CasinoWalletRefusal('TRANSACTION_CONFLICT', 'This transaction belongs to another player');
      const [round] = await tx.query<{ game_name: string }>('SELECT game_name FROM casino_rounds WHERE provider = $1 AND round_id = $2', [provider, debit.round_id]);
      const accounts = await playerAccounts(tx, player.id);
      const clearing = await systemAccount(tx, 'casino_clearing', player.operatorId);
      const moved = await transfer(tx, {
        idempotencyKey: `casino:${provider}:rollback:${transactionId}`,
        fromAccountId: clearing,
        toAccountId: accounts.cash,
        amountPaise: debit.amount_paise,
        kind: 'casino_rollback',
        reference: `casino:${provider}:${debit.round_id}`,
        memo: `${round?.game_name ?? 'Casino'}: stake returned, round ${debit.round_id}`,
      });
      await tx.query('UPDATE casino_rounds SET debit_paise = debit_paise - $3 WHERE provider = $1 AND round_id = $2', [provider, debit.round_id, debit.amount_paise]);
      return { userId: player.id, roundId: debit.round_id, amountPaise: debit.amount_paise, transferId: moved.transferId };
    });
  }

  /**
   * One money call in one transaction, executed once per (provider, kind, transaction id): the
   * recorded answer of an earlier execution is returned as it was.
   */
  private async moneyCall(
    provider: string,
    kind: 'debit' | 'credit' | 'rollback',
    transactionId: string,
    execute: (tx: Sql) => Promise<{ userId: number; roundId: string; amountPaise: number; transferId: number | null }>,
  ): Promise<WalletOk> {
    let moved: number | null = null;
    let answer: WalletOk;
    try {
      answer = await this.db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK_CLASS, `${provider}:${transactionId}`]);
        const earlier = await recorded(tx, provider, kind, transactionId);
        if (earlier) return earlier;
        const done = await execute(tx);
        const first: WalletOk = { status: 'OK', balancePaise: await cashBalance(tx, done.userId) };
        await tx.query(
          `INSERT INTO casino_transactions (provider, kind, transaction_id, user_id, round_id, amount_paise, transfer_id, answer)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [provider, kind, transactionId, done.userId, done.roundId, done.amountPaise, done.transferId, JSON.stringify(first)],
        );
        if (done.transferId !== null) moved = done.userId;
        return first;
      });
    } catch (err) {
      if (err instanceof InsufficientFundsError) throw new CasinoWalletRefusal('INSUFFICIENT_FUNDS', 'Insufficient balance');
      throw err;
    }
    if (moved !== null) this.opts.onPlayerMoney?.(moved);
    return answer;
  }
}

async function recorded(tx: Sql, provider: string, kind: string, transactionId: string): Promise<WalletOk | undefined> {
  const [row] = await tx.query<{ answer: WalletOk | string }>(
    'SELECT answer FROM casino_transactions WHERE provider = $1 AND kind = $2 AND transaction_id = $3',
    [provider, kind, transactionId],
  );
  if (!row) return undefined;
  return typeof row.answer === 'string' ? (JSON.parse(row.answer) as WalletOk) : row.answer;
}

export interface CasinoRoundLine {
  provider: string;
  roundId: string;
  gameId: string;
  gameName: string;
  stakePaise: number;
  winPaise: number;
  createdAt: string;
}

/** A player's casino rounds, newest first: what was staked and won in each (the casino P&L). */
export async function casinoRounds(db: Sql, userId: number, page: { page: number; limit: number }): Promise<CasinoRoundLine[]> {
  const rows = await db.query<{ provider: string; round_id: string; game_id: string; game_name: string; debit_paise: number; credit_paise: number; created_at: Date | string }>(
    `SELECT provider, round_id, game_id, game_name, debit_paise, credit_paise, created_at FROM casino_rounds
     WHERE user_id = $1 ORDER BY created_at DESC, round_id DESC LIMIT $2 OFFSET $3`,
    [userId, page.limit, (page.page - 1) * page.limit],
  );
  return rows.map((r) => ({
    provider: r.provider,
    roundId: r.round_id,
    gameId: r.game_id,
    gameName: r.game_name,
    stakePaise: r.debit_paise,
    winPaise: r.credit_paise,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
