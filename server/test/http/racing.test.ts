import { post, startTestApp, type TestApp } from '../support/app';
import { seedEvent } from '../support/catalog';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ KHEL_DEV_HELPERS: 'on' });
});
afterAll(async () => {
  await t.close();
});

/** The result as the exchange's settlement records it (the bets' side is tested with the exchange). */
const settle = (marketId: string, winner: number) =>
  t.db.query(`UPDATE markets SET status = 'CLOSED', winner_selection_id = $2, settled_by = 'test', settled_at = now() WHERE id = $1`, [marketId, winner]);

describe('racing results and silks', () => {
  it('lists a settled race with its placings, the winner first; an operator result lists the winner alone', async () => {
    const race = await seedEvent(t.db, { sportId: 7, runners: 3 });
    await t.db.query(`UPDATE markets SET market_type = 'WIN' WHERE id = $1`, [race.marketId]);
    const [a, b, c] = (await t.db.query<{ selection_id: number }>('SELECT selection_id FROM runners WHERE market_id = $1 ORDER BY sort_order', [race.marketId])).map((r) => Number(r.selection_id));
    await t.db.query(`UPDATE runners SET finish_position = CASE selection_id WHEN $2 THEN 2 WHEN $3 THEN 1 ELSE 3 END WHERE market_id = $1`, [race.marketId, a, b]);
    await settle(race.marketId, b!);
    const other = await seedEvent(t.db, { sportId: 7, runners: 2 });
    await t.db.query(`UPDATE markets SET market_type = 'WIN' WHERE id = $1`, [other.marketId]);
    await settle(other.marketId, other.runners[1]);

    const res = await post(t.app, 'market/racingResults', { sport_id: 7 });
    expect(res.statusCode).toBe(200);
    const full = res.body.data.find((r: { market_id: string }) => r.market_id === race.marketId);
    expect(full.placings.map((p: { placing: number; selection_id: number }) => [p.placing, p.selection_id])).toEqual([[1, b], [2, a], [3, c]]);
    const winnerOnly = res.body.data.find((r: { market_id: string }) => r.market_id === other.marketId);
    expect(winnerOnly.placings).toEqual([expect.objectContaining({ placing: 1, selection_id: other.runners[1] })]);
    expect((await post(t.app, 'market/racingResults', { sport_id: 4339 })).body.data).toEqual([]);
    expect((await post(t.app, 'market/racingResults', { sport_id: 4 })).statusCode).toBe(400);
  });

  it('draws the same silks SVG for the same colours file, and refuses odd names', async () => {
    const silks = (file: string) => t.app.inject({ method: 'GET', url: `/api/v1/racing/silks/${file}` });
    const one = await silks('c7.png');
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(one.body).toMatch(/^<svg /);
    expect((await silks('c7.svg')).body).toBe(one.body);
    expect((await silks('c8.svg')).body).not.toBe(one.body);
    expect((await silks('..%2Fetc.svg')).statusCode).toBe(400);
  });

  it('settles a race through the operator API with a development operator user; its winner is listed', async () => {
    const created = await post(t.app, 'dev/operator-user', { user_name: 'race_ops', password: 'race-operator-pw' });
    expect(created.body.data).toMatchObject({ operator_id: 1, user_name: 'race_ops' });
    expect((await post(t.app, 'dev/operator-user', { user_name: 'race_ops', password: 'race-operator-pw' })).statusCode).toBe(400);
    expect((await post(t.app, 'dev/operator-user', { user_name: 'x' })).statusCode).toBe(400);
    const token = (await post(t.app, 'operator/login', { user_name: 'race_ops', password: 'race-operator-pw' })).body.data.accessToken;
    const race = await seedEvent(t.db, { sportId: 4339, runners: 3 });
    await t.db.query(`UPDATE markets SET market_type = 'WIN' WHERE id = $1`, [race.marketId]);
    const settled = await post(t.app, 'operator/markets/settle', { market_id: race.marketId, winner_selection_id: race.runners[1] }, { token });
    expect(settled.statusCode).toBe(200);
    const results = (await post(t.app, 'market/racingResults', { sport_id: 4339 })).body.data;
    expect(results[0]).toMatchObject({ market_id: race.marketId, placings: [{ placing: 1, selection_id: race.runners[1] }] });
  });

  it('offers no development operator user in production mode', async () => {
    const prod = await buildApp({ db: t.db, config: loadConfig({ NODE_ENV: 'production' }) });
    const res = await prod.inject({ method: 'POST', url: '/api/v1/dev/operator-user', payload: { user_name: 'prod_ops', password: 'prod-operator-pw' } });
    expect(res.statusCode).toBe(404);
    await prod.close();
  });
});
