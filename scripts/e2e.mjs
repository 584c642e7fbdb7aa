// `npm test`'s end-to-end step: Playwright in two lanes at once, the desktop project and the mobile
// project, each against its own whole product (server on its own fresh PGlite folder, static servers,
// casino provider, crashing-remote fixture) on its own ports. One Playwright worker per lane, so each lane
// runs its files in order against one product exactly as a single run did.
//   lane desktop: the ports of the environment (tools/ports.js, KHEL_FIXTURE_PORT; defaults 3000–3006,
//                 3009, 4000)
//   lane mobile:  every one of those ports plus KHEL_E2E_PORT_OFFSET (default 10: 3010–3016, 3019, 4010)
// Each lane writes e2e/.results/playwright-<lane>.json (scripts/summarise-tests.mjs adds them up) and keeps
// its failure traces in e2e/artifacts/test-results-<lane>. Arguments go to each lane's Playwright (a spec
// file, --grep …). KHEL_E2E_LANES=1 runs both projects in one Playwright process on the first ports instead
// (half the memory, about twice the time). A whole run (no arguments) adds a third lane, `replay`, for the
// specs that start a product of their own (OWN_PRODUCT_SPECS below).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const { ports } = createRequire(import.meta.url)('../tools/ports.js');
const FIXTURE_PORT = Number(process.env.KHEL_FIXTURE_PORT || 3009);

/** The environment that puts a whole product, and the fixture server, on every port plus `offset`. */
function portEnv(offset) {
  const env = Object.fromEntries(Object.entries(ports).map(([part, port]) => [`KHEL_${part.toUpperCase()}_PORT`, String(port + offset)]));
  return { ...env, KHEL_FIXTURE_PORT: String(FIXTURE_PORT + offset) };
}

// further arguments go to every lane's Playwright (a spec file, --grep …)
const extra = process.argv.slice(2);
const offset = Number(process.env.KHEL_E2E_PORT_OFFSET || 10);
// Specs that start a product of their own (the Betfair replay) and mostly wait on it: on a whole run they
// get a lane of their own beside the two, so the desktop lane does not wait for them. The lane starts no
// shared product (KHEL_E2E_OWN_PRODUCT); the spec's own product listens above the desktop lane's ports.
const OWN_PRODUCT_SPECS = ['tests/betfair-replay.spec.ts'];
const separate = extra.length === 0 && process.env.KHEL_E2E_LANES !== '1';
const lanes =
  process.env.KHEL_E2E_LANES === '1'
    ? [{ name: 'all', args: [], env: portEnv(0) }]
    : [
        { name: 'desktop', args: ['--project=desktop'], env: { ...portEnv(0), ...(separate ? { KHEL_E2E_SKIP_OWN_PRODUCT: '1' } : {}) } },
        { name: 'mobile', args: ['--project=mobile'], env: { ...portEnv(offset), ...(separate ? { KHEL_E2E_SKIP_OWN_PRODUCT: '1' } : {}) } },
        ...(separate ? [{ name: 'replay', args: ['--project=desktop', ...OWN_PRODUCT_SPECS], env: { ...portEnv(0), KHEL_E2E_OWN_PRODUCT: '1' } }] : []),
      ];

/** Runs one lane; its output lines carry the lane's name. Resolves to its exit code. */
function run({ name, args, env }) {
  const results = path.join(root, 'e2e', '.results', `playwright-${name}.json`);
  fs.rmSync(results, { force: true });
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npx', ['playwright', 'test', ...args, ...extra], {
      cwd: path.join(root, 'e2e'),
      env: { ...process.env, ...env, KHEL_E2E_LANE: name },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = (stream, out) => {
      let rest = '';
      stream.on('data', (d) => {
        const lines = (rest + d).split('\n');
        rest = lines.pop();
        for (const line of lines) out.write(`[${name}] ${line}\n`);
      });
      stream.on('end', () => rest && out.write(`[${name}] ${rest}\n`));
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    child.on('close', (code) => {
      console.log(`[${name}] lane ended (exit ${code}) after ${((Date.now() - started) / 60000).toFixed(1)} min (shell on port ${env.KHEL_SHELL_PORT})`);
      // a lane that ended before its reporter wrote (a product that did not start) still counts
      if (!fs.existsSync(results)) {
        fs.mkdirSync(path.dirname(results), { recursive: true });
        fs.writeFileSync(results, JSON.stringify({ noResults: `the ${name} lane ended with exit ${code} and wrote none` }));
      }
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(lanes.map(run));
process.exit(codes.some((c) => c !== 0) ? 1 : 0);
