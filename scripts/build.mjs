// Builds every deployable part: the server bundle, the shell and the four remotes, then prints
// the bundle report. Two builds at a time (the machine has two cores). The front-end parts' text files
// are then precompressed (brotli and gzip, tools/precompress.js) for the static servers.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const parts = [
  { name: 'server', cwd: 'server', cmd: ['node', 'build.mjs'] },
  { name: 'casino provider', cwd: 'casino-provider', cmd: ['node', 'build.mjs'] },
  { name: 'shell', cwd: 'shell', cmd: ['npx', 'webpack', '--mode', 'production'] },
  { name: 'sports', cwd: 'mfe-sports', cmd: ['npx', 'webpack', '--mode', 'production'] },
  // the home page's first paint, drawn by the shell's server (tools/first-paint.js)
  { name: 'sports first paint', cwd: 'mfe-sports', cmd: ['node', 'build-first-paint.mjs'] },
  { name: 'racing', cwd: 'mfe-racing', cmd: ['npx', 'webpack', '--mode', 'production'] },
  { name: 'casino', cwd: 'mfe-casino', cmd: ['npx', 'webpack', '--mode', 'production'] },
  { name: 'account', cwd: 'mfe-account', cmd: ['npx', 'webpack', '--mode', 'production'] },
  { name: 'console', cwd: 'operator', cmd: ['npx', 'webpack', '--mode', 'production'] },
];

function run({ name, cwd, cmd }) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(cmd[0], cmd.slice(1), { cwd: path.join(root, cwd), stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      if (code === 0) {
        console.log(`built ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve();
      } else {
        console.error(out);
        reject(new Error(`build of ${name} failed (exit ${code})`));
      }
    });
  });
}

const queue = [...parts];
const workers = Array.from({ length: 2 }, async () => {
  while (queue.length) await run(queue.shift());
});
try {
  await Promise.all(workers);
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
const { precompress } = createRequire(import.meta.url)('../tools/precompress.js');
for (const dir of ['shell', 'mfe-sports', 'mfe-racing', 'mfe-casino', 'mfe-account', 'operator']) {
  const t = precompress(path.join(root, dir, 'dist'));
  console.log(`precompressed ${dir}: ${t.files} files, ${(t.bytes / 1024).toFixed(0)} KiB → br ${(t.br / 1024).toFixed(0)} KiB, gzip ${(t.gzip / 1024).toFixed(0)} KiB`);
}
(await import('../tools/bundle-report.mjs')).report();
