// GET /api/v1/site/remotes: the requesting host's sections and where each remote is loaded from.
import type { FastifyPluginAsync } from 'fastify';
import type { Envelope, SiteRemotes } from '@khel/shared-kernel/contract';
import type { Config } from '../config';
import type { Database } from '../store/db';
import { findHostByDomain } from '../site/hosts';
import { requestHostname } from '../site/request-host';
import { ok } from './reply';
import { SiteRemotesAnswer } from '@khel/shared-kernel/contract-schemas';

export const siteRemotesRoutes =
  (db: Database, config: Config): FastifyPluginAsync =>
  async (app) => {
    app.get('/site/remotes', { schema: { summary: "The requesting host's sections and where each remote loads from", tags: ['site'], response: { 200: SiteRemotesAnswer } } }, async (req, reply): Promise<Envelope<SiteRemotes>> => {
      const hostname = requestHostname(req);
      const host = await findHostByDomain(db, hostname);
      const protocol = req.protocol === 'https' ? 'https' : 'http';
      const fill = (template: string) =>
        template.replaceAll('{hostname}', hostname || 'localhost').replaceAll('{protocol}', protocol);
      reply.header('Cache-Control', 'no-cache');
      return ok({
        host: hostname,
        siteName: host.siteName,
        themeColor: host.themeColor,
        remotes: host.sections.map(({ section, manifestUrl }) => ({
          name: section,
          entry: fill(manifestUrl ?? config.remoteManifest[section]),
        })),
      });
    });
  };
