// Play coins on a play-money host (issue 33 item 1; domain/money-mode.ts). A new player's coins and the
// daily top-up are ledger transfers from the operator's house account, kind 'play_coins', with one
// idempotency key per player and India day: a day's coins are given once, however often it is asked.
import type { Database, Sql } from '../store/db';
import { coinsToUnits, indiaDay, playMoneyRefusal, topUpUnits, type PlayCoins } from '../domain/money-mode';
import { playerAccounts, playerBalances, systemAccount, transfer } from './ledger';

/** The same namespace as the ledger's own key lock: a top-up and its replay serialise on the key. */
const IDEMPOTENCY_LOCK_CLASS = 7412002;

export const playCoinsKey = (userId: number, now: Date) => `play_coins:${userId}:${indiaDay(now)}`;

/**
 * Tops the player's available coins up to the host's amount, once per India day (a sign-up is the
 * first day's). Inside the caller's transaction. Returns the units added (0: already given today, or
 * the player holds the amount or more).
 */
export async function topUpPlayCoins(tx: Sql, user: { id: number; operatorId: number }, coins: PlayCoins, now = new Date()): Promise<number> {
  const key = playCoinsKey(user.id, now);
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [IDEMPOTENCY_LOCK_CLASS, key]);
  const [given] = await tx.query<{ id: number }>('SELECT id FROM transfers WHERE idempotency_key = $1', [key]);
  if (given) return 0;
  const accounts = await playerAccounts(tx, user.id);
  const amount = topUpUnits((await playerBalances(tx, user.id)).cash, coinsToUnits(coins.amount));
  if (amount === 0) return 0;
  await transfer(tx, { idempotencyKey: key, fromAccountId: await systemAccount(tx, 'house', user.operatorId), toAccountId: accounts.cash, amountPaise: amount, kind: 'play_coins', memo: 'Play coins' });
  return amount;
}

/** Players already topped up today in this process: the balance poll asks the database once a day. */
const toppedUp = new Set<string>();

/** The daily top-up a balance read triggers for a play-coin player of a host with one. */
export async function dailyPlayCoins(db: Database, user: { id: number; operatorId: number; isDemo: boolean }, coins: PlayCoins, now = new Date()): Promise<void> {
  if (!coins.dailyTopUp || user.isDemo) return;
  const key = playCoinsKey(user.id, now);
  if (toppedUp.has(key)) return;
  const [row] = await db.query<{ play_money: boolean }>('SELECT play_money FROM users WHERE id = $1', [user.id]);
  if (row?.play_money) await db.transaction((tx) => topUpPlayCoins(tx, user, coins, now));
  if (toppedUp.size > 100_000) toppedUp.clear();
  toppedUp.add(key);
}

/** Refuses a money call by a player whose account holds play coins (signed up on a play host). */
export async function refusePlayCoinPlayer(db: Sql, userId: number): Promise<void> {
  const [row] = await db.query<{ play_money: boolean }>('SELECT play_money FROM users WHERE id = $1', [userId]);
  if (row?.play_money) throw playMoneyRefusal();
}
