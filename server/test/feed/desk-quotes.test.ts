// Bookmaker and fancy bets placed through the HTTP calls while the built-in feed runs on a
// fast-forwarded clock: the in-play bet delay moves the feed on (in its real 2 s steps), so a
// bet is accepted only if the quote the player saw still stands when the delay has run.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { Exchange, SUSPENDED_IN_DELAY } from '../../src/exchange/exchange';
import { fixturesAround } from '../../src/feed/calendar';
import { FeedSimulator } from '../../src/feed/simulator';
import { assertLedgerBalanced } from '../../src/wallet/ledger';
import { post, type Json } from '../support/app';
import { createPlayer, type TestPlayer } from '../support/players';
import { createTestDb, type TestDatabase } from '../support/test-db';

const SEED = 7;
const T0 = Date.UTC(2026, 10, 22, 10, 0, 0);
const MINUTE = 60_000;
const FEED_STEP_MS = 2_000;

let db: TestDatabase;
let app: FastifyInstance;
let feed: FeedSimulator;
let clock: number;
let player: TestPlayer;
const match = fixturesAround(SEED, T0).filter((f) => f.kind === 'cricket' && f.startMs > T0).sort((a, b) => a.startMs - b.startMs)[0]!;
const bookmakerMarketId = `1.${match.eventId * 10 + 1}`;
const selectionId = match.runners[0]!.selectionId;
const sessionId = match.eventId * 100 + 20; // the 20-over runs line

/** Moves the feed's clock on by `ms`, one real-time step at a time. */
async function advance(ms: number): Promise<void> {
  const end = clock + ms;
  while (clock < end) {
    clock = Math.min(end, clock + FEED_STEP_MS);
    await feed.step(clock);
  }
}

async function bookmakerQuote(): Promise<{ open: boolean; back: number | null }> {
  const { body } = await post(app, 'match/matchDetailsOpen', { match_id: match.eventId, market_id: bookmakerMarketId });
  const market = body.data[0];
  const runner = market.runners.find((r: { selectionId: number }) => r.selectionId === selectionId);
  return { open: market.status === 'OPEN' && runner.status === 'ACTIVE', back: runner.ex.availableToBack[0]?.price ?? null };
}

async function sessionQuote(): Promise<{ open: boolean; yesLine: number; yesRate: number }> {
  const { body } = await post(app, 'fancy/getFancies', { match_id: match.eventId });
  const fancy = body.data.find((f: { fancy_id: number }) => f.fancy_id === sessionId);
  return { open: fancy.is_active === 1 && fancy.GameStatus === undefined, yesLine: fancy.BackPrice1, yesRate: fancy.BackSize1 };
}

beforeAll(async () => {
  db = await createTestDb();
  // The bet delay is where feed time passes: the exchange's sleep steps the feed.
  const exchange = await Exchange.start({ db, sleep: (ms) => advance(ms) });
  app = await buildApp({ db, config: loadConfig({}), exchange });
  feed = new FeedSimulator({ db, exchange, seed: SEED, kinds: ['cricket'] });
  clock = match.startMs - 30 * MINUTE;
  await feed.step(clock);
  clock = match.startMs + 20 * MINUTE;
  await feed.step(clock);
  await advance(10_000);
  player = await createPlayer(db, { balanceRupees: 100_000 });
}, 30_000);
afterAll(async () => {
  await app.close();
  await db.drop();
});

interface Quote {
  open: boolean;
  /** what the bet is placed at: the back percentage, or the Yes line and rate */
  price: string;
}

/**
 * Ten bets, each on the quote as the player reads it a few feed seconds after the last. A bet must
 * be accepted whole when the same quote still stands after its delay, else refused with the
 * server's message; returns what happened to each.
 */
async function betOnStandingQuotes(read: () => Promise<Quote>, place: (q: Quote) => Promise<{ statusCode: number; body: Json }>, suspendedMsg: string) {
  const outcomes: string[] = [];
  for (let i = 0; i < 10; i++) {
    await advance(6_000);
    const seen = await read();
    if (!seen.open) {
      outcomes.push('suspended before betting');
      continue;
    }
    const res = await place(seen);
    const after = await read(); // the clock stands still between the bet's decision and this read
    if (after.open && after.price === seen.price) {
      expect({ status: res.statusCode, matched: res.body.data?.matched }).toEqual({ status: 200, matched: 100 });
      outcomes.push('accepted');
    } else {
      expect({ status: res.statusCode, msg: res.body.msg }).toEqual({ status: 400, msg: after.open ? 'Odds changed' : suspendedMsg });
      outcomes.push(res.body.msg as string);
    }
  }
  // a desk holds its quotes: most bets on a standing quote go through
  expect({ outcomes, accepted: outcomes.filter((o) => o === 'accepted').length >= 8 }).toEqual({ outcomes, accepted: true });
}

describe('bets at the desk while the feed runs', () => {
  it('accepts a bookmaker back at the standing quote, and refuses it only when the quote moved', async () => {
    await betOnStandingQuotes(
      async () => {
        const q = await bookmakerQuote();
        return { open: q.open && q.back !== null, price: String(q.back) };
      },
      (q) => post(app, 'bet/saveBet', { is_back: 1, market_id: bookmakerMarketId, odds: Number(q.price), selection_id: selectionId, stack: 100 }, { token: player.token }),
      SUSPENDED_IN_DELAY,
    );
  }, 30_000);

  it('accepts a Yes on the session line as shown, and refuses it only when the line moved or a ball was running', async () => {
    await betOnStandingQuotes(
      async () => {
        const q = await sessionQuote();
        return { open: q.open, price: `${q.yesLine}/${q.yesRate}` };
      },
      (q) => {
        const [run, size] = q.price.split('/').map(Number);
        return post(app, 'bet/saveFancyBet', { is_back: 1, fancy_id: sessionId, run, size, stack: 100 }, { token: player.token });
      },
      SUSPENDED_IN_DELAY,
    );
  }, 30_000);

  it("refuses with 'Odds changed' when the quote moved during a long delay", async () => {
    const slow = await createPlayer(db, { balanceRupees: 10_000 });
    await db.query(`UPDATE users SET bet_settings = '{"bookmakerBetDelay": 120, "fancyBetDelay": 120}' WHERE id = $1`, [slow.userId]);
    await advance(6_000);
    const bookmaker = await bookmakerQuote();
    expect(bookmaker.open).toBe(true);
    const bet = await post(app, 'bet/saveBet', { is_back: 1, market_id: bookmakerMarketId, odds: bookmaker.back, selection_id: selectionId, stack: 100 }, { token: slow.token });
    expect((await bookmakerQuote()).back).not.toBe(bookmaker.back);
    expect({ status: bet.statusCode, msg: bet.body.msg }).toEqual({ status: 400, msg: 'Odds changed' });

    const session = await sessionQuote();
    expect(session.open).toBe(true);
    const fancyBet = await post(app, 'bet/saveFancyBet', { is_back: 1, fancy_id: sessionId, run: session.yesLine, size: session.yesRate, stack: 100 }, { token: slow.token });
    const sessionAfter = await sessionQuote();
    expect(sessionAfter.yesLine).not.toBe(session.yesLine);
    // two minutes on, the line has moved; a ball may be running at that moment too
    expect({ status: fancyBet.statusCode, msg: fancyBet.body.msg }).toEqual({ status: 400, msg: sessionAfter.open ? 'Odds changed' : SUSPENDED_IN_DELAY });
    expect(await db.query('SELECT id FROM bets WHERE user_id = $1', [slow.userId])).toHaveLength(0);
    await assertLedgerBalanced(db);
  }, 60_000);
});
