// Every route plugin of the player side (accounts, wallet, site configuration, payments,
// operators), registered together under /api/v1 so app.ts needs one line for all of them.
import type { FastifyPluginAsync } from 'fastify';
import type { RgMemory } from '../responsible-gambling/rg-memory';
import type { Config } from '../config';
import type { Database } from '../store/db';
import { accountRoutes } from './account';
import { authRoutes } from './auth';
import { devRoutes } from './dev';
import { signupRoutes } from './signup';
import { socialLoginRoutes } from './social-login';
import { siteConfigRoutes } from './site-config';
import { jurisdictionRoutes } from './jurisdiction';
import { paymentRoutes } from './payments';
import { operatorRoutes } from './operator';
import { walletRoutes } from './wallet';
import { responsibleGamblingRoutes } from './responsible-gambling';
import { webAppRoutes } from './web-app';
import { contentRoutes } from './content';
import { messagingRoutes } from './messaging';
import { reconciliationRoutes } from './reconciliation';
import { senderFromEnv } from '../messaging/sender';
import { pruneIdentityTables } from '../identity/housekeeping';
import { expireBonusGrants } from '../wallet/bonus';
import { vacuumBusyTables } from '../store/maintenance';

export const playerApiRoutes =
  (db: Database, config: Config, rgMemory: RgMemory): FastifyPluginAsync =>
  async (api) => {
    // Hourly housekeeping: short-lived identity rows are dropped, expired bonus grants forfeited, and
    // on PGlite (which runs no autovacuum, unlike PostgreSQL) the tables every bet rewrites are vacuumed.
    const housekeeping = async () => {
      await pruneIdentityTables(db);
      await expireBonusGrants(db);
      await vacuumBusyTables(db);
    };
    const prune = setInterval(() => void housekeeping().catch((err: Error) => api.log.warn({ err }, 'housekeeping failed')), 60 * 60 * 1000);
    prune.unref();
    api.addHook('onClose', async () => clearInterval(prune));

    await api.register(authRoutes(db));
    await api.register(accountRoutes(db));
    const sender = senderFromEnv();
    await api.register(signupRoutes(db, sender));
    await api.register(socialLoginRoutes(db, sender));
    await api.register(siteConfigRoutes(db));
    await api.register(jurisdictionRoutes(db));
    await api.register(paymentRoutes(db));
    await api.register(operatorRoutes(db));
    await api.register(walletRoutes(db));
    await api.register(responsibleGamblingRoutes(db, rgMemory));
    await api.register(webAppRoutes(db));
    await api.register(contentRoutes(db, sender));
    await api.register(messagingRoutes(db, config));
    await api.register(reconciliationRoutes(db));
    if (config.devHelpers && !config.production) await api.register(devRoutes(db));
  };
