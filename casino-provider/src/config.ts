// Everything the provider reads from its environment, read once at start.
import { providerLimits, type ProviderLimits } from './http/limits';

export interface ProviderConfig {
  port: number;
  listenHost: string;
  /** Khel's API base the wallet calls go to */
  apiUrl: string;
  /** this provider's code at Khel and the Pass-Key Khel holds for it */
  providerCode: string;
  passKey: string;
  production: boolean;
  /** where the round journal lives (a restart settles the rounds it left open from it) */
  dataDir: string;
  /** what one process holds at most: live sockets per address and in all, connections, timeouts, body size */
  limits: ProviderLimits;
}

/** The development Pass-Key; production must set KHEL_CASINO_SECRET (the same value on both sides; Khel refuses this one in production). */
export const DEVELOPMENT_SECRET = 'khel-builtin-provider-development-secret';

export function loadProviderConfig(env: NodeJS.ProcessEnv = process.env): ProviderConfig {
  const production = env.NODE_ENV === 'production';
  const secret = env.KHEL_CASINO_SECRET || (production ? '' : DEVELOPMENT_SECRET);
  if (!secret || (production && secret === DEVELOPMENT_SECRET)) throw new Error('KHEL_CASINO_SECRET must be set (to a secret of your own) in production');
  return {
    port: Number(env.KHEL_PROVIDER_PORT || 3005),
    listenHost: env.KHEL_LISTEN_HOST ?? '0.0.0.0',
    apiUrl: env.KHEL_API_URL ?? `http://127.0.0.1:${env.KHEL_SERVER_PORT || 4000}/api/v1`,
    providerCode: env.KHEL_PROVIDER_CODE ?? 'khel',
    passKey: secret,
    production,
    dataDir: env.KHEL_PROVIDER_DATA_DIR || '.data/casino-provider',
    limits: providerLimits(env),
  };
}
