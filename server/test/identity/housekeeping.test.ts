import { pruneIdentityTables } from '../../src/identity/housekeeping';
import { createPlayer } from '../support/players';
import { createTestDb, type TestDatabase } from '../support/test-db';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.drop());

it('drops long-ended sessions and old OTP, outbox and rate-limit rows, keeping live ones', async () => {
  const live = await createPlayer(db);
  const old = await createPlayer(db);
  await db.query(`UPDATE sessions SET expires_at = now() - interval '8 days' WHERE user_id = $1`, [old.userId]);
  await db.query(`INSERT INTO rate_limit_counters (bucket, window_start, hits) VALUES ('x', now() - interval '2 days', 1), ('y', now(), 1)`);
  await db.query(`INSERT INTO message_outbox (operator_id, channel, recipient, purpose, body, created_at) VALUES (1, 'sms', '+91', 'signup_otp', 'old', now() - interval '31 days'), (1, 'sms', '+91', 'signup_otp', 'new', now())`);
  await pruneIdentityTables(db);
  expect(await db.query('SELECT user_id FROM sessions WHERE user_id IN ($1, $2)', [live.userId, old.userId])).toEqual([{ user_id: live.userId }]);
  expect(await db.query(`SELECT bucket FROM rate_limit_counters WHERE bucket IN ('x', 'y')`)).toEqual([{ bucket: 'y' }]);
  expect(await db.query(`SELECT body FROM message_outbox WHERE recipient = '+91'`)).toEqual([{ body: 'new' }]);
});
