// Every route plugin of the player side (accounts, wallet, site configuration, payments,
// operators), registered together under /api/v1 so app.ts needs one line for all of them.
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../store/db';
import { accountRoutes } from './account';
import { authRoutes } from './auth';
import { devRoutes } from './dev';
import { signupRoutes } from './signup';
import { siteConfigRoutes } from './site-config';
import { paymentRoutes } from './payments';
import { operatorRoutes } from './operator';
import { walletRoutes } from './wallet';
import { senderFromEnv } from '../messaging/sender';
import { pruneRateLimits } from '../identity/rate-limit';

export const playerApiRoutes =
  (db: Database, config: Config): FastifyPluginAsync =>
  async (api) => {
    // Old rate-limit windows are dropped hourly so the counters table stays small.
    const prune = setInterval(() => void pruneRateLimits(db).catch(() => undefined), 60 * 60 * 1000);
    prune.unref();
    api.addHook('onClose', async () => clearInterval(prune));

    await api.register(authRoutes(db));
    await api.register(accountRoutes(db));
    await api.register(signupRoutes(db, senderFromEnv()));
    await api.register(siteConfigRoutes(db));
    await api.register(paymentRoutes(db));
    await api.register(operatorRoutes(db));
    await api.register(walletRoutes(db));
    if (!config.production) await api.register(devRoutes(db));
  };
