// The outbox relay against local fakes of WhatsApp's Cloud API and of an SMTP server that fail,
// throttle and time out: retries with back-off, permanent failures, the status webhook's signature,
// several instances never sending one message twice, and a crash between sending and recording.
import crypto from 'node:crypto';
import { get, post, startTestApp, type TestApp } from '../support/app';
import { startFakeCloudApi, type FakeCloudApi } from '../support/fake-cloud-api';
import { startFakeSmtp, type FakeSmtp } from '../support/fake-smtp';
import { createOperatorUser } from '../../src/operator/operators';
import { outboxSender, type OutgoingMessage } from '../../src/messaging/sender';
import { MessageRelay, type RelayOptions } from '../../src/messaging/relay';
import { openPostgres, type Database } from '../../src/store/db';
import { testDbKind } from '../support/test-db';
import { pgUrl, withDatabase } from '../support/templates';

const TOKEN = 'EAAtest-token-operator-1';
const APP_SECRET = 'app-secret-of-operator-1';
const VERIFY = 'verify-me-operator-1';

let t: TestApp;
let cloud: FakeCloudApi;
let smtp: FakeSmtp;
let staff: string;
let seq = 0;

beforeAll(async () => {
  t = await startTestApp({ KHEL_MESSAGE_RELAY: 'off' });
  cloud = await startFakeCloudApi(TOKEN);
  smtp = await startFakeSmtp();
  await createOperatorUser(t.db, { operatorId: 1, userName: 'relay_ops', name: 'Relay Ops', password: 'relay-operator-pw' });
  staff = (await post(t.app, 'operator/login', { user_name: 'relay_ops', password: 'relay-operator-pw' })).body.data.accessToken;
});
afterAll(async () => {
  await cloud.close();
  await smtp.close();
  await t.close();
});

const relay = (o: RelayOptions = {}, db: Database = t.db) =>
  new MessageRelay(db, { graphUrl: cloud.url, baseDelayMs: 5, maxDelayMs: 20, sendTimeoutMs: 5000, maxAttempts: 4, ...o });

/** A fresh Indian mobile number (digits, as the Cloud API's `to`). */
const nextMobile = () => `9199${String(Date.now() % 1_000_000).padStart(6, '0')}${String((seq += 1) % 100).padStart(2, '0')}`;

async function queue(m: Partial<OutgoingMessage> & { recipient: string }): Promise<number> {
  await t.db.transaction((tx) =>
    outboxSender.send(tx, { operatorId: 1, channel: 'whatsapp', purpose: 'signup_otp', body: 'code', ...m }),
  );
  const [row] = await t.db.query<{ id: number }>('SELECT max(id)::int AS id FROM message_outbox WHERE recipient = $1', [m.recipient]);
  return row!.id;
}

async function message(id: number) {
  const [row] = await t.db.query<Record<string, any>>('SELECT * FROM message_outbox WHERE id = $1', [id]); // eslint-disable-line @typescript-eslint/no-explicit-any
  return row!;
}
const attempts = (id: number) => t.db.query<{ outcome: string; error_code: string | null }>('SELECT outcome, error_code FROM message_attempts WHERE message_id = $1 ORDER BY id', [id]);

/** Rounds until the message is no longer queued or sending (bounded). */
async function settle(r: MessageRelay, id: number): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    await r.runOnce();
    const { status } = await message(id);
    if (status !== 'queued' && status !== 'sending') return;
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
  throw new Error(`message ${id} did not settle`);
}

const sign = (body: string, secret = APP_SECRET) => `sha256=${crypto.createHmac('sha256', secret).update(body).digest('hex')}`;

