// GET /feed/status: the market feed this instance runs (feed/status.ts), for operators and tests.
import type { FastifyPluginAsync } from 'fastify';
import { FeedStatusAnswer } from '@khel/shared-kernel/contract-schemas';
import { feedStatus } from '../feed/status';

export const feedStatusRoutes: FastifyPluginAsync = async (app) => {
  app.get('/feed/status', { schema: { summary: 'The market feed running on this instance: a replay\'s position and speed per market', tags: ['health'], response: { 200: FeedStatusAnswer } } }, async () => ({
    status: true,
    msg: 'ok',
    data: feedStatus(),
  }));
};
