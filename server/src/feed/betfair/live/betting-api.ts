// Betfair's Betting API, the little of it the live feed needs: listMarketCatalogue over JSON-RPC
// (names of the markets, runners, event and competition the stream leaves out), batched and cached,
// and the session keep-alive. The application key and session token go in the headers Betfair
// documents (X-Application, X-Authentication) and nowhere else: never in a log line or an error.
import type { CatalogueEntry } from '../replay';

export const DEFAULT_API_URL = 'https://api.betfair.com/exchange/betting/json-rpc/v1';
export const DEFAULT_KEEPALIVE_URL = 'https://identitysso.betfair.com/api/keepAlive';

/** MARKET_DESCRIPTION and RUNNER_METADATA weigh 1 each a market: 100 markets stay within Betfair's 200 points a request. */
export const CATALOGUE_BATCH = 100;
const PROJECTION = ['MARKET_DESCRIPTION', 'RUNNER_DESCRIPTION', 'RUNNER_METADATA', 'EVENT', 'EVENT_TYPE', 'COMPETITION'];

export interface Credentials {
  appKey: string;
  session: string;
}

export interface BettingApiOptions {
  credentials: Credentials;
  url?: string;
  keepAliveUrl?: string;
  fetch?: typeof fetch;
  /** a request unanswered this long fails (default 10 s): the feed's step waits for names */
  timeoutMs?: number;
}

/** Removes the credentials from a text that may have come back from the other side. */
export function redact(text: string, c: Credentials): string {
  let out = text;
  for (const secret of [c.session, c.appKey]) if (secret) out = out.split(secret).join('***');
  return out;
}

interface RpcAnswer {
  result?: CatalogueEntry[];
  error?: { code?: number; message?: string; data?: { APINGException?: { errorCode?: string } } };
}

export class BettingApi {
  private readonly cache = new Map<string, CatalogueEntry>();
  private readonly fetch: typeof fetch;
  constructor(private readonly o: BettingApiOptions) {
    this.fetch = o.fetch ?? fetch;
  }

  private headers(): Record<string, string> {
    return {
      'X-Application': this.o.credentials.appKey,
      'X-Authentication': this.o.credentials.session,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    };
  }

  private signal(): AbortSignal {
    return AbortSignal.timeout(this.o.timeoutMs ?? 10_000);
  }

  cached(marketId: string): CatalogueEntry | undefined {
    return this.cache.get(marketId);
  }

  /** Fetches (in batches) the catalogue of the markets not cached yet; the cache answers afterwards. */
  async listMarketCatalogue(marketIds: readonly string[]): Promise<void> {
    const wanted = [...new Set(marketIds)].filter((id) => !this.cache.has(id));
    for (let i = 0; i < wanted.length; i += CATALOGUE_BATCH) {
      const batch = wanted.slice(i, i + CATALOGUE_BATCH);
      const body = {
        jsonrpc: '2.0',
        method: 'SportsAPING/v1.0/listMarketCatalogue',
        params: { filter: { marketIds: batch }, marketProjection: PROJECTION, maxResults: batch.length },
        id: 1,
      };
      const res = await this.fetch(this.o.url ?? DEFAULT_API_URL, { method: 'POST', headers: this.headers(), body: JSON.stringify(body), signal: this.signal() });
      const text = await res.text();
      if (!res.ok) throw new Error(`listMarketCatalogue: HTTP ${res.status}`);
      const answer = JSON.parse(text) as RpcAnswer;
      if (answer.error) {
        const code = answer.error.data?.APINGException?.errorCode ?? answer.error.message ?? String(answer.error.code);
        throw new Error(`listMarketCatalogue: ${redact(code, this.o.credentials)}`);
      }
      for (const entry of answer.result ?? []) this.cache.set(entry.marketId, entry);
    }
  }

  /** Extends the session (Betfair's keepAlive); false when Betfair says the session is gone. */
  async keepAlive(): Promise<{ ok: boolean; error?: string }> {
    const res = await this.fetch(this.o.keepAliveUrl ?? DEFAULT_KEEPALIVE_URL, { method: 'GET', headers: this.headers(), signal: this.signal() });
    const answer = (await res.json().catch(() => ({}))) as { status?: string; error?: string };
    if (answer.status === 'SUCCESS') return { ok: true };
    return { ok: false, error: redact(answer.error || `HTTP ${res.status}`, this.o.credentials) };
  }
}
