// The seamless wallet a casino provider calls, in QT Platform's shape (DESIGN §9; the wire is in
// shared-kernel/src/contract/casino.ts, the routes in http/casino.ts): verify a Wallet-Session, a
// balance, DEBIT and CREDIT transactions, rollbacks and bonus rewards. Each money call is one
// transaction: the provider's transaction row and the ledger transfer between the player's cash
// and the operator's casino_clearing account commit together.
//
// Guarantees, in this order inside the transaction:
//   1. calls serialise on an advisory lock of (provider, txnId) — a rollback also on its betId —
//      then on the player's money lock (wallet/player-lock.ts), which a limit check and the
//      movement it allows share;
//   2. a txnId is unique per provider across call kinds and is looked up BEFORE anything else: a
//      replay (same call, player, round, amount; a rollback also the same betId) gets the first
//      answer with the player's current balance, unless the debit has since been rolled back
//      (REQUEST_DECLINED: it stays rolled back); anything else under a known txnId is
//      REQUEST_DECLINED and moves nothing;
//   3. a debit needs a live Wallet-Session of that player and provider, a player who may stake
//      (not locked, on no break: ACCOUNT_BLOCKED; within loss limits) and no rollback recorded for
//      its txnId (a rollback of a debit never seen is recorded, so the late debit is refused);
//   4. a credit names a debit (not rolled back) of the same player and round; a rollback names a
//      debit of the same player, round and amount, and is refused once the round has a credit.
import type { QtErrorCode } from '@khel/shared-kernel/contract';
import type { Database, Sql } from '../store/db';
import { playerAccounts, systemAccount, transfer, InsufficientFundsError } from '../wallet/ledger';
import { lockPlayerMoney } from '../wallet/player-lock';
import { recordWagering } from '../wallet/bonus';
import { walletSessionValid } from './wallet-sessions';

/** A refused wallet call; the HTTP layer answers it as {code, message} with QT's status. */
export class CasinoWalletRefusal extends Error {
  constructor(
    readonly code: QtErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const TXN_LOCK = 7412080;
const MAX_ID_LENGTH = 100;
/** No single casino stake or win above ₹1,00,00,000 (the site's stake maximum, spec §9). */
const MAX_AMOUNT_PAISE = 1_00_00_000 * 100;

/** A provider's request as received: every field still to be checked. */
export type Unchecked = Record<string, unknown>;

export interface PlayerGate {
  /** throws CasinoWalletRefusal when the player may not play now (ACCOUNT_BLOCKED) or may not stake `stakePaise` */
  assertMayPlay(tx: Sql, userId: number, stakePaise: number): Promise<void>;
}

interface Player {
  id: number;
  operatorId: number;
}

const declined = (message: string) => new CasinoWalletRefusal('REQUEST_DECLINED', message);

/** The player a call names. Demo, system and locked players are blocked where `blocked` says so. */
async function playerFor(tx: Sql, playerId: unknown, refuseBlocked: boolean): Promise<Player> {
  if (typeof playerId !== 'string' || !/^[1-9][0-9]{0,15}$/.test(playerId)) throw declined('Unknown player');
  const [row] = await tx.query<{ id: number; operator_id: number; is_demo: boolean; is_system: boolean; locked: boolean }>(
    'SELECT id, operator_id, is_demo, is_system, locked_at IS NOT NULL AS locked FROM users WHERE id = $1',
    [Number(playerId)],
  );
  if (!row || row.is_system) throw declined('Unknown player');
  if (refuseBlocked && (row.is_demo || row.locked)) throw new CasinoWalletRefusal('ACCOUNT_BLOCKED', 'This account may not play');
  return { id: row.id, operatorId: row.operator_id };
}

const cashBalance = async (tx: Sql, userId: number): Promise<number> => {
  const [row] = await tx.query<{ balance_paise: number }>(`SELECT balance_paise FROM accounts WHERE user_id = $1 AND kind = 'cash'`, [userId]);
  return row?.balance_paise ?? 0;
};

function checkId(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_ID_LENGTH || !/^[\w.:-]+$/.test(value)) {
    throw declined(`${field} must be 1 to ${MAX_ID_LENGTH} letters, digits or . : _ -`);
  }
  return value;
}

/** Rupees with at most 2 decimals (a JSON number or text) → paise, without floating point. */
export function amountPaise(value: unknown, min: 0 | 1): number {
  const s = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : '';
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(s);
  const paise = m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : NaN;
  if (!(paise >= min && paise <= MAX_AMOUNT_PAISE)) {
    throw declined(`amount must be rupees with at most 2 decimals, ${min ? 'above 0' : '0 or more'}, up to 1,00,00,000`);
  }
  return paise;
}

function checkCurrency(value: unknown): void {
  if (value !== 'INR') throw declined('currency must be INR');
}

function checkText(value: unknown, field: string, max: number): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.trim().length === 0 || value.length > max) throw declined(`${field} must be 1 to ${max} characters`);
  return value.trim();
}

