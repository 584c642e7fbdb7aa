// The casino wallet as a provider calls it: QT Platform's shape under /api/v1/casino/qt/{provider},
// with the Pass-Key and Wallet-Session headers, through the real app.
import type { FastifyInstance } from 'fastify';
import { post, type Json } from './app';
import type { TestPlayer } from './players';

export const DEV_PASS_KEY = 'khel-builtin-provider-development-secret';

export interface QtCallOptions {
  passKey?: string | null;
  provider?: string;
  session?: string | null;
  /** extra headers (a proxy's forwarded headers) */
  headers?: Record<string, string>;
  ip?: string;
}

export interface QtAnswer {
  statusCode: number;
  body: Json;
}

/** The wallet through the app (injected requests), or over real sockets when given a live server's origin. */
export function qtWallet(target: FastifyInstance | string) {
  const call = async (method: 'GET' | 'POST', path: string, body: unknown, o: QtCallOptions = {}): Promise<QtAnswer> => {
    const headers: Record<string, string> = { ...o.headers };
    if (o.passKey !== null) headers['pass-key'] = o.passKey ?? DEV_PASS_KEY;
    if (o.session) headers['wallet-session'] = o.session;
    if (method === 'POST') headers['content-type'] = 'application/json';
    const url = `/api/v1/casino/qt/${o.provider ?? 'khel'}${path}`;
    const payload = method === 'POST' ? JSON.stringify(body) : undefined;
    if (typeof target === 'string') {
      const res = await fetch(`${target}${url}`, { method, headers, body: payload });
      return { statusCode: res.status, body: (await res.json()) as Json };
    }
    const res = await target.inject({ method, url, headers: { host: 'localhost', ...headers }, remoteAddress: o.ip ?? '127.0.0.1', ...(payload ? { payload } : {}) });
    return { statusCode: res.statusCode, body: res.json() as Json };
  };
  return {
    session: (playerId: string | number, session: string | null, o: QtCallOptions = {}) => call('GET', `/accounts/${playerId}/session?gameId=g`, undefined, { session, ...o }),
    balance: (playerId: string | number, session: string | null, o: QtCallOptions = {}) => call('GET', `/accounts/${playerId}/balance?gameId=g`, undefined, { session, ...o }),
    transaction: (body: object, session: string | null, o: QtCallOptions = {}) => call('POST', '/transactions', body, { session, ...o }),
    rollback: (body: object, o: QtCallOptions = {}) => call('POST', '/transactions/rollback', body, o),
    reward: (body: object, o: QtCallOptions = {}) => call('POST', '/bonus/rewards', body, o),
  };
}

/** A launch by the player (lotus/lobbyUrl): its one-time Wallet-Session (the URL's token). */
export async function launchSession(app: FastifyInstance, p: TestPlayer, body: object = {}): Promise<string> {
  const res = await post(app, 'lotus/lobbyUrl', body, { token: p.token });
  if (res.statusCode !== 200) throw new Error(`launch refused: ${JSON.stringify(res.body)}`);
  const url = new URL(res.body.launchUrl as string);
  if (url.searchParams.get('player') !== String(p.userId)) throw new Error('the launch URL names another player');
  return url.searchParams.get('token')!;
}

/** A launched and verified Wallet-Session, ready for money calls. */
export async function openSession(app: FastifyInstance, p: TestPlayer): Promise<string> {
  const session = await launchSession(app, p);
  const verified = await qtWallet(app).session(p.userId, session);
  if (verified.statusCode !== 200) throw new Error(`session refused: ${JSON.stringify(verified.body)}`);
  return session;
}

let seq = 0;
/** Fresh round and transaction ids. */
export function qtIds(): { roundId: string; txnId: string } {
  seq++;
  return { roundId: `r-${process.pid}-${seq}`, txnId: `tx-${process.pid}-${seq}` };
}

export const debitBody = (p: TestPlayer, amount: number | string, id = qtIds()) => ({
  txnType: 'DEBIT',
  playerId: String(p.userId),
  gameId: 'slot-lotus-sevens',
  gameName: 'Lotus Sevens',
  amount,
  currency: 'INR',
  clientRoundId: id.roundId,
  created: new Date().toISOString(),
  completed: false,
  ...id,
});
export const creditBody = (p: TestPlayer, amount: number | string, roundId: string, txnId = qtIds().txnId) => ({
  ...debitBody(p, amount, { roundId, txnId }),
  txnType: 'CREDIT',
  completed: true,
});
export const rollbackBody = (p: TestPlayer, debit: { txnId: string; roundId: string; amount: number | string }, txnId = qtIds().txnId) => ({
  betId: debit.txnId,
  txnId,
  playerId: String(p.userId),
  roundId: debit.roundId,
  amount: debit.amount,
  currency: 'INR',
  gameId: 'slot-lotus-sevens',
});
