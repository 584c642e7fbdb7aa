// The provider's side of the seamless wallet: signed calls to Khel. A money call that gets no
// answer (network error, 5xx) is retried with the same transaction id, which Khel executes once.
import type {
  WalletAnswer,
  WalletAuthenticateOk as AuthenticateOk,
  WalletCall,
  WalletCreditRequest as CreditRequest,
  WalletDebitRequest as DebitRequest,
  WalletOk,
  WalletRollbackRequest as RollbackRequest,
} from '@khel/shared-kernel/contract';
import { PROVIDER_HEADER, SIGNATURE_HEADER, signBody } from './protocol';

export interface WalletClientOptions {
  /** Khel's API base, e.g. http://127.0.0.1:4000/api/v1 */
  apiUrl: string;
  providerCode: string;
  secret: string;
  /** tries of one call before giving up (bounded) */
  attempts?: number;
  fetch?: typeof fetch;
}

export class WalletUnavailableError extends Error {}

export class WalletClient {
  private readonly attempts: number;
  private readonly fetch: typeof fetch;

  constructor(private readonly opts: WalletClientOptions) {
    this.attempts = Math.min(Math.max(opts.attempts ?? 3, 1), 5);
    this.fetch = opts.fetch ?? fetch;
  }

  authenticate(token: string): Promise<WalletAnswer<AuthenticateOk>> {
    return this.call('authenticate', { token });
  }
  balance(playerId: string): Promise<WalletAnswer> {
    return this.call('balance', { playerId });
  }
  debit(req: DebitRequest): Promise<WalletAnswer> {
    return this.call('debit', req);
  }
  credit(req: CreditRequest): Promise<WalletAnswer> {
    return this.call('credit', req);
  }
  rollback(req: RollbackRequest): Promise<WalletAnswer> {
    return this.call('rollback', req);
  }

  private async call<T extends WalletOk>(call: WalletCall, payload: object): Promise<WalletAnswer<T>> {
    const body = JSON.stringify(payload);
    const headers = {
      'content-type': 'application/json',
      accept: 'application/json',
      [PROVIDER_HEADER]: this.opts.providerCode,
      [SIGNATURE_HEADER]: signBody(this.opts.secret, body),
    };
    let lastError: unknown;
    for (let attempt = 0; attempt < this.attempts; attempt++) {
      try {
        const res = await this.fetch(`${this.opts.apiUrl}/casino/wallet/${call}`, { method: 'POST', headers, body });
        if (res.status >= 500) {
          lastError = new Error(`wallet ${call}: HTTP ${res.status}`);
        } else {
          return (await res.json()) as WalletAnswer<T>;
        }
      } catch (err) {
        lastError = err;
      }
      await new Promise((r) => setTimeout(r, 100 * (attempt + 1)));
    }
    throw new WalletUnavailableError(`wallet ${call} unavailable: ${String(lastError)}`);
  }
}
