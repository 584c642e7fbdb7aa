// Every route plugin of the player side (accounts, wallet, site configuration, payments,
// operators), registered together under /api/v1 so app.ts needs one line for all of them.
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../store/db';
import { accountRoutes } from './account';
import { authRoutes } from './auth';

export const playerApiRoutes =
  (db: Database, _config: Config): FastifyPluginAsync =>
  async (api) => {
    await api.register(authRoutes(db));
    await api.register(accountRoutes(db));
  };
