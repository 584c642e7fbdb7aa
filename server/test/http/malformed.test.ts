// Every player-side route fed malformed bodies answers 4xx with a message, never 5xx, and writes nothing.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { createPlayer, type TestPlayer } from '../support/players';
import { post, startTestApp, type TestApp } from '../support/app';
import { createOperatorUser } from '../../src/operator/operators';
import { assertLedgerBalanced } from '../../src/wallet/ledger';

let t: TestApp;
let player: TestPlayer;
let operatorToken: string;

beforeAll(async () => {
  t = await startTestApp();
  player = await createPlayer(t.db, { balanceRupees: 1000 });
  await createOperatorUser(t.db, { operatorId: 1, userName: 'fuzz_ops', name: 'Fuzz', password: 'fuzz-operator-pw' });
  operatorToken = (await post(t.app, 'operator/login', { user_name: 'fuzz_ops', password: 'fuzz-operator-pw' })).body.data.accessToken;
});
afterAll(() => t.close());

type Auth = 'none' | 'player' | 'operator';
interface RouteCase {
  method: 'POST' | 'PUT';
  url: () => string;
  auth: Auth;
  fields: string[];
  /** every field is optional: an empty body is a valid request */
  allOptional?: boolean;
}

const routes: RouteCase[] = [
  { method: 'POST', url: () => 'user/userLogin', auth: 'none', fields: ['user_name', 'password', 'grant_type'] },
  { method: 'POST', url: () => 'createUserOtp/', auth: 'none', fields: ['country_code', 'mobile'] },
  { method: 'POST', url: () => 'whatsapp/send-code', auth: 'none', fields: ['country_code', 'mobile'] },
  { method: 'POST', url: () => 'whatsapp/re-send', auth: 'none', fields: ['orderId'] },
  { method: 'POST', url: () => 'whatsapp/verify', auth: 'none', fields: ['orderId', 'otp'] },
  { method: 'POST', url: () => 'user/register', auth: 'none', fields: ['name', 'user_name', 'mobile', 'password', 'country_code', 'refer_code'] },
  { method: 'POST', url: () => 'verifyRefferalCode', auth: 'none', fields: ['refer_code'] },
  { method: 'POST', url: () => 'account/1/promotions/promo-code', auth: 'none', fields: ['promo_code'] },
  { method: 'POST', url: () => 'whatsapp/resetPassword', auth: 'none', fields: ['country_code', 'mobile', 'user_name'] },
  { method: 'POST', url: () => 'whatsapp/resendResetPasswordOtp', auth: 'none', fields: ['orderId'] },
  { method: 'POST', url: () => 'whatsapp/verifyResetPasswordOtp', auth: 'none', fields: ['orderId', 'otp'] },
  { method: 'POST', url: () => 'whatsapp/setPassword', auth: 'none', fields: ['orderId', 'newPassword', 'confirmPassword'] },
  { method: 'POST', url: () => 'auth/forgotPassword', auth: 'none', fields: ['country_code', 'mobile', 'user_name'] },
  { method: 'POST', url: () => 'auth/verifyforgotPassword', auth: 'none', fields: ['orderId', 'otp', 'password', 'confirmPassword'] },
  { method: 'POST', url: () => 'auth/magic-link', auth: 'none', fields: ['channel', 'country_code', 'mobile', 'email'] },
  { method: 'POST', url: () => 'auth/walogin', auth: 'none', fields: ['otp'] },
  { method: 'POST', url: () => 'auth/glogin', auth: 'none', fields: ['token'] },
  { method: 'POST', url: () => `account/${player.userId}/settings/one-click`, auth: 'player', fields: ['settings'] },
  { method: 'POST', url: () => `account/${player.userId}/settings/stakes`, auth: 'player', fields: ['settings'] },
  { method: 'POST', url: () => `account/${player.userId}/settings/mobile-stakes`, auth: 'player', fields: ['settings'] },
  { method: 'POST', url: () => `account/${player.userId}/settings/mobile-stakes-exchange-game`, auth: 'player', fields: ['settings'] },
  { method: 'POST', url: () => `account/${player.userId}/settings/time-setting`, auth: 'player', fields: ['settings'] },
  { method: 'POST', url: () => 'user/updateMatchStack', auth: 'player', fields: ['match_stack'] },
  { method: 'POST', url: () => 'user/selfChangePassword', auth: 'player', fields: ['oldPassword', 'newPassword', 'confirmPassword'] },
  { method: 'POST', url: () => 'payments/deposit', auth: 'player', fields: ['amount', 'utr', 'method'] },
  { method: 'POST', url: () => 'payments/payout-accounts', auth: 'player', fields: ['type', 'upi_id', 'account_name', 'account_number', 'ifsc'] },
  { method: 'POST', url: () => 'payments/withdraw', auth: 'player', fields: ['amount', 'payout_account_id', 'request_id'] },
  { method: 'POST', url: () => 'account/statement', auth: 'player', fields: ['from_date', 'to_date', 'page', 'limit'], allOptional: true },
  { method: 'POST', url: () => 'account/profit-loss', auth: 'player', fields: ['from_date', 'to_date', 'page', 'limit'], allOptional: true },
  { method: 'POST', url: () => 'operator/login', auth: 'none', fields: ['user_name', 'password'] },
  { method: 'POST', url: () => 'operator/deposits/999999/approve', auth: 'operator', fields: ['note'] },
  { method: 'POST', url: () => 'operator/withdrawals/abc/reject', auth: 'operator', fields: ['note'] },
  { method: 'POST', url: () => `account/${player.userId}/profile/email`, auth: 'player', fields: ['email'] },
  { method: 'POST', url: () => 'operator/blogs', auth: 'operator', fields: ['host_code', 'category', 'texts'] },
  { method: 'POST', url: () => 'operator/bonuses', auth: 'operator', fields: ['user_id', 'amount', 'wallet_type', 'wagering_multiplier', 'valid_days', 'grant_id'] },
];