describe('the operator connects its channels', () => {
  it('saves the WhatsApp sender and SMTP server, answering which secrets are set but never the secrets', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/operator/messaging/channels',
      headers: { authorization: `Bearer ${staff}`, host: 'localhost' },
      payload: {
        whatsapp_phone_number_id: '106540352242922',
        whatsapp_template: 'khel_login_code',
        whatsapp_language: 'en_US',
        whatsapp_token: TOKEN,
        whatsapp_app_secret: APP_SECRET,
        whatsapp_verify_token: VERIFY,
        smtp_host: '127.0.0.1',
        smtp_port: smtp.port,
        smtp_from: 'Khel <no-reply@khel.test>',
        smtp_password: 'smtp-password-1',
        smtp_user: 'mailer',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ whatsapp_token_set: true, whatsapp_app_secret_set: true, smtp_password_set: true, whatsapp_template: 'khel_login_code', status_webhook_path: '/api/v1/messaging/whatsapp/1/webhook' });
    for (const secret of [TOKEN, APP_SECRET, VERIFY, 'smtp-password-1']) {
      expect(res.body).not.toContain(secret);
      expect(JSON.stringify(await t.db.query('SELECT * FROM message_channels'))).not.toContain(secret);
      expect(JSON.stringify(await t.db.query('SELECT detail FROM operator_audit'))).not.toContain(secret);
    }
    const bad = await t.app.inject({ method: 'PUT', url: '/api/v1/operator/messaging/channels', headers: { authorization: `Bearer ${staff}` }, payload: { whatsapp_phone_number_id: 'not digits' } });
    expect(bad.statusCode).toBe(400);
    // the SMTP server here speaks no AUTH: keep the user off for the SMTP tests
    await t.app.inject({ method: 'PUT', url: '/api/v1/operator/messaging/channels', headers: { authorization: `Bearer ${staff}` }, payload: { smtp_user: null } });
  });
});

