// The provider's side of the seamless wallet: QT Platform's calls to Khel under
// {apiUrl}/casino/qt/{providerCode}, with the Pass-Key on every call and the player's Wallet-Session
// (from the launch) on session, balance and DEBIT. A money call that gets no answer (network error,
// 5xx) is retried with the same txnId, which Khel executes once.
//
// Transaction ids: a debit's is d-{betId}, its credit c-{betId}, its rollback r-{betId} (the
// rollback names the debit in betId): unique per call kind, derived from the bet, so a retry or a
// restart's recovery sends the same id and moves no money twice.
import { QT_PASS_KEY_HEADER, QT_WALLET_BASE, QT_WALLET_SESSION_HEADER } from '@khel/shared-kernel/contract';
import { toPaise, toRupees, type WalletAnswer, type WalletOk } from './protocol';

export interface WalletClientOptions {
  /** Khel's API base, e.g. http://127.0.0.1:4000/api/v1 */
  apiUrl: string;
  providerCode: string;
  /** the Pass-Key Khel holds for this provider */
  passKey: string;
  /** tries of one call before giving up (bounded) */
  attempts?: number;
  fetch?: typeof fetch;
}

export interface MoneyRequest {
  playerId: string;
  gameId: string;
  gameName: string;
  roundId: string;
  /** this call's txnId */
  transactionId: string;
  amountPaise: number;
}
export interface RollbackRequest {
  playerId: string;
  gameId: string;
  roundId: string;
  /** the debit's txnId (the rollback's own is derived from it) */
  transactionId: string;
  /** the debit's amount */
  amountPaise: number;
}

export class WalletUnavailableError extends Error {}

/** The rollback's own txnId for a debit's. */
export const rollbackTxnId = (debitTxnId: string): string => `r-${debitTxnId.replace(/^d-/, '')}`;

export class WalletClient {
  private readonly attempts: number;
  private readonly fetch: typeof fetch;
  /** Each player's Wallet-Session: the latest verified launch (kept in memory, like the provider's sessions). */
  private readonly walletSessions = new Map<string, string>();
  /** told when Khel ends a player's Wallet-Session (revoked, expired, or the player blocked) */
  onSessionEnded: (playerId: string) => void = () => {};

  constructor(private readonly opts: WalletClientOptions) {
    this.attempts = Math.min(Math.max(opts.attempts ?? 3, 1), 5);
    this.fetch = opts.fetch ?? fetch;
  }

  private get base(): string {
    return `${this.opts.apiUrl}${QT_WALLET_BASE}/${encodeURIComponent(this.opts.providerCode)}`;
  }

  /** Verifies a launch's Wallet-Session (once: Khel refuses a second verification) and keeps it for the player's calls. */
  async verifySession(playerId: string, walletSession: string, gameId: string): Promise<WalletAnswer> {
    const answer = await this.call('GET', `/accounts/${encodeURIComponent(playerId)}/session?gameId=${encodeURIComponent(gameId)}`, undefined, walletSession);
    if (answer.status === 'OK') this.walletSessions.set(playerId, walletSession);
    return answer;
  }

  balance(playerId: string, gameId = ''): Promise<WalletAnswer> {
    return this.withSession(playerId, (s) => this.call('GET', `/accounts/${encodeURIComponent(playerId)}/balance?gameId=${encodeURIComponent(gameId)}`, undefined, s));
  }

  debit(req: MoneyRequest): Promise<WalletAnswer> {
    return this.withSession(req.playerId, (s) => this.call('POST', '/transactions', transaction('DEBIT', req), s));
  }

  /** A win (a CREDIT of 0 closes a lost round). Sent without a session requirement: it may come after the session ended. */
  credit(req: MoneyRequest): Promise<WalletAnswer> {
    return this.call('POST', '/transactions', transaction('CREDIT', req), this.walletSessions.get(req.playerId));
  }

  rollback(req: RollbackRequest): Promise<WalletAnswer> {
    return this.call('POST', '/transactions/rollback', {
      betId: req.transactionId,
      txnId: rollbackTxnId(req.transactionId),
      playerId: req.playerId,
      roundId: req.roundId,
      amount: toRupees(req.amountPaise),
      currency: 'INR',
      gameId: req.gameId,
    });
  }

  private async withSession(playerId: string, send: (walletSession: string) => Promise<WalletAnswer>): Promise<WalletAnswer> {
    const walletSession = this.walletSessions.get(playerId);
    if (!walletSession) return { status: 'ERROR', code: 'INVALID_TOKEN', message: 'Your game session has ended. Please open the game again from the site.' };
    const answer = await send(walletSession);
    if (answer.status === 'ERROR' && (answer.code === 'INVALID_TOKEN' || answer.code === 'ACCOUNT_BLOCKED') && this.walletSessions.get(playerId) === walletSession) {
      this.walletSessions.delete(playerId);
      this.onSessionEnded(playerId);
    }
    return answer;
  }

  private async call(method: 'GET' | 'POST', path: string, payload: object | undefined, walletSession?: string): Promise<WalletAnswer> {
    const headers: Record<string, string> = { accept: 'application/json', [QT_PASS_KEY_HEADER]: this.opts.passKey };
    if (walletSession) headers[QT_WALLET_SESSION_HEADER] = walletSession;
    if (payload) headers['content-type'] = 'application/json';
    const body = payload ? JSON.stringify(payload) : undefined;
    let lastError: unknown;
    for (let attempt = 0; attempt < this.attempts; attempt++) {
      try {
        const res = await this.fetch(`${this.base}${path}`, { method, headers, body });
        if (res.status >= 500) {
          lastError = new Error(`wallet ${path}: HTTP ${res.status}`);
        } else {
          return answerOf(res.status, await res.json().catch(() => null));
        }
      } catch (err) {
        lastError = err;
      }
      await new Promise((r) => setTimeout(r, 100 * (attempt + 1)));
    }
    throw new WalletUnavailableError(`wallet ${path} unavailable: ${String(lastError)}`);
  }
}

const transaction = (txnType: 'DEBIT' | 'CREDIT', r: MoneyRequest) => ({
  txnType,
  txnId: r.transactionId,
  playerId: r.playerId,
  roundId: r.roundId,
  amount: toRupees(r.amountPaise),
  currency: 'INR',
  gameId: r.gameId,
  gameName: r.gameName,
  clientRoundId: r.roundId,
  created: new Date().toISOString(),
  completed: txnType === 'CREDIT',
});

/** Khel's answer as the provider's envelope: 200 {balance, …} is OK; anything else {code, message} is a refusal. */
function answerOf(status: number, body: unknown): WalletAnswer {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (status === 200) {
    const balancePaise = toPaise(b.balance);
    if (balancePaise === null) return { status: 'ERROR', code: 'UNKNOWN_ERROR', message: 'The wallet answered no balance' };
    const ok: WalletOk = { status: 'OK', balancePaise };
    if (typeof b.referenceId === 'string') ok.referenceId = b.referenceId;
    return ok;
  }
  const known = ['LOGIN_FAILED', 'INVALID_TOKEN', 'ACCOUNT_BLOCKED', 'INSUFFICIENT_FUNDS', 'REQUEST_DECLINED', 'UNKNOWN_ERROR'] as const;
  const code = known.find((c) => c === b.code) ?? 'UNKNOWN_ERROR';
  return { status: 'ERROR', code, message: typeof b.message === 'string' ? b.message : `The wallet refused the call (HTTP ${status})` };
}
