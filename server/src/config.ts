// Everything the server reads from its environment, read once at start.
import path from 'node:path';
import type { SectionName } from '@khel/shared-kernel/contract';

export interface Config {
  port: number;
  listenHost: string;
  /** set → that PostgreSQL through `pg`; unset → embedded PGlite in `dataDir` */
  databaseUrl: string | undefined;
  dataDir: string;
  production: boolean;
  /**
   * Where each section's mf-manifest.json is, as a template: `{hostname}` is replaced by the
   * requesting host's name, so a page on second.localhost loads its remotes from second.localhost.
   */
  remoteManifest: Record<SectionName, string>;
  /** how often the live stream sends each connection a heartbeat with its resume token */
  streamHeartbeatMs: number;
}

const defaultPorts: Record<SectionName, number> = { sports: 3001, racing: 3002, casino: 3003, account: 3004 };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const manifest = (section: SectionName): string =>
    env[`KHEL_REMOTE_${section.toUpperCase()}_URL`] ??
    `http://{hostname}:${env[`KHEL_${section.toUpperCase()}_PORT`] ?? defaultPorts[section]}/mf-manifest.json`;
  return {
    port: Number(env.KHEL_SERVER_PORT ?? env.PORT ?? 4000),
    listenHost: env.KHEL_LISTEN_HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.KHEL_DATA_DIR ?? '.data/pglite'),
    production: env.NODE_ENV === 'production',
    streamHeartbeatMs: Math.max(100, Number(env.KHEL_STREAM_HEARTBEAT_MS) || 15_000),
    remoteManifest: {
      sports: manifest('sports'),
      racing: manifest('racing'),
      casino: manifest('casino'),
      account: manifest('account'),
    },
  };
}
