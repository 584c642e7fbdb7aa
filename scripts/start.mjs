// `npm start`: on a fresh machine, installs what is missing, builds, and starts the whole of Khel:
// the server (embedded PGlite, built-in feed, OTP outbox, casino provider and payment sandbox) and
// the shell and the four remotes, each on its own port.
// For local development: everything listens on 127.0.0.1 (KHEL_LISTEN_HOST=0.0.0.0 opens it to the
// network), the server believes forwarded headers only from the shell's proxy on this machine, and the
// development outbox reader is switched on (KHEL_DEV_HELPERS=off switches it off); it answers only
// requests made on this machine straight to the server's port.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const sh = (cmd, args, opts = {}) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (!process.argv.includes('--no-install')) sh('bash', ['scripts/ensure-tools.sh']);
if (!process.argv.includes('--no-build')) sh('node', ['scripts/build.mjs']);

const env = {
  ...process.env,
  KHEL_DATA_DIR: process.env.KHEL_DATA_DIR ?? path.join(root, '.data', 'pglite'),
  KHEL_LISTEN_HOST: process.env.KHEL_LISTEN_HOST || '127.0.0.1',
  KHEL_TRUST_PROXY: process.env.KHEL_TRUST_PROXY ?? '127.0.0.1,::1',
  KHEL_DEV_HELPERS: process.env.KHEL_DEV_HELPERS || (process.env.NODE_ENV === 'production' ? 'off' : 'on'),
};
const children = [
  spawn('node', ['server/dist/main.js'], { cwd: root, env, stdio: 'inherit' }),
  spawn('node', ['tools/serve.js'], { cwd: root, env, stdio: 'inherit' }),
  // The built-in casino provider, on its own origin (KHEL_PROVIDER_PORT, default 3005).
  spawn('node', ['casino-provider/dist/main.js'], { cwd: root, env, stdio: 'inherit' }),
];

const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) {
  c.on('exit', (code) => {
    if (code && code !== 0) {
      console.error(`khel: a process exited with ${code}; stopping`);
      stop();
      process.exitCode = code;
    }
  });
}

/**
 * The console's development logins, made through the development helper POST /dev/operator-user
 * (the one way to make a development operator; straight to the server's port, on this machine).
 * A login made by an earlier start is kept (the helper refuses a name that exists).
 */
const DEV_OPERATORS = [
  { operator_id: 1, user_name: 'platform', password: 'khel-platform', name: 'Platform operator', role: 'platform operator: every host' },
  { operator_id: 2, user_name: 'second-ops', password: 'khel-second', name: 'Second Innings operator', role: 'host operator: second.localhost' },
];
async function devOperatorLogins(serverPort) {
  for (const { role, ...login } of DEV_OPERATORS) {
    const res = await fetch(`http://127.0.0.1:${serverPort}/api/v1/dev/operator-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(login),
    }).catch(() => null);
    const made = res?.ok || res?.status === 400;
    console.log(made ? `    login ${login.user_name} / ${login.password} (${role})` : `    could not make the development login ${login.user_name}`);
  }
}

// Say where to go once the site answers.
const shellPort = process.env.KHEL_SHELL_PORT ?? 3000;
const started = Date.now();
let told = false;
const poll = setInterval(async () => {
  try {
    const res = await fetch(`http://127.0.0.1:${shellPort}/api/v1/ready`);
    if (res.ok && !told) {
      told = true; // several polls may be answered at once
      clearInterval(poll);
      console.log(`\n  Khel is running: open http://localhost:${shellPort}/`);
      console.log(`  (demo host with its own name and colour: http://second.localhost:${shellPort}/)`);
      const serverPort = process.env.KHEL_SERVER_PORT ?? 4000;
      console.log(`  operator console: http://localhost:${process.env.KHEL_CONSOLE_PORT ?? 3006}/`);
      if (env.KHEL_DEV_HELPERS === 'on') await devOperatorLogins(serverPort);
      console.log(
        env.KHEL_DEV_HELPERS === 'on'
          ? `  OTP codes and sign-in links are not sent anywhere: read them in the development outbox, on this machine only,\n` +
              `  at http://127.0.0.1:${serverPort}/api/v1/dev/outbox?mobile=%2B91<number> (or ?email=<address>)\n`
          : `  The development outbox is off (KHEL_DEV_HELPERS): OTP codes are kept in the database's message_outbox table only\n`,
      );
    }
  } catch {
    if (Date.now() - started > 120_000) {
      clearInterval(poll);
      console.error('khel: the site did not answer within 2 minutes');
    }
  }
}, 500);
