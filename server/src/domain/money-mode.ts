// A host's money mode (issue 33 item 1): real money (rupees) or play coins. In play mode nothing of
// money exists: no deposit or withdrawal, new players receive coins (a per-host amount, topped up to
// that amount once a day when the host says so), and coins are never redeemable. The mode lives in
// hosts.config (`moneyMode`, `playCoins`), set by the platform operator only. Pure: no I/O.
import { DomainError } from './errors';

export type MoneyMode = 'real' | 'play';

export interface PlayCoins {
  /** the coins a new player receives (and the daily top-up's target), whole coins */
  amount: number;
  /** what the site calls its coins on screen instead of ₹ ('coins', 'Khel coins'…) */
  label: string;
  /** top the player's available coins up to `amount` once a day (India's day) */
  dailyTopUp: boolean;
}

export type HostMoney = { mode: 'real' } | ({ mode: 'play' } & PlayCoins);

export const DEFAULT_PLAY_COINS: PlayCoins = { amount: 10_000, label: 'coins', dailyTopUp: true };
export const MAX_PLAY_COINS = 10_000_000;
export const COIN_LABEL_MAX = 20;

/** The host's money mode from its configuration; anything but an explicit 'play' is real money. */
export function hostMoneyOf(config: Record<string, unknown>): HostMoney {
  if (config.moneyMode !== 'play') return { mode: 'real' };
  const saved = (typeof config.playCoins === 'object' && config.playCoins !== null ? config.playCoins : {}) as Record<string, unknown>;
  const amount = Number.isSafeInteger(saved.amount) && (saved.amount as number) >= 1 && (saved.amount as number) <= MAX_PLAY_COINS ? (saved.amount as number) : DEFAULT_PLAY_COINS.amount;
  const label = typeof saved.label === 'string' && saved.label.trim() !== '' ? saved.label.trim().slice(0, COIN_LABEL_MAX) : DEFAULT_PLAY_COINS.label;
  const dailyTopUp = typeof saved.dailyTopUp === 'boolean' ? saved.dailyTopUp : DEFAULT_PLAY_COINS.dailyTopUp;
  return { mode: 'play', amount, label, dailyTopUp };
}

/** Coins are kept in the ledger like rupees: one coin is 100 units (so the screen's two decimals still hold). */
export const coinsToUnits = (coins: number): number => coins * 100;

/** What a top-up to `targetUnits` adds to an available balance of `balanceUnits` (never takes away). */
export const topUpUnits = (balanceUnits: number, targetUnits: number): number => Math.max(0, targetUnits - balanceUnits);

/** India's calendar day of an instant, 'YYYY-MM-DD' (the top-up's day, one idempotency key per player-day). */
export const indiaDay = (now: Date): string => new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);

export const PLAY_MONEY_REFUSAL = 'This site plays with coins only: there are no deposits or withdrawals, and coins are never paid out.';

/**
 * A money call (deposit, withdrawal, payout account) on a play host or by a play-coin player. 'invalid'
 * (400, a refusal the player reads), never 403: the client ends the session on a 403 (§4.1).
 */
export const playMoneyRefusal = () => new DomainError('invalid', PLAY_MONEY_REFUSAL, { playMoney: true });
