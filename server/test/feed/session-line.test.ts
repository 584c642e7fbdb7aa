// The development helper that holds a session line open for end-to-end tests (POST
// /dev/feed/session-line, feed/dev-hooks.ts): the simulator holds the batting side's line open and
// still (never 'Ball Running', not moved), settles it only when the hold ends, at the runs of its over.
import { fixturesAround } from '../../src/feed/calendar';
import { sessionId } from '../../src/feed/sessions';
import { FeedSimulator } from '../../src/feed/simulator';
import { post, startTestApp, type TestApp } from '../support/app';

const T0 = Date.UTC(2026, 10, 22, 10, 0, 0);
const MINUTE = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ KHEL_DEV_HELPERS: 'on' });
});
afterAll(async () => {
  await t.app.exchange.idle();
  await t.close();
});

const match = fixturesAround(7, T0).filter((f) => f.kind === 'cricket' && f.startMs > T0).sort((a, b) => a.startMs - b.startMs)[0]!;
const line = (id: number) => t.db.query<{ no_line: number; game_status: string | null; result_runs: number | null }>('SELECT no_line, game_status, result_runs FROM fancies WHERE id = $1', [id]).then((r) => r[0]!);

it('answers 409 while no simulator runs here, 400 without a match, 404 from another machine', async () => {
  expect((await post(t.app, 'dev/feed/session-line', { match_id: match.eventId })).statusCode).toBe(409);
  expect((await post(t.app, 'dev/feed/session-line', {})).statusCode).toBe(400);
  expect((await post(t.app, 'dev/feed/session-line', { match_id: match.eventId }, { ip: '198.51.100.7' })).statusCode).toBe(404);
});

it("holds the batting side's last open line still through its over, then settles it at that over's runs", async () => {
  // 80 minutes in: the first innings' 106th ball; only its 20-over line is still open
  let now = match.startMs + 80 * MINUTE;
  const feed = new FeedSimulator({ db: t.db, exchange: t.app.exchange, seed: 7, kinds: ['cricket'], now: () => now });
  await feed.step(match.startMs - MINUTE);
  await feed.step(now);
  feed.start(50);
  const wrongMatch = await post(t.app, 'dev/feed/session-line', { match_id: 999 });
  expect(wrongMatch).toMatchObject({ statusCode: 409, body: { msg: 'the simulator does not run that match' } });
  const held = await post(t.app, 'dev/feed/session-line', { match_id: match.eventId, minutes: 15 });
  await feed.stop();
  expect(held.statusCode).toBe(200);
  const fancyId = sessionId(match.eventId, 0, 20);
  expect(held.body.data).toEqual({ fancy_id: fancyId, no_line: (await line(fancyId)).no_line, held_until: new Date(now + 15 * MINUTE).toISOString() });
  const heldLine = held.body.data.no_line as number;

  // through the rest of the innings and past its 120th ball (90 minutes in), a step every 11 s of
  // feed time (each ball takes 45 s, its last 4 'Ball Running': the steps land in them every fourth
  // ball): the line neither moves nor runs
  for (const stop = now + 14 * MINUTE; now < stop; now += 11_000) {
    await feed.step(now);
    expect(await line(fancyId)).toEqual({ no_line: heldLine, game_status: null, result_runs: null });
  }
  // the hold ends: settled at the first innings' runs at its 20th over
  now = match.startMs + 96 * MINUTE;
  await feed.step(now);
  const [event] = await t.db.query<{ score: { innings: Array<{ runs: number }> } }>('SELECT score FROM events WHERE id = $1', [match.eventId]);
  expect((await line(fancyId)).result_runs).toBe(event!.score.innings[0]!.runs);
}, 180_000);
