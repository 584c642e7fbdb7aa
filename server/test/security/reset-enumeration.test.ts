// Finding 4 of the security review: the password reset told who exists (a real account's masked
// number was the same every time, an unknown name's a new random one). Now an unknown name gets a
// number derived from the name with a key kept in the database: the same every time, across restarts,
// shaped like a real one, and throttled like one.
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createPlayer } from '../support/players';
import { startLiveServer, type LiveServer } from '../support/live-server';

let s: LiveServer;
beforeAll(async () => {
  s = await startLiveServer();
});
afterAll(() => s.close());

const reset = (user_name: string, app = s) => app.call('whatsapp/resetPassword', { body: { user_name } });

describe('finding 4: reset answers do not tell whether an account exists', () => {
  it('an unknown name gets the same masked number every time, shaped like a real one', async () => {
    const real = await createPlayer(s.db, { mobile: '9876512345' });
    const realAnswers = [await reset(real.userName), await reset(real.userName)];
    const ghostAnswers = [await reset('no_such_player'), await reset('no_such_player')];
    for (const a of [...realAnswers, ...ghostAnswers]) {
      expect(a.status).toBe(200);
      expect(a.body.mobile).toMatch(/^\*{6}\d{4}$/);
      expect(Object.keys(a.body).sort()).toEqual(Object.keys(realAnswers[0]!.body).sort());
    }
    expect(realAnswers[0]!.body.mobile).toBe('******2345');
    expect(ghostAnswers[1]!.body.mobile).toBe(ghostAnswers[0]!.body.mobile);
    // another unknown name, another number
    expect((await reset('someone_else_unknown')).body.mobile).not.toBe(ghostAnswers[0]!.body.mobile);
  });

  it('keeps the same number after a restart (the key lives in the database)', async () => {
    const before = (await reset('restart_ghost')).body.mobile;
    const again = await buildApp({ db: s.db, config: loadConfig({}) });
    const res = await again.inject({ method: 'POST', url: '/api/v1/whatsapp/resetPassword', payload: { user_name: 'restart_ghost' }, remoteAddress: '198.51.100.20' });
    expect(res.json().mobile).toBe(before);
    await again.close();
  });

  it('an unknown name runs into the same sending limit as a real account', async () => {
    const real = await createPlayer(s.db, { mobile: '9876554321' });
    await s.db.query('DELETE FROM rate_limit_counters');
    const statuses = async (name: string) => {
      const out: number[] = [];
      for (let i = 0; i < 6; i += 1) out.push((await reset(name)).status);
      return out;
    };
    const realStatuses = await statuses(real.userName);
    await s.db.query(`DELETE FROM rate_limit_counters WHERE bucket LIKE 'otp:address:%'`);
    expect(await statuses('ghost_for_limits')).toEqual(realStatuses);
    expect(realStatuses[5]).toBe(429);
  });
});

describe('finding 4: sign-up cannot be used to list user names', () => {
  it('one verified order may try only a few taken names from an address', async () => {
    const mobile = '9876600001';
    const sent = await s.call('whatsapp/send-code', { body: { country_code: '+91', mobile } });
    expect(sent.status).toBe(200);
    const code = (await s.db.query<{ body: string }>(`SELECT body FROM message_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1`, [`+91${mobile}`]))[0]!.body.match(/\d{6}/)![0];
    expect((await s.call('whatsapp/verify', { body: { orderId: sent.body.data.orderId, otp: code } })).status).toBe(200);
    const taken = await createPlayer(s.db);
    const attempt = () =>
      s.call('user/register', { body: { name: 'Probe', user_name: taken.userName, mobile, password: 'probe-pw-1', country_code: '91', adult: true, orderId: sent.body.data.orderId } });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await attempt()).status);
    expect(statuses.slice(0, 10).every((x) => x === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
