// Money in a round, through the seamless wallet only: stake (debit), win (credit), refund
// (rollback). Transaction ids are made here, unique per call, so the wallet's replay protection
// covers the client's retries. A win, or the rollback of a stake, Khel cannot be reached for is kept
// and re-sent with the same transaction id until it lands (bounded queue), so a player never loses
// money to a network fault.
import { randomBytes } from 'node:crypto';
import type { WalletAnswer, WalletOk } from '../wallet/protocol';
import { WalletUnavailableError, type WalletClient } from '../wallet/client';
import { GameActionError, type GameInfo } from './registry';

/** Stakes a game accepts, in paise: ₹10 to ₹1,00,000 unless the game says otherwise. */
export const MIN_STAKE_PAISE = 10_00;
export const MAX_STAKE_PAISE = 1_00_000_00;

export const newId = (prefix: string): string => `${prefix}-${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`;

export function checkStake(value: unknown, min = MIN_STAKE_PAISE, max = MAX_STAKE_PAISE): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new GameActionError(400, `Stake must be a whole number of paise from ${min} to ${max}`, 'INVALID_STAKE');
  }
  return value;
}

function refusal(answer: WalletAnswer): never {
  if (answer.status === 'OK') throw new Error('not a refusal');
  const status = answer.code === 'INSUFFICIENT_FUNDS' ? 402 : answer.code === 'ACCOUNT_BLOCKED' || answer.code === 'INVALID_TOKEN' ? 403 : 400;
  const message = answer.code === 'INSUFFICIENT_FUNDS' ? 'Insufficient balance' : answer.message;
  throw new GameActionError(status, message, answer.code);
}

export interface Stake {
  playerId: string;
  roundId: string;
  transactionId: string;
  amountPaise: number;
}

/**
 * Takes the stake; throws GameActionError when Khel refuses it (e.g. insufficient balance). When
 * Khel cannot be reached the debit may or may not have happened: its rollback is queued (Khel
 * returns a debit it has, or records the rollback so a late debit is refused), so the player is
 * whole either way.
 */
export async function takeStake(wallet: WalletClient, game: GameInfo, playerId: string, roundId: string, amountPaise: number, transactionId = newId('d')): Promise<{ stake: Stake; balancePaise: number }> {
  let answer: WalletAnswer;
  try {
    answer = await wallet.debit({ playerId, gameId: game.id, gameName: game.name, roundId, transactionId, amountPaise });
  } catch (err) {
    if (err instanceof WalletUnavailableError) queueRetry(() => wallet.rollback({ playerId, gameId: game.id, roundId, transactionId, amountPaise }), { rollback: transactionId });
    throw err;
  }
  if (answer.status !== 'OK') refusal(answer);
  return { stake: { playerId, roundId, transactionId, amountPaise }, balancePaise: answer.balancePaise };
}

/** Gives the stake back (the round could not be played). */
export async function refundStake(wallet: WalletClient, game: GameInfo, stake: Stake): Promise<WalletOk | undefined> {
  const answer = await wallet.rollback({ playerId: stake.playerId, gameId: game.id, roundId: stake.roundId, transactionId: stake.transactionId, amountPaise: stake.amountPaise });
  return answer.status === 'OK' ? answer : undefined;
}

/** Wallet calls that got no answer, re-sent (same transaction id) until Khel answers. */
const pending: Array<{ send: () => Promise<unknown>; what: unknown; tries: number }> = [];
const MAX_PENDING = 10_000;
const MAX_TRIES = 1000;
let retryTimer: NodeJS.Timeout | null = null;

function queueRetry(send: () => Promise<unknown>, what: unknown): void {
  if (pending.length < MAX_PENDING) pending.push({ send, what, tries: 0 });
  else console.error('casino provider: retry queue full', what);
  if (retryTimer) return;
  retryTimer = setInterval(async () => {
    const batch = pending.splice(0, 50);
    for (const p of batch) {
      try {
        await p.send();
      } catch {
        if (++p.tries < MAX_TRIES) pending.push(p);
        else console.error('casino provider: giving up on a wallet call', p.what);
      }
    }
    if (pending.length === 0 && retryTimer) {
      clearInterval(retryTimer);
      retryTimer = null;
    }
  }, 5000);
  retryTimer.unref();
}

/** Pays a win (> 0) into the player's wallet; the new balance, or undefined if it is queued for retry. */
export async function payWin(wallet: WalletClient, game: GameInfo, playerId: string, roundId: string, amountPaise: number, transactionId = newId('c')): Promise<number | undefined> {
  const request = { playerId, gameId: game.id, gameName: game.name, roundId, transactionId, amountPaise };
  try {
    const answer = await wallet.credit(request);
    if (answer.status !== 'OK') {
      console.error('casino provider: win refused', request, answer);
      return undefined;
    }
    return answer.balancePaise;
  } catch {
    queueRetry(() => wallet.credit(request), request);
    return undefined;
  }
}

/**
 * One instant round (a slot spin): stake, outcome, win. The outcome is computed before any money
 * moves, so a refused stake leaves nothing behind.
 */
export async function playInstantRound<R>(
  wallet: WalletClient,
  game: GameInfo,
  playerId: string,
  stakePaise: number,
  outcome: (roundId: string) => { winPaise: number; result: R },
): Promise<{ roundId: string; winPaise: number; result: R; balancePaise: number }> {
  const roundId = newId(game.id.slice(0, 12));
  const { winPaise, result } = outcome(roundId);
  const { balancePaise } = await takeStake(wallet, game, playerId, roundId, stakePaise);
  if (winPaise <= 0) return { roundId, winPaise: 0, result, balancePaise };
  const after = await payWin(wallet, game, playerId, roundId, winPaise);
  return { roundId, winPaise, result, balancePaise: after ?? balancePaise + winPaise };
}