describe('WhatsApp Cloud API', () => {
  it("sends the code in the operator's authentication template, retrying through 130429, HTTP 429 and 131056", async () => {
    const to = nextMobile();
    cloud.script(to, 'throughput', 'http429', 'pair');
    const id = await queue({ recipient: `+${to}`, code: '482913', reference: crypto.randomBytes(16).toString('hex') });
    await settle(relay(), id);
    const m = await message(id);
    expect(m).toMatchObject({ status: 'sent', via: 'whatsapp', attempts: 4, maybe_duplicate: false });
    expect(m.provider_id).toMatch(/^wamid\./);
    expect((await attempts(id)).map((a) => [a.outcome, a.error_code])).toEqual([
      ['retry', '130429'],
      ['retry', '4'],
      ['retry', '131056'],
      ['sent', null],
    ]);
    const sent = cloud.sentTo(to);
    expect(sent).toHaveLength(4);
    expect(sent[3]!.path).toBe('/v23.0/106540352242922/messages');
    expect(sent[3]!.authorization).toBe(`Bearer ${TOKEN}`);
    expect(sent[3]!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to,
      type: 'template',
      template: {
        name: 'khel_login_code',
        language: { code: 'en_US' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: '482913' }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '482913' }] },
        ],
      },
    });
  });

  it('tries again after a request that never answers', async () => {
    const to = nextMobile();
    cloud.script(to, 'timeout');
    const id = await queue({ recipient: `+${to}`, code: '111222' });
    await settle(relay({ sendTimeoutMs: 1000 }), id);
    expect((await attempts(id)).map((a) => a.error_code)).toEqual(['timeout', null]);
    expect((await message(id)).status).toBe('sent');
  });

  it('fails for good on 131026 (undeliverable), and the player reads that the code could not be sent', async () => {
    const to = nextMobile();
    const orderId = crypto.randomBytes(16).toString('hex');
    cloud.script(to, 'undeliverable');
    const id = await queue({ recipient: `+${to}`, code: '333444', reference: orderId });
    expect((await get(t.app, `messages/code-status?orderId=${orderId}`)).body.data).toEqual({ status: 'pending', canResend: false });
    await settle(relay(), id);
    expect(await message(id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await message(id)).last_error).toContain('undeliverable');
    expect(cloud.sentTo(to)).toHaveLength(1);
    expect((await get(t.app, `messages/code-status?orderId=${orderId}`)).body.data).toEqual({ status: 'failed', canResend: true });
    expect((await get(t.app, 'messages/code-status?orderId=nope')).statusCode).toBe(400);
  });

  it('fails for good on an expired token (190), telling the operator to renew it', async () => {
    const to = nextMobile();
    cloud.script(to, 'token');
    const id = await queue({ recipient: `+${to}`, code: '555666' });
    await settle(relay(), id);
    expect(await message(id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await message(id)).last_error).toContain('renew');
  });

  it('gives up after its attempts when the service keeps failing', async () => {
    const to = nextMobile();
    cloud.script(to, 'server_error', 'server_error', 'server_error', 'server_error', 'server_error');
    const id = await queue({ recipient: `+${to}`, code: '777888' });
    await settle(relay({ maxAttempts: 3 }), id);
    expect(await message(id)).toMatchObject({ status: 'failed', attempts: 3 });
    expect((await message(id)).last_error).toMatch(/^gave up after 3 attempts/);
    expect((await attempts(id)).map((a) => a.outcome)).toEqual(['retry', 'retry', 'failed']);
  });

  it('does not send a code that expired while waiting', async () => {
    const to = nextMobile();
    const id = await queue({ recipient: `+${to}`, code: '999000', validSeconds: 60 });
    await t.db.query(`UPDATE message_outbox SET expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
    await settle(relay(), id);
    expect(await message(id)).toMatchObject({ status: 'failed', last_error: 'expired before it could be sent' });
    expect(cloud.sentTo(to)).toHaveLength(0);
  });
});

describe("WhatsApp's status webhook", () => {
  it('answers the verification handshake only for the verify token', async () => {
    const ok = await t.app.inject({ url: `/api/v1/messaging/whatsapp/1/webhook?hub.mode=subscribe&hub.verify_token=${VERIFY}&hub.challenge=1158201444` });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    expect((await t.app.inject({ url: '/api/v1/messaging/whatsapp/1/webhook?hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1' })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/v1/messaging/whatsapp/2/webhook?hub.mode=subscribe&hub.verify_token=${VERIFY}&hub.challenge=1` })).statusCode).toBe(403);
  });

  it('refuses a status with a bad signature and applies a signed one', async () => {
    const to = nextMobile();
    const id = await queue({ recipient: `+${to}`, code: '246810' });
    await settle(relay(), id);
    const wamid = (await message(id)).provider_id as string;
    const statuses = (status: string, extra: Record<string, unknown> = {}) =>
      JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [{ id: '102290129340398', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { phone_number_id: '106540352242922' }, statuses: [{ id: wamid, status, timestamp: '1750263773', recipient_id: to, ...extra }] } }] }],
      });
    const hook = (body: string, signature: string | undefined) =>
      t.app.inject({ method: 'POST', url: '/api/v1/messaging/whatsapp/1/webhook', headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) }, payload: body });

    const delivered = statuses('delivered');
    expect((await hook(delivered, sign(delivered, 'another-secret'))).statusCode).toBe(403);
    expect((await hook(delivered, undefined)).statusCode).toBe(403);
    // a body changed after signing
    expect((await hook(statuses('read'), sign(delivered))).statusCode).toBe(403);
    expect((await message(id)).status).toBe('sent');

    const res = await hook(delivered, sign(delivered));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ matched: 1 });
    expect((await message(id)).status).toBe('delivered');
    const read = statuses('read');
    await hook(read, sign(read));
    // a late 'sent' never moves it back
    const late = statuses('sent');
    await hook(late, sign(late));
    expect((await message(id)).status).toBe('read');
    const events = await t.db.query<{ status: string }>('SELECT status FROM message_status_events WHERE message_id = $1 ORDER BY id', [id]);
    expect(events.map((e) => e.status)).toEqual(['delivered', 'read', 'sent']);

    // a failure reported after sending
    const other = await queue({ recipient: `+${nextMobile()}`, code: '135791' });
    await settle(relay(), other);
    const failedBody = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [{ id: '1', changes: [{ field: 'messages', value: { statuses: [{ id: (await message(other)).provider_id, status: 'failed', timestamp: '1750263774', errors: [{ code: 131026, title: 'Message undeliverable', error_data: { details: 'Unable to deliver' } }] }] } }] }],
    });
    expect((await hook(failedBody, sign(failedBody))).statusCode).toBe(200);
    expect(await message(other)).toMatchObject({ status: 'failed' });
    expect((await message(other)).last_error).toContain('131026');
  });

  it('keeps a status that arrives before the relay has stored the wa-id, and applies it with the record (issue 33)', async () => {
    const id = await queue({ recipient: `+${nextMobile()}`, code: '975310' });
    const r = relay();
    const claimed = (await r.claim()).find((m) => m.id === id)!;
    const outcome = await r.sendOne(claimed); // the Cloud API has answered; its 'delivered' comes before our record
    expect(outcome.kind).toBe('sent');
    const wamid = (outcome as { providerId: string }).providerId;
    const body = JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: '1', changes: [{ field: 'messages', value: { statuses: [{ id: wamid, status: 'delivered', timestamp: '1750263775' }] } }] }] });
    const early = await t.app.inject({ method: 'POST', url: '/api/v1/messaging/whatsapp/1/webhook', headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(body) }, payload: body });
    expect(early.json().data).toEqual({ matched: 0 });
    expect(await t.db.query('SELECT status FROM message_status_early WHERE provider_id = $1', [wamid])).toEqual([{ status: 'delivered' }]);
    await r.record(claimed, outcome);
    expect(await message(id)).toMatchObject({ status: 'delivered', provider_id: wamid });
    const events = await t.db.query<{ status: string }>('SELECT status FROM message_status_events WHERE message_id = $1 ORDER BY id', [id]);
    expect(events.map((e) => e.status)).toEqual(['delivered']);
    expect(await t.db.query('SELECT 1 FROM message_status_early WHERE provider_id = $1', [wamid])).toHaveLength(0);
  });

  it("lists the host's recent deliveries in the console, masked and without bodies", async () => {
    const res = await get(t.app, 'operator/messaging/deliveries?limit=50', { token: staff });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(3);
    expect(res.body.data[0]).not.toHaveProperty('body');
    expect(res.body.data[0]).not.toHaveProperty('code');
    expect(res.body.data.find((d: { status: string }) => d.status === 'read').recipient).toMatch(/^\+91•+\d{4}$/);
    const failed = await get(t.app, 'operator/messaging/deliveries?status=failed', { token: staff });
    expect(failed.body.data.every((d: { status: string }) => d.status === 'failed')).toBe(true);
    const attemptsRes = await get(t.app, `operator/messaging/deliveries/${failed.body.data[0].id}/attempts`, { token: staff });
    expect(attemptsRes.statusCode).toBe(200);
    expect(attemptsRes.body.data.length).toBeGreaterThan(0);
    expect((await get(t.app, 'operator/messaging/deliveries')).statusCode).toBe(401);
  });
});