type Kind = 'debit' | 'credit' | 'rollback' | 'bonus';

/** What a call asks, as recorded: a replay must ask the same. */
interface Call {
  kind: Kind;
  txnId: string;
  playerId: unknown;
  roundId: string;
  amountPaise: number;
  betId: string | null;
}

type TxnRow = {
  id: number;
  kind: Kind;
  user_id: number;
  round_id: string;
  amount_paise: number;
  bet_id: string | null;
};

export interface WalletAnswer {
  balancePaise: number;
  referenceId: string;
}

export interface SeamlessWalletOptions {
  gate?: PlayerGate;
}

export class SeamlessWallet {
  constructor(
    private readonly db: Database,
    private readonly opts: SeamlessWalletOptions = {},
  ) {}

  /** GET …/accounts/{playerId}/session: verifies (opens) a Wallet-Session, once, within the launch time. */
  async verifySession(provider: string, playerId: unknown, walletSession: unknown): Promise<number> {
    return this.db.transaction(async (tx) => {
      const player = await playerFor(tx, playerId, true);
      if ((await walletSessionValid(tx, walletSession, provider, player.id, true)) !== 'ok') throw invalidToken();
      await this.opts.gate?.assertMayPlay(tx, player.id, 0);
      await playerAccounts(tx, player.id);
      return cashBalance(tx, player.id);
    });
  }

  /** GET …/accounts/{playerId}/balance: the player's cash, for a live Wallet-Session. */
  async balance(provider: string, playerId: unknown, walletSession: unknown): Promise<number> {
    return this.db.transaction(async (tx) => {
      const player = await playerFor(tx, playerId, false);
      if ((await walletSessionValid(tx, walletSession, provider, player.id)) !== 'ok') throw invalidToken();
      return cashBalance(tx, player.id);
    });
  }

  /** POST …/transactions: a DEBIT (needs the live Wallet-Session) or a CREDIT. */
  async transaction(provider: string, walletSession: unknown, req: Unchecked): Promise<WalletAnswer> {
    const kind = req.txnType === 'DEBIT' ? 'debit' : req.txnType === 'CREDIT' ? 'credit' : null;
    if (!kind) throw declined('txnType must be DEBIT or CREDIT');
    const call: Call = {
      kind,
      txnId: checkId(req.txnId, 'txnId'),
      playerId: req.playerId,
      roundId: checkId(req.roundId, 'roundId'),
      amountPaise: amountPaise(req.amount, kind === 'debit' ? 1 : 0),
      betId: null,
    };
    const gameId = checkId(req.gameId, 'gameId');
    checkCurrency(req.currency);
    const gameName = checkText(req.gameName, 'gameName', 80) ?? gameId;
    const key = `casino-qt:${provider}:${call.txnId}`;
    const reference = `casino:${provider}:${call.roundId}`;
    if (kind === 'debit') {
      return this.money(provider, call, async (tx) => {
        const player = await playerFor(tx, call.playerId, true);
        if ((await walletSessionValid(tx, walletSession, provider, player.id)) !== 'ok') throw invalidToken();
        if (await rollbackOf(tx, provider, call.txnId)) throw declined('This transaction was rolled back');
        await lockPlayerMoney(tx, player.id);
        await this.opts.gate?.assertMayPlay(tx, player.id, call.amountPaise);
        const [round] = await tx.query<{ user_id: number }>(
          `INSERT INTO casino_rounds (provider, round_id, user_id, game_id, game_name) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (provider, round_id) DO UPDATE SET debit_paise = casino_rounds.debit_paise RETURNING user_id`,
          [provider, call.roundId, player.id, gameId, gameName],
        );
        if (round!.user_id !== player.id) throw declined('This round belongs to another player');
        const accounts = await playerAccounts(tx, player.id);
        const clearing = await systemAccount(tx, 'casino_clearing', player.operatorId);
        const moved = await transfer(tx, {
          idempotencyKey: key,
          fromAccountId: accounts.cash,
          toAccountId: clearing,
          amountPaise: call.amountPaise,
          kind: 'casino_debit',
          reference,
          memo: `${gameName}: stake, round ${call.roundId}`,
        });
        await tx.query('UPDATE casino_rounds SET debit_paise = debit_paise + $3 WHERE provider = $1 AND round_id = $2', [provider, call.roundId, call.amountPaise]);
        // Casino stakes count towards the player's casino bonus wagering.
        await recordWagering(tx, player.id, 'casino', call.amountPaise);
        return { userId: player.id, transferId: moved.transferId };
      });
    }
    return this.money(provider, call, async (tx) => {
      // A credit may come after the session ended (and to a player locked since): the round's debit authorises it.
      const player = await playerFor(tx, call.playerId, false);
      const debits = await tx.query(
        `SELECT 1 FROM casino_transactions d WHERE d.provider = $1 AND d.kind = 'debit' AND d.round_id = $2 AND d.user_id = $3
           AND NOT EXISTS (SELECT 1 FROM casino_transactions r WHERE r.provider = d.provider AND r.kind = 'rollback' AND r.bet_id = d.transaction_id)
         LIMIT 1`,
        [provider, call.roundId, player.id],
      );
      if (debits.length === 0) throw declined('No stake of this player in this round');
      await lockPlayerMoney(tx, player.id);
      let transferId: number | null = null;
      if (call.amountPaise > 0) {
        const accounts = await playerAccounts(tx, player.id);
        const clearing = await systemAccount(tx, 'casino_clearing', player.operatorId);
        transferId = (
          await transfer(tx, {
            idempotencyKey: key,
            fromAccountId: clearing,
            toAccountId: accounts.cash,
            amountPaise: call.amountPaise,
            kind: 'casino_credit',
            reference,
            memo: `${gameName}: win, round ${call.roundId}`,
          })
        ).transferId;
      }
      await tx.query('UPDATE casino_rounds SET credit_paise = credit_paise + $3 WHERE provider = $1 AND round_id = $2', [provider, call.roundId, call.amountPaise]);
      return { userId: player.id, transferId };
    });
  }

