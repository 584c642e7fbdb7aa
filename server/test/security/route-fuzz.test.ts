// The security review's route fuzzing, kept as a regression test: every route the server registers,
// called through a real socket with malformed bodies and queries, with no token, a player's and an
// operator's: never a server error, and nothing written (apart from the few calls that write without
// reading a body: a logout ends its session, a demo login creates a demo account).
import { createOperatorUser } from '../../src/operator/operators';
import { issueToken } from '../../src/identity/sessions';
import { assertLedgerBalanced } from '../../src/wallet/ledger';
import { createPlayer, type TestPlayer } from '../support/players';
import { startLiveServer, type LiveServer } from '../support/live-server';

let s: LiveServer;
let player: TestPlayer;
let operatorToken: string;
beforeAll(async () => {
  s = await startLiveServer({ KHEL_DEV_HELPERS: 'on' });
  player = await createPlayer(s.db, { balanceRupees: 1000 });
  await createOperatorUser(s.db, { operatorId: 1, userName: 'route_fuzz_ops', name: 'Fuzz', password: 'fuzz-operator-pw' });
  operatorToken = (await s.call('operator/login', { body: { user_name: 'route_fuzz_ops', password: 'fuzz-operator-pw' } })).body.data.accessToken;
});
afterAll(() => s.close());

/** Calls that write whatever their body: what they may write. */
const WRITES_WITHOUT_BODY: Record<string, string[]> = {
  'POST /api/v1/user/logout': ['sessions'],
  'POST /api/v1/operator/logout': ['operator_sessions'],
  'POST /api/v1/user/autoDemoUserLogin': ['users', 'accounts', 'transfers', 'rate_limit_counters'],
};
const TABLES = ['users', 'sessions', 'operator_sessions', 'accounts', 'transfers', 'bets', 'otp_orders', 'message_outbox', 'deposits', 'withdrawals', 'payout_accounts', 'operator_audit', 'magic_links', 'known_devices'];

async function snapshot(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const [row] = await s.db.query<{ h: string }>(`SELECT md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) AS h FROM ${table} t`);
    out[table] = row!.h;
  }
  return out;
}

const BODIES: Array<[string, string]> = [
  ['application/json', '{"unterminated'],
  ['application/json', JSON.stringify({ user_name: { $gt: '' }, password: [1], amount: 1e308, orderId: "' OR 1=1 --", market_id: '<script>', stake: -1, settings: [null] })],
  ['application/x-www-form-urlencoded', 'a=%zz&&=&amount=-1'],
];
const PARAM_VALUES = ['abc', '99999999999999999999'];

const fill = (url: string, value: string) => url.replace(/:[A-Za-z_]+\??/g, value).replace(/\*$/, value);

const routes = () => s.app.routeList.filter((r) => !r.websocket && r.method !== 'HEAD' && r.method !== 'OPTIONS' && r.url.startsWith('/api/v1/'));

it('walks every route the server has', () => {
  expect(routes().length).toBeGreaterThan(60);
  expect(routes().length).toBeLessThanOrEqual(200); // the cases below cover this many
});

describe('every route', () => {
  // the list is known once the server is built; jest needs the cases up front, so they are indexes
  it.each(Array.from({ length: 200 }, (_, i) => i))('route #%i answers malformed input without a server error and writes nothing it should not', async (i) => {
    const route = routes()[i];
    if (!route) return;
    const failures: string[] = [];
    // a fresh player token each route: a logout ends the one it was given
    const tokens = [undefined, (await issueToken(s.db, player.userId)).accessToken, operatorToken];
    const before = await snapshot();
    const params = /[:*]/.test(route.url) ? PARAM_VALUES : ['-'];
    for (const token of tokens) {
      for (const param of params) {
        const url = fill(route.url, param).replace(/^\/api\/v1\//, '');
        const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
        const sends =
          route.method === 'GET' || route.method === 'DELETE'
            ? [{ path: `${url}?page=-1&limit=abc&mobile=%00&match_id[]=x`, body: undefined, type: undefined }]
            : BODIES.map(([type, body]) => ({ path: url, body, type }));
        for (const send of sends) {
          const res = await fetch(`${s.origin}/api/v1/${send.path}`, {
            method: route.method,
            headers: { ...headers, ...(send.type ? { 'content-type': send.type } : {}) },
            body: send.body,
          });
          await res.arrayBuffer();
          if (res.status >= 500) failures.push(`${route.method} ${route.url} (${send.path}, ${send.body ?? ''}) → ${res.status}`);
        }
      }
    }
    const after = await snapshot();
    const allowed = WRITES_WITHOUT_BODY[`${route.method} ${route.url}`] ?? [];
    const written = TABLES.filter((t) => before[t] !== after[t] && !allowed.includes(t));
    if (written.length > 0) failures.push(`${route.method} ${route.url} wrote ${written.join(', ')}`);
    expect(failures).toEqual([]);
    await assertLedgerBalanced(s.db);
  });
});
