// The built-in casino provider as its own process (bundled from casino-provider/src/main.ts), against
// a live Khel server: the tests that drive real rounds, restart it or attack it through the wallet.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

const providerDir = resolve(__dirname, '../../../casino-provider');

export const freePort = () =>
  new Promise<number>((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });

export interface ProviderProcess {
  port: number;
  origin: string;
  /** its round journal's records so far (the provider's own ledger of what it was debited) */
  journal(): Array<Record<string, unknown>>;
  /** starts it (again), with the wallet at `apiUrl` */
  start(apiUrl: string, env?: Record<string, string>): Promise<void>;
  /** SIGKILL */
  kill(): Promise<void>;
  /** kills it and deletes its bundle and data */
  close(): Promise<void>;
}

/** Bundles the provider into a fresh work folder and picks its port (start it with start()). */
export async function providerProcess(): Promise<ProviderProcess> {
  const work = mkdtempSync(join(tmpdir(), 'khel-provider-'));
  const bundle = join(work, 'provider.js');
  await build({ entryPoints: [join(providerDir, 'src/main.ts')], outfile: bundle, bundle: true, platform: 'node', target: 'node20', format: 'cjs', logLevel: 'warning' });
  const port = await freePort();
  let child: ChildProcess | null = null;
  const kill = async () => {
    const c = child;
    child = null;
    if (!c || c.exitCode !== null) return;
    await new Promise<void>((done) => {
      c.once('exit', () => done());
      c.kill('SIGKILL');
    });
  };
  const journalFile = join(work, 'data', 'rounds.jsonl');
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    journal: () => (existsSync(journalFile) ? readFileSync(journalFile, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>) : []),
    async start(apiUrl, env = {}) {
      const c = spawn(process.execPath, [bundle], {
        cwd: work,
        env: { PATH: process.env.PATH, KHEL_PROVIDER_PORT: String(port), KHEL_LISTEN_HOST: '127.0.0.1', KHEL_API_URL: apiUrl, KHEL_PROVIDER_DATA_DIR: join(work, 'data'), ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = c;
      let out = '';
      c.stdout!.on('data', (d: Buffer) => (out += d.toString()));
      c.stderr!.on('data', (d: Buffer) => (out += d.toString()));
      for (let i = 0; i < 200; i++) {
        if (out.includes('listening on')) return;
        if (c.exitCode !== null) throw new Error(`provider exited: ${out}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`provider did not start: ${out}`);
    },
    kill,
    async close() {
      await kill();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/** Opens a launch URL at the provider as the player's frame would: the provider's session id. */
export async function openLaunch(launchUrl: string): Promise<{ status: number; session: string | null }> {
  const res = await fetch(launchUrl, { redirect: 'manual' });
  const location = res.headers.get('location');
  return { status: res.status, session: location ? new URL(location, 'http://provider').searchParams.get('s') : null };
}
