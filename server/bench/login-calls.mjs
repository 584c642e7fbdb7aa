// Benchmark 6b (BENCHMARKS.md §6): how long a player waits for a wrong-password answer, a demo login
// (user/autoDemoUserLogin, then user/userLogin with what it returned) and a right-password login,
// against a running server (`npm start`) whose feed has run a while, with and without the home
// page's calls (the menu and the list) sent at the same moment, as when a player opens the site and
// logs in at once. Each round comes from its own client address (X-Forwarded-For, believed from this
// machine under `npm start`'s KHEL_TRUST_PROXY) so the per-address budgets are not what is measured.
//   node server/bench/login-calls.mjs [baseUrl] [rounds]     (default http://127.0.0.1:4000, 20)
// Prints p50 / p95 / max per call in milliseconds. Not a test: figures go in BENCHMARKS.md.

const base = (process.argv[2] ?? `http://127.0.0.1:${process.env.KHEL_SERVER_PORT ?? 4000}`).replace(/\/$/, '');
const rounds = Number(process.argv[3] ?? 20);

async function call(path, body, address) {
  const started = performance.now();
  const res = await fetch(`${base}/api/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  return { ms: performance.now() - started, status: res.status, json };
}

async function demoLogin(address) {
  const started = performance.now();
  const demo = await call('user/autoDemoUserLogin', {}, address);
  if (!demo.json.status) throw new Error(`demo refused: ${demo.json.msg}`);
  const login = await call('user/userLogin', { ...demo.json.data, grant_type: 'password' }, address);
  if (!login.json.status) throw new Error(`demo login refused: ${login.json.msg}`);
  return { ms: performance.now() - started, credentials: demo.json.data };
}

async function wrongPassword(address, userName) {
  const r = await call('user/userLogin', { user_name: userName, password: 'not-the-password-1', grant_type: 'password' }, address);
  if (r.status !== 400) throw new Error(`wrong password answered ${r.status} ${r.json.msg}`);
  return r.ms;
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const line = (name, list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return `${name.padEnd(40)} p50 ${pct(sorted, 50).toFixed(1).padStart(7)} ms   p95 ${pct(sorted, 95).toFixed(1).padStart(7)} ms   max ${sorted.at(-1).toFixed(1).padStart(7)} ms`;
};

for (const withHome of [false, true]) {
  const times = { demo: [], login: [], wrongKnown: [], wrongUnknown: [] };
  for (let i = 0; i < rounds; i++) {
    const address = `198.51.100.${(i % 250) + 1}`;
    const home = withHome ? [call('sport/getSports', {}, address), call('match/homeMatchesOpen', {}, address)] : [];
    const demo = await demoLogin(address);
    times.demo.push(demo.ms);
    const right = await call('user/userLogin', { ...demo.credentials, grant_type: 'password' }, address);
    times.login.push(right.ms);
    times.wrongKnown.push(await wrongPassword(address, demo.credentials.user_name));
    times.wrongUnknown.push(await wrongPassword(address, `nobody_${process.pid}_${i}`));
    await Promise.all(home);
    await new Promise((r) => setTimeout(r, 200));
  }
  console.log(`${withHome ? 'with' : 'without'} the home page's calls at the same time, ${rounds} rounds against ${base}`);
  console.log(line('demo login (create + login)', times.demo));
  console.log(line('login, right password', times.login));
  console.log(line('wrong password, demo account', times.wrongKnown));
  console.log(line('wrong password, unknown name', times.wrongUnknown));
}