  /**
   * POST …/transactions/rollback: undoes the debit `betId`. A debit never seen is recorded as rolled
   * back (nothing moves), so it is refused if it arrives later.
   */
  async rollback(provider: string, req: Unchecked): Promise<WalletAnswer> {
    const call: Call = {
      kind: 'rollback',
      txnId: checkId(req.txnId, 'txnId'),
      playerId: req.playerId,
      roundId: checkId(req.roundId, 'roundId'),
      amountPaise: amountPaise(req.amount, 0),
      betId: checkId(req.betId, 'betId'),
    };
    checkId(req.gameId, 'gameId');
    checkCurrency(req.currency);
    const betId = call.betId!;
    return this.money(provider, call, async (tx) => {
      const player = await playerFor(tx, call.playerId, false);
      const [debit] = await tx.query<TxnRow>(
        'SELECT id, kind, user_id, round_id, amount_paise, bet_id FROM casino_transactions WHERE provider = $1 AND transaction_id = $2',
        [provider, betId],
      );
      if (!debit) return { userId: player.id, transferId: null };
      if (debit.kind !== 'debit' || debit.user_id !== player.id || debit.round_id !== call.roundId || debit.amount_paise !== call.amountPaise) {
        throw declined('This rollback does not match its debit (player, round and amount)');
      }
      if (await rollbackOf(tx, provider, betId)) throw declined('This debit was already rolled back');
      const credited = await tx.query(`SELECT 1 FROM casino_transactions WHERE provider = $1 AND kind = 'credit' AND round_id = $2 LIMIT 1`, [provider, debit.round_id]);
      if (credited.length > 0) throw declined('This round was already settled');
      await lockPlayerMoney(tx, player.id);
      const [round] = await tx.query<{ game_name: string }>('SELECT game_name FROM casino_rounds WHERE provider = $1 AND round_id = $2', [provider, debit.round_id]);
      const accounts = await playerAccounts(tx, player.id);
      const clearing = await systemAccount(tx, 'casino_clearing', player.operatorId);
      const moved = await transfer(tx, {
        idempotencyKey: `casino-qt:${provider}:${call.txnId}`,
        fromAccountId: clearing,
        toAccountId: accounts.cash,
        amountPaise: debit.amount_paise,
        kind: 'casino_rollback',
        reference: `casino:${provider}:${debit.round_id}`,
        memo: `${round?.game_name ?? 'Casino'}: stake returned, round ${debit.round_id}`,
      });
      await tx.query('UPDATE casino_rounds SET debit_paise = debit_paise - $3 WHERE provider = $1 AND round_id = $2', [provider, debit.round_id, debit.amount_paise]);
      return { userId: player.id, transferId: moved.transferId };
    });
  }

