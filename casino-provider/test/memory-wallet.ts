// A stand-in for Khel's seamless wallet in the provider's unit tests, speaking QT Platform's shape on
// the wire: the real WalletClient talks to it through an injected fetch (Pass-Key and Wallet-Session
// headers, rupees, {code, message} refusals with QT's statuses). It keeps Khel's rules that the games
// rely on: a txnId is unique across call kinds (a replay of the same call gets the first answer, any
// other use of the id is REQUEST_DECLINED), a debit needs the player's verified Wallet-Session,
// insufficient funds is refused, a rollback returns its debit once (a rollback before its debit is
// recorded, so the late debit is refused; a rolled-back debit stays rolled back), a credit needs a
// debit of the player's round. The provider's end-to-end tests use Khel's real server instead.
import { randomBytes } from 'node:crypto';
import { QT_ERROR_STATUS, type QtErrorCode } from '@khel/shared-kernel/contract';
import { WalletClient } from '../src/wallet/client';
import { toPaise } from '../src/wallet/protocol';

const PASS_KEY = 'memory-wallet-pass-key';
type Kind = 'debit' | 'credit' | 'rollback';

export class MemoryWallet {
  readonly balances = new Map<string, number>();
  /** executed transactions by txnId */
  readonly transactions = new Map<string, { kind: Kind; playerId: string; roundId: string; amountPaise: number; betId?: string }>();
  readonly calls: Array<{ call: Kind | 'session' | 'balance'; body: Record<string, unknown> }> = [];
  /** Milliseconds each call takes (to let tests race calls). */
  delayMs = 0;
  /** While true every call fails as a network error would (Khel unreachable). */
  down = false;
  private readonly sessions = new Map<string, { playerId: string; opened: boolean }>();

  /** A client with a verified Wallet-Session for every player that has a balance, launched through the protocol. */
  async client(): Promise<WalletClient> {
    const fetchLike = async (url: string | URL | Request, init?: RequestInit) => {
      if (this.down) throw new TypeError('fetch failed');
      if (this.delayMs) await new Promise((r) => setTimeout(r, this.delayMs));
      const headers = new Headers(init?.headers);
      const { status, body } = this.execute(new URL(String(url)), init?.method ?? 'GET', headers, init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {});
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    };
    const client = new WalletClient({ apiUrl: 'http://wallet.test/api/v1', providerCode: 'khel', passKey: PASS_KEY, fetch: fetchLike as typeof fetch });
    const down = this.down; // the launches happened while Khel answered
    this.down = false;
    try {
      for (const playerId of this.balances.keys()) {
        const answer = await client.verifySession(playerId, this.launch(playerId), '');
        if (answer.status !== 'OK') throw new Error(`memory wallet: session refused ${JSON.stringify(answer)}`);
      }
    } finally {
      this.down = down;
    }
    return client;
  }

  /** A launch: a new Wallet-Session for the player, to be verified once. */
  launch(playerId: string): string {
    const s = randomBytes(32).toString('base64url');
    this.sessions.set(s, { playerId, opened: false });
    return s;
  }

  /** Ends the player's Wallet-Sessions (Khel revoked them). */
  revoke(playerId: string): void {
    for (const [k, s] of this.sessions) if (s.playerId === playerId) this.sessions.delete(k);
  }

  balanceOf(playerId: string): number {
    return this.balances.get(playerId) ?? 0;
  }

  /** How many calls of a kind moved money or were recorded. */
  executed(kind: Kind): number {
    return [...this.transactions.values()].filter((t) => t.kind === kind).length;
  }