const BAD_VALUES: unknown[] = [
  { $gt: '' },
  [1, 'x', {}],
  true,
  -1,
  1e308,
  'x'.repeat(100_000),
  "' OR 1=1; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '１２３４５６',
  '\u0000',
  '   ',
];

/** Any list but a valid one of stakes (positive whole rupees, as user/updateMatchStack takes): [1] is a fine match stack. */
const notAStakeList = fc.array(fc.anything()).filter((list) => list.length === 0 || list.some((x) => !(Number.isSafeInteger(x) && (x as number) > 0)));

const TABLES = ['users', 'sessions', 'accounts', 'transfers', 'otp_orders', 'message_outbox', 'deposits', 'withdrawals', 'payout_accounts', 'operator_audit', 'bonus_grants', 'operator_users', 'email_verifications', 'blog_articles', 'blog_article_texts'];

async function snapshot(): Promise<string> {
  const counts = await Promise.all(TABLES.map(async (table) => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n));
  const [settings] = await t.db.query<{ s: string }>('SELECT md5(string_agg(settings::text || coalesce(match_stack::text, \'\') || password_hash || time_zone, \',\' ORDER BY id)) AS s FROM users');
  return JSON.stringify({ counts, settings: settings!.s });
}

async function send(route: RouteCase, payload: string, contentType = 'application/json') {
  const headers: Record<string, string> = { 'content-type': contentType, host: 'localhost' };
  if (route.auth === 'player') headers.authorization = `Bearer ${player.token}`;
  if (route.auth === 'operator') headers.authorization = `Bearer ${operatorToken}`;
  const req: InjectOptions = { method: route.method, url: `/api/v1/${route.url()}`, headers, payload, remoteAddress: `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
  return t.app.inject(req);
}

function expectClientError(res: { statusCode: number; json(): unknown }, what: string) {
  if (res.statusCode < 400 || res.statusCode >= 500) throw new Error(`${what} → ${res.statusCode}`);
  const body = res.json() as { status: boolean; msg: string };
  expect(body.status).toBe(false);
  expect(typeof body.msg).toBe('string');
  expect(body.msg.length).toBeGreaterThan(0);
  expect(body.msg.length).toBeLessThan(300);
}

describe('malformed bodies', () => {
  it.each(routes.map((r) => [r.fields.join(','), r] as const))('route with fields %s answers 4xx and writes nothing', async (_name, route) => {
    const before = await snapshot();
    const raw = ['[]', '"text"', '42', 'null', '{"unterminated', '{}', '[{"a":1}]'];
    for (const payload of raw.filter((p) => !(route.allOptional && (p === '{}' || p === 'null')))) expectClientError(await send(route, payload), `${route.url()} ${payload}`);
    if (!route.allOptional) expectClientError(await send(route, 'a=%zz&&=', 'application/x-www-form-urlencoded'), `${route.url()} bad form`);
    expectClientError(await send(route, '<xml/>', 'application/xml'), `${route.url()} xml`);
    for (const bad of BAD_VALUES) {
      const body = Object.fromEntries(route.fields.map((f) => [f, bad]));
      expectClientError(await send(route, JSON.stringify(body)), `${route.url()} all=${JSON.stringify(bad).slice(0, 40)}`);
    }
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...route.fields, 'extra'), fc.oneof(fc.constantFrom(...BAD_VALUES), fc.object(), notAStakeList)), async (body) => {
        // At least one of the route's own fields must be wrong for the case to be malformed (a blank
        // optional field counts as absent, as a form sends it).
        const blank = (v: unknown) => typeof v === 'string' && v.trim() === '';
        if (!route.fields.some((f) => f in body && !(route.allOptional && blank(body[f])))) return;
        expectClientError(await send(route, JSON.stringify(body)), `${route.url()} ${JSON.stringify(body).slice(0, 80)}`);
      }),
      { numRuns: 15 },
    );
    expect(await snapshot()).toBe(before);
    await assertLedgerBalanced(t.db);
  });
});