  /** POST …/bonus/rewards: a provider's reward (a tournament prize, a promotion) paid to the player. */
  async bonusReward(provider: string, req: Unchecked): Promise<WalletAnswer> {
    const rewardType = checkText(req.rewardType, 'rewardType', 50);
    const rewardTitle = checkText(req.rewardTitle, 'rewardTitle', 80);
    if (!rewardType || !rewardTitle) throw declined('rewardType and rewardTitle are required');
    const call: Call = { kind: 'bonus', txnId: checkId(req.txnId, 'txnId'), playerId: req.playerId, roundId: '', amountPaise: amountPaise(req.amount, 1), betId: null };
    checkCurrency(req.currency);
    return this.money(provider, call, async (tx) => {
      const player = await playerFor(tx, call.playerId, false);
      // Only to a player of this provider: one launched to it (a Pass-Key reaches no one else).
      const known = await tx.query(
        `SELECT 1 FROM casino_rounds WHERE provider = $1 AND user_id = $2
         UNION ALL SELECT 1 FROM casino_wallet_sessions WHERE provider = $1 AND user_id = $2 AND opened_at IS NOT NULL LIMIT 1`,
        [provider, player.id],
      );
      if (known.length === 0) throw declined('This player has not played with this provider');
      await lockPlayerMoney(tx, player.id);
      const accounts = await playerAccounts(tx, player.id);
      const clearing = await systemAccount(tx, 'casino_clearing', player.operatorId);
      const moved = await transfer(tx, {
        idempotencyKey: `casino-qt:${provider}:${call.txnId}`,
        fromAccountId: clearing,
        toAccountId: accounts.cash,
        amountPaise: call.amountPaise,
        kind: 'casino_credit',
        reference: `casino:${provider}:reward`,
        memo: `${rewardTitle} (${rewardType})`,
      });
      return { userId: player.id, transferId: moved.transferId };
    });
  }

  /** One money call in one transaction, executed once per (provider, txnId); see the guarantees at the top. */
  private async money(provider: string, call: Call, execute: (tx: Sql) => Promise<{ userId: number; transferId: number | null }>): Promise<WalletAnswer> {
    let answer: WalletAnswer;
    try {
      answer = await this.db.transaction(async (tx) => {
        for (const id of [...new Set([call.txnId, call.betId ?? call.txnId])].sort()) {
          await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [TXN_LOCK, `${provider}:${id}`]);
        }
        const [known] = await tx.query<TxnRow>(
          'SELECT id, kind, user_id, round_id, amount_paise, bet_id FROM casino_transactions WHERE provider = $1 AND transaction_id = $2',
          [provider, call.txnId],
        );
        if (known) {
          const same =
            known.kind === call.kind &&
            String(known.user_id) === call.playerId &&
            known.round_id === call.roundId &&
            Number(known.amount_paise) === call.amountPaise &&
            (known.bet_id ?? null) === call.betId;
          if (!same) throw declined('This txnId was already used for another transaction');
          if (known.kind === 'debit' && (await rollbackOf(tx, provider, call.txnId))) throw declined('This transaction was rolled back');
          return { balancePaise: await cashBalance(tx, known.user_id), referenceId: String(known.id) };
        }
        const done = await execute(tx);
        const balancePaise = await cashBalance(tx, done.userId);
        const [row] = await tx.query<{ id: number }>(
          `INSERT INTO casino_transactions (provider, kind, transaction_id, user_id, round_id, amount_paise, transfer_id, bet_id, answer)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
          [provider, call.kind, call.txnId, done.userId, call.roundId, call.amountPaise, done.transferId, call.betId, JSON.stringify({ balancePaise })],
        );
        return { balancePaise, referenceId: String(row!.id) };
      });
    } catch (err) {
      if (err instanceof InsufficientFundsError) throw new CasinoWalletRefusal('INSUFFICIENT_FUNDS', 'Insufficient balance');
      throw err;
    }
    return answer;
  }
}

const invalidToken = () => new CasinoWalletRefusal('INVALID_TOKEN', 'The Wallet-Session is missing, invalid or expired');

/** Whether a rollback is recorded for the debit `betId` (it may have come before the debit). */
async function rollbackOf(tx: Sql, provider: string, betId: string): Promise<boolean> {
  const rows = await tx.query(`SELECT 1 FROM casino_transactions WHERE provider = $1 AND kind = 'rollback' AND bet_id = $2`, [provider, betId]);
  return rows.length > 0;
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