describe('e-mail over SMTP', () => {
  const email = () => `player${(seq += 1)}@example.test`;

  it('sends the link through the operator\'s SMTP server', async () => {
    const to = email();
    const id = await queue({ channel: 'email', purpose: 'magic_link', recipient: to, body: 'Log in to Khel: https://khel.test/?otp=abc' });
    await settle(relay(), id);
    expect(await message(id)).toMatchObject({ status: 'sent', via: 'smtp' });
    const mail = smtp.messages.find((m) => m.to.some((r) => r.includes(to)));
    expect(mail?.data).toContain('https://khel.test/?otp=abc');
  });

  it('tries again after a temporary refusal (451) and a server that never greets', async () => {
    smtp.script('busy', 'silent');
    const id = await queue({ channel: 'email', purpose: 'magic_link', recipient: email(), body: 'link' });
    await settle(relay({ sendTimeoutMs: 1000 }), id);
    const tried = await attempts(id);
    expect(tried.map((a) => a.outcome)).toEqual(['retry', 'retry', 'sent']);
    expect(tried[0]!.error_code).toBe('smtp_451');
  });

  it('fails for good when the server refuses the address (550)', async () => {
    smtp.script('reject');
    const id = await queue({ channel: 'email', purpose: 'email_verification', recipient: email(), body: 'link' });
    await settle(relay(), id);
    expect(await message(id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await attempts(id))[0]!.error_code).toBe('smtp_550');
  });
});