  private execute(url: URL, method: string, headers: Headers, body: Record<string, unknown>): { status: number; body: unknown } {
    const refuse = (code: QtErrorCode, message: string) => ({ status: QT_ERROR_STATUS[code], body: { code, message } });
    const ok = (playerId: string, extra: object) => ({ status: 200, body: { balance: this.balanceOf(playerId) / 100, ...extra } });
    if (headers.get('pass-key') !== PASS_KEY) return refuse('LOGIN_FAILED', 'Invalid Pass-Key');
    const path = url.pathname.replace(/^\/api\/v1\/casino\/qt\/khel/, '');
    const session = this.sessions.get(headers.get('wallet-session') ?? '');
    const account = /^\/accounts\/([^/]+)\/(session|balance)$/.exec(path);
    if (method === 'GET' && account) {
      const playerId = decodeURIComponent(account[1]!);
      const call = account[2] as 'session' | 'balance';
      this.calls.push({ call, body: { playerId } });
      if (!session || session.playerId !== playerId || session.opened !== (call === 'balance')) return refuse('INVALID_TOKEN', 'Invalid Wallet-Session');
      session.opened = true;
      return ok(playerId, { currency: 'INR' });
    }
    const kind: Kind | null = path === '/transactions' ? (body.txnType === 'DEBIT' ? 'debit' : 'credit') : path === '/transactions/rollback' ? 'rollback' : null;
    if (method !== 'POST' || !kind) return refuse('REQUEST_DECLINED', 'No such call');
    this.calls.push({ call: kind, body });
    const txnId = String(body.txnId);
    const playerId = String(body.playerId);
    const roundId = String(body.roundId);
    const amountPaise = toPaise(body.amount);
    if (amountPaise === null || amountPaise < 0 || body.currency !== 'INR') return refuse('REQUEST_DECLINED', 'Bad amount');
    const betId = kind === 'rollback' ? String(body.betId) : undefined;
    const rolledBack = (id: string) => [...this.transactions.values()].some((t) => t.kind === 'rollback' && t.betId === id);
    const known = this.transactions.get(txnId);
    if (known) {
      const same = known.kind === kind && known.playerId === playerId && known.roundId === roundId && known.amountPaise === amountPaise && known.betId === betId;
      if (!same) return refuse('REQUEST_DECLINED', 'txnId already used');
      if (kind === 'debit' && rolledBack(txnId)) return refuse('REQUEST_DECLINED', 'rolled back');
      return ok(playerId, { referenceId: txnId });
    }
    if (kind === 'debit') {
      if (!session || session.playerId !== playerId || !session.opened) return refuse('INVALID_TOKEN', 'Invalid Wallet-Session');
      if (rolledBack(txnId)) return refuse('REQUEST_DECLINED', 'rolled back');
      if (this.balanceOf(playerId) < amountPaise) return refuse('INSUFFICIENT_FUNDS', 'Insufficient funds');
      this.balances.set(playerId, this.balanceOf(playerId) - amountPaise);
    } else if (kind === 'credit') {
      const debited = [...this.transactions.entries()].some(([id, t]) => t.kind === 'debit' && t.playerId === playerId && t.roundId === roundId && !rolledBack(id));
      if (!debited) return refuse('REQUEST_DECLINED', 'No stake in this round');
      this.balances.set(playerId, this.balanceOf(playerId) + amountPaise);
    } else {
      const debit = this.transactions.get(betId!);
      if (debit) {
        if (debit.kind !== 'debit' || debit.playerId !== playerId || debit.roundId !== roundId || debit.amountPaise !== amountPaise) return refuse('REQUEST_DECLINED', 'Does not match its debit');
        if (rolledBack(betId!)) return refuse('REQUEST_DECLINED', 'Already rolled back');
        if ([...this.transactions.values()].some((t) => t.kind === 'credit' && t.roundId === roundId)) return refuse('REQUEST_DECLINED', 'Round settled');
        this.balances.set(playerId, this.balanceOf(playerId) + amountPaise);
      }
    }
    this.transactions.set(txnId, { kind, playerId, roundId, amountPaise, ...(betId ? { betId } : {}) });
    return ok(playerId, { referenceId: txnId });
  }
}
