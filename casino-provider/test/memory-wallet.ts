// A stand-in for Khel's seamless wallet in the provider's unit tests: the real WalletClient talks to
// it through an injected fetch. It keeps Khel's rules that the games rely on: each transaction id
// executes once (a replay gets the first answer), insufficient funds is refused, a rollback returns
// its debit once. The provider's e2e tests use Khel's real server instead.
import type { WalletAnswer } from '@khel/shared-kernel/contract';
import { WalletClient } from '../src/wallet/client';

export class MemoryWallet {
  readonly balances = new Map<string, number>();
  readonly answers = new Map<string, WalletAnswer>();
  readonly calls: Array<{ call: string; body: Record<string, unknown> }> = [];
  /** Milliseconds each call takes (to let tests race calls). */
  delayMs = 0;
  /** While true every call fails as a network error would (Khel unreachable). */
  down = false;

  client(): WalletClient {
    const fetchLike = async (url: string | URL | Request, init?: RequestInit) => {
      const call = String(url).split('/').pop()!;
      if (this.down) throw new TypeError('fetch failed');
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      if (this.delayMs) await new Promise((r) => setTimeout(r, this.delayMs));
      const answer = this.execute(call, body);
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    };
    return new WalletClient({ apiUrl: 'http://wallet.test/api/v1', providerCode: 'khel', secret: 'test', fetch: fetchLike as typeof fetch });
  }

  balanceOf(playerId: string): number {
    return this.balances.get(playerId) ?? 0;
  }

  /** Money that moved in each direction, from the executed calls. */
  executed(kind: 'debit' | 'credit' | 'rollback'): number {
    return [...this.answers.keys()].filter((k) => k.startsWith(`${kind}:`)).length;
  }

  private execute(call: string, body: Record<string, unknown>): WalletAnswer {
    this.calls.push({ call, body });
    const playerId = String(body.playerId);
    if (call === 'balance') return { status: 'OK', balancePaise: this.balanceOf(playerId) };
    const key = `${call}:${String(body.transactionId)}`;
    const known = this.answers.get(key);
    if (known) return known;
    let answer: WalletAnswer;
    const amount = Number(body.amountPaise);
    if (call === 'debit') {
      if (this.answers.has(`rollback:${String(body.transactionId)}`)) answer = { status: 'ERROR', code: 'TRANSACTION_ROLLED_BACK', message: 'rolled back' };
      else if (this.balanceOf(playerId) < amount) answer = { status: 'ERROR', code: 'INSUFFICIENT_FUNDS', message: 'Insufficient funds' };
      else {
        this.balances.set(playerId, this.balanceOf(playerId) - amount);
        answer = { status: 'OK', balancePaise: this.balanceOf(playerId) };
      }
    } else if (call === 'credit') {
      this.balances.set(playerId, this.balanceOf(playerId) + amount);
      answer = { status: 'OK', balancePaise: this.balanceOf(playerId) };
    } else {
      const debit = this.answers.get(`debit:${String(body.transactionId)}`);
      const debitCall = this.calls.find((c) => c.call === 'debit' && c.body.transactionId === body.transactionId);
      if (debit?.status === 'OK' && debitCall) this.balances.set(playerId, this.balanceOf(playerId) + Number(debitCall.body.amountPaise));
      answer = { status: 'OK', balancePaise: this.balanceOf(playerId) };
    }
    this.answers.set(key, answer);
    return answer;
  }
}