describe('several instances and crashes', () => {
  it('never sends one message twice with two relays working at once', async () => {
    // on PostgreSQL the second relay has its own connection pool, as another instance would
    const [{ name }] = (await t.db.query<{ name: string }>('SELECT current_database() AS name')) as [{ name: string }];
    const other = testDbKind() === 'postgres' ? await openPostgres(withDatabase(pgUrl(), name), 4) : t.db;
    const recipients = Array.from({ length: 30 }, () => nextMobile());
    for (const to of recipients) await queue({ recipient: `+${to}`, code: '123123' });
    cloud.delayMs = 10;
    // a generous time limit: a send that timed out would rightly be sent again (that is the timeout test's case)
    const a = relay({ instanceId: 'a', batch: 4, sendTimeoutMs: 20_000 });
    const b = relay({ instanceId: 'b', batch: 4, sendTimeoutMs: 20_000 }, other);
    const drain = async (r: MessageRelay) => {
      for (let i = 0; i < 100 && (await r.runOnce()) > 0; i += 1);
    };
    await Promise.all([drain(a), drain(b), drain(a), drain(b)]);
    cloud.delayMs = 0;
    if (other !== t.db) await other.close();
    for (const to of recipients) expect(cloud.sentTo(to)).toHaveLength(1);
    const byInstance = await t.db.query<{ instance: string; n: number }>(
      `SELECT a.instance, count(*)::int AS n FROM message_attempts a JOIN message_outbox m ON m.id = a.message_id
       WHERE m.recipient = ANY($1) GROUP BY a.instance`,
      [recipients.map((r) => `+${r}`)],
    );
    expect(byInstance.reduce((n, r) => n + r.n, 0)).toBe(30);
    // both took part
    expect(byInstance.map((r) => r.instance).sort()).toEqual(['a', 'b']);
  });

  it('resends once after a crash between sending and recording, and says it may be a duplicate', async () => {
    const to = nextMobile();
    const id = await queue({ recipient: `+${to}`, code: '864200' });
    const crashed = relay({ instanceId: 'crashed', leaseMs: 60_000 });
    const [claimed] = await crashed.claim();
    expect(claimed!.id).toBe(id);
    await crashed.sendOne(claimed!); // sent; the instance stops before recording
    expect(cloud.sentTo(to)).toHaveLength(1);
    // another instance does not take it while the lease holds
    expect(await relay({ instanceId: 'other' }).runOnce()).toBe(0);
    await t.db.query(`UPDATE message_outbox SET lease_until = now() - interval '1 second' WHERE id = $1`, [id]);
    await relay({ instanceId: 'survivor' }).runOnce();
    expect(cloud.sentTo(to)).toHaveLength(2);
    expect(await message(id)).toMatchObject({ status: 'sent', maybe_duplicate: true });
    expect((await attempts(id)).map((a) => a.outcome)).toEqual(['unknown', 'sent']);
  });

  it('never sends a third time when the resend is lost too', async () => {
    const to = nextMobile();
    const id = await queue({ recipient: `+${to}`, code: '975310' });
    for (const name of ['first', 'second']) {
      const r = relay({ instanceId: name });
      const [claimed] = await r.claim();
      await r.sendOne(claimed!);
      await t.db.query(`UPDATE message_outbox SET lease_until = now() - interval '1 second' WHERE id = $1`, [id]);
    }
    await relay({ instanceId: 'third' }).runOnce();
    expect(cloud.sentTo(to)).toHaveLength(2);
    expect(await message(id)).toMatchObject({ status: 'unknown', maybe_duplicate: true });
    expect((await attempts(id)).map((a) => a.outcome)).toEqual(['unknown', 'unknown']);
  });
});
