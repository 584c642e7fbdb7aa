import { fixturesAround, type Fixture } from '../../src/feed/calendar';
import { FeedSimulator } from '../../src/feed/simulator';
import { Exchange } from '../../src/exchange/exchange';
import { assertLedgerBalanced, marketMakerUserId, playerBalances } from '../../src/wallet/ledger';
import { createPlayer } from '../support/players';
import { createTestDb, type TestDatabase } from '../support/test-db';

const T0 = Date.UTC(2026, 10, 22, 10, 0, 0);
const MINUTE = 60_000;

describe('feed calendar (pure)', () => {
  it('is the same for the same seed and differs for another', () => {
    const a = fixturesAround(7, T0);
    expect(fixturesAround(7, T0)).toEqual(a);
    expect(fixturesAround(8, T0).map((f) => f.name)).not.toEqual(a.map((f) => f.name));
  });

  it('covers cricket, football, tennis, horse and greyhound racing and an election', () => {
    const sports = new Set(fixturesAround(7, T0).map((f) => f.sportId));
    expect([...sports].sort((x, y) => x - y)).toEqual([1, 2, 4, 7, 4339, 2378961]);
    const race = fixturesAround(7, T0).find((f) => f.kind === 'horse')!;
    expect(race.runners[0]!.metadata).toMatchObject({ CLOTH_NUMBER: '1' });
    expect(['GB', 'IE', 'AU', 'IN']).toContain(race.countryCode);
  });

  it('has a cricket, a football and a tennis match in play at every moment of the day', () => {
    for (let t = T0; t < T0 + 24 * 60 * MINUTE; t += 5 * MINUTE) {
      const inPlay = fixturesAround(7, t).filter((f) => f.startMs <= t && t < f.startMs + f.durationMs);
      for (const kind of ['cricket', 'football', 'tennis'] as const) {
        expect({ t: new Date(t).toISOString(), kind, inPlay: inPlay.some((f) => f.kind === kind) }).toEqual({ t: new Date(t).toISOString(), kind, inPlay: true });
      }
    }
  });
});

/** A fresh database, exchange and feed of these kinds of fixture for a describe block. */
function feedOf(kinds: Fixture['kind'][]) {
  const env = {} as { db: TestDatabase; exchange: Exchange; feed: FeedSimulator };
  beforeAll(async () => {
    env.db = await createTestDb();
    env.exchange = await Exchange.start({ db: env.db, sleep: async () => undefined });
    env.feed = new FeedSimulator({ db: env.db, exchange: env.exchange, seed: 7, kinds });
  });
  afterAll(async () => {
    await env.exchange.idle();
    await env.db.drop();
  });
  return env;
}

describe('feed simulator', () => {
  // Races only: the whole calendar is covered by the pure tests above; this drives money through it.
  const f = feedOf(['horse']);
  let db: TestDatabase;
  let exchange: Exchange;
  let feed: FeedSimulator;
  beforeAll(() => ({ db, exchange, feed } = f));

  it('lists the catalog and quotes 3 levels each side with the market maker', async () => {
    await feed.step(T0);
    const [counts] = await db.query<{ events: number; markets: number }>(
      'SELECT (SELECT count(*)::int FROM events) AS events, (SELECT count(*)::int FROM markets) AS markets',
    );
    expect(counts!.events).toBeGreaterThan(5);
    const race = fixturesAround(7, T0).filter((f) => f.kind === 'horse').sort((a, b) => a.startMs - b.startMs)[0]!;
    const book = exchange.books.book(`1.${race.eventId * 10}`, race.runners[0]!.selectionId);
    expect(book.availableToBack(3)).toHaveLength(3);
    expect(book.availableToLay(3)).toHaveLength(3);
    const mm = await marketMakerUserId(db);
    expect((await playerBalances(db, mm)).hold).toBeGreaterThan(0);
  });

  it('lets a player match the market maker, then runs the race to a result and settles it', async () => {
    const player = await createPlayer(db, { balanceRupees: 1000 });
    const race = fixturesAround(7, T0).filter((f) => f.kind === 'horse' && f.startMs > T0).sort((a, b) => a.startMs - b.startMs)[0]!;
    const marketId = `1.${race.eventId * 10}`;
    const selectionId = race.runners[0]!.selectionId;
    const best = exchange.books.book(marketId, selectionId).availableToBack(1)[0]!;
    const bet = await exchange.placeBet(player.userId, { marketId, selectionId, isBack: true, price: best.price, stakePaise: 10_000 });
    expect(bet.matchedPaise).toBe(10_000);

    for (let t = T0 + MINUTE; t <= race.startMs + race.durationMs + MINUTE; t += 5 * MINUTE) await feed.step(t);
    await feed.step(race.startMs + race.durationMs + MINUTE);
    const [market] = await db.query<{ settled_at: unknown; winner_selection_id: number }>('SELECT settled_at, winner_selection_id FROM markets WHERE id = $1', [marketId]);
    expect(market!.settled_at).not.toBeNull();
    // every runner has its place, 1 to n, the winner first
    const placings = await db.query<{ selection_id: number; placing: number }>('SELECT selection_id, finish_position AS placing FROM runners WHERE market_id = $1 ORDER BY finish_position', [marketId]);
    expect(placings.map((p) => p.placing)).toEqual(race.runners.map((_, i) => i + 1));
    expect(Number(placings[0]!.selection_id)).toBe(Number(market!.winner_selection_id));
    const balances = await playerBalances(db, player.userId);
    expect(balances.hold).toBe(0);
    const won = market!.winner_selection_id === selectionId;
    expect(balances.cash).toBe(won ? 100_000 + Math.floor((10_000 * (best.price - 100)) / 100) : 90_000);
    await assertLedgerBalanced(db);
  }, 60_000);
});

describe('feed simulator: a race resulted by an operator first', () => {
  const f = feedOf(['greyhound']);

  it('keeps the operator\'s result when the feed runs the race to its end', async () => {
    const race = fixturesAround(7, T0).filter((x) => x.kind === 'greyhound' && x.startMs > T0).sort((a, b) => a.startMs - b.startMs)[0]!;
    const marketId = `1.${race.eventId * 10}`;
    await f.feed.step(T0);
    const winner = race.runners[3]!.selectionId;
    await f.exchange.settleMarket(marketId, winner, 'operator:test');
    await f.feed.step(race.startMs);
    await f.feed.step(race.startMs + race.durationMs + MINUTE);
    const [market] = await f.db.query<{ winner_selection_id: number }>('SELECT winner_selection_id FROM markets WHERE id = $1', [marketId]);
    expect(Number(market!.winner_selection_id)).toBe(winner);
    const placed = await f.db.query('SELECT selection_id FROM runners WHERE market_id = $1 AND finish_position IS NOT NULL', [marketId]);
    expect(placed).toEqual([]);
    await assertLedgerBalanced(f.db);
  }, 60_000);
});

describe('feed simulator: in-play lapses', () => {
  const f = feedOf(['football']);
  let db: TestDatabase;
  let exchange: Exchange;
  let feed: FeedSimulator;
  beforeAll(() => ({ db, exchange, feed } = f));

  it('lapses unmatched orders not kept when a match goes in play and when an incident suspends it; kept ones stay', async () => {
    const match = fixturesAround(7, T0).filter((f) => f.kind === 'football' && f.startMs > T0).sort((a, b) => a.startMs - b.startMs)[0]!;
    const marketId = `1.${match.eventId * 10}`;
    const selectionId = match.runners[0]!.selectionId;
    const mm = await marketMakerUserId(db);
    // the market maker re-quotes one market a step: step until it quotes this one (bounded)
    for (let i = 0, t = match.startMs - 10 * MINUTE; i < 50 && exchange.books.ordersOfPlayer(mm, marketId).length === 0; i++, t += 10_000) await feed.step(t);
    const player = await createPlayer(db, { balanceRupees: 1000 });
    const lay = { marketId, selectionId, isBack: false, price: 101, stakePaise: 10_000 }; // at 1.01: nothing to match
    const plain = await exchange.placeBet(player.userId, lay);
    const kept = await exchange.placeBet(player.userId, { ...lay, keep: true });
    expect(exchange.books.ordersOfPlayer(mm, marketId).length).toBeGreaterThan(0);

    await feed.step(match.startMs + 1000);
    expect(exchange.books.order(plain.betId)).toBeUndefined();
    expect(exchange.books.order(kept.betId)).toBeDefined();

    // step a minute at a time until a goal suspends the match (bounded)
    let t = match.startMs + 1000;
    let status = 'OPEN';
    for (let i = 0; i < 200 && status === 'OPEN'; i++) {
      t += MINUTE;
      await feed.step(t);
      [{ status }] = (await db.query<{ status: string }>('SELECT status FROM markets WHERE id = $1', [marketId])) as [{ status: string }];
    }
    expect(status).toBe('SUSPENDED');
    expect(exchange.books.ordersOfPlayer(mm, marketId)).toEqual([]); // the market maker's orders lapsed
    expect(exchange.books.order(kept.betId)).toBeDefined();
    expect((await playerBalances(db, player.userId)).hold).toBe(100); // the kept lay's liability: ₹100 × 0.01
    await exchange.idle();
    await feed.step(t + MINUTE);
    const [reopened] = await db.query<{ status: string }>('SELECT status FROM markets WHERE id = $1', [marketId]);
    expect(reopened!.status).toBe('OPEN');

    // a restart in the middle of a suspension: the new feed opens the market again at its first step
    await exchange.suspendMarket(marketId);
    await new FeedSimulator({ db, exchange, seed: 7, kinds: ['football'] }).step(t + MINUTE + 2000);
    const [afterRestart] = await db.query<{ status: string }>('SELECT status FROM markets WHERE id = $1', [marketId]);
    expect(afterRestart!.status).toBe('OPEN');
    await assertLedgerBalanced(db);
  }, 90_000);
});

describe('feed simulator: cricket sessions', () => {
  const f = feedOf(['cricket']);

  it('offers the first innings\' session lines before the start, rising with their overs', async () => {
    const match = fixturesAround(7, T0).filter((x) => x.kind === 'cricket' && x.startMs > T0).sort((a, b) => a.startMs - b.startMs)[0]!;
    await f.feed.step(match.startMs - 30 * MINUTE);
    const lines = await f.db.query<{ id: number; no_line: number }>('SELECT id, no_line FROM fancies WHERE event_id = $1 ORDER BY id', [match.eventId]);
    expect(lines.map((x) => x.id - match.eventId * 100)).toEqual([6, 10, 15, 20]);
    for (let i = 1; i < lines.length; i++) expect(lines[i]!.no_line).toBeGreaterThan(lines[i - 1]!.no_line);
  }, 30_000);

  it('opens each innings its own session lines and settles each on the runs at its over', async () => {
    const match = fixturesAround(7, T0).filter((x) => x.kind === 'cricket' && x.startMs > T0).sort((a, b) => a.startMs - b.startMs)[0]!;
    await f.feed.step(match.startMs - 30 * MINUTE);
    await f.feed.step(match.startMs + 1000);
    const first = await f.db.query<{ id: number; name: string; settled_at: unknown }>('SELECT id, name, settled_at FROM fancies WHERE event_id = $1 ORDER BY id', [match.eventId]);
    expect(first.map((x) => [x.id - match.eventId * 100, x.name, x.settled_at])).toEqual(
      [6, 10, 15, 20].map((overs) => [overs, `${overs} over runs ${match.runners[0]!.name}`, null]),
    );

    // four fifths through: the first innings is over, the second in its 13th over
    await f.feed.step(match.startMs + (match.durationMs * 4) / 5);
    const all = await f.db.query<{ id: number; name: string; result_runs: number | null }>('SELECT id, name, result_runs FROM fancies WHERE event_id = $1 ORDER BY id', [match.eventId]);
    const [s6, s10, , s20, t6, t10, , t20] = all;
    expect(all.map((x) => x.id - match.eventId * 100)).toEqual([6, 10, 15, 20, 56, 60, 65, 70]);
    expect(t20!.name).toBe(`20 over runs ${match.runners[1]!.name}`);
    // runs only grow through an innings, so its sessions settle in order; the second innings' 20 overs are still to come
    expect(s6!.result_runs).not.toBeNull();
    expect(s6!.result_runs! <= s10!.result_runs! && s10!.result_runs! <= s20!.result_runs!).toBe(true);
    expect(t6!.result_runs! <= t10!.result_runs!).toBe(true);
    expect(t20!.result_runs).toBeNull();
    const [event] = await f.db.query<{ score: { innings: Array<{ runs: number }> } }>('SELECT score FROM events WHERE id = $1', [match.eventId]);
    expect(event!.score.innings[0]!.runs).toBe(s20!.result_runs);
    await assertLedgerBalanced(f.db);
  }, 30_000);
});

describe('feed simulator: the bookmaker follows the match odds', () => {
  const f = feedOf(['cricket']);

  it('quotes every runner on the bookmaker near its match-odds price, the favourite the same on both, and settles both alike', async () => {
    const match = fixturesAround(7, T0).filter((x) => x.kind === 'cricket' && x.startMs > T0).sort((a, b) => a.startMs - b.startMs)[0]!;
    const matchOdds = `1.${match.eventId * 10}`;
    const bookmaker = `1.${match.eventId * 10 + 1}`;
    let checked = 0;
    // from before the start into play, a look every 3 minutes of feed time while both markets are open
    for (let t = match.startMs - 6 * MINUTE; t < match.startMs + 30 * MINUTE; t += 20_000) {
      await f.feed.step(t);
      if ((t - match.startMs) % (3 * MINUTE) !== 0) continue;
      const rows = await f.db.query<{ selection_id: number; back_percent: number | null }>(
        `SELECT r.selection_id, r.back_percent FROM runners r JOIN markets m ON m.id = r.market_id
          WHERE r.market_id = $1 AND m.status = 'OPEN' ORDER BY r.sort_order`,
        [bookmaker],
      );
      if (rows.length !== 2 || rows.some((r) => r.back_percent === null)) continue;
      const mids = rows.map((r) => {
        const book = f.exchange.books.book(matchOdds, r.selection_id);
        const back = book.availableToBack(1)[0]?.price;
        const lay = book.availableToLay(1)[0]?.price;
        return back && lay ? (back + lay) / 2 : null;
      });
      if (mids.some((m) => m === null)) continue;
      // the bookmaker's back odds (1 + percent/100, in hundredths) within a fifth of the exchange's mid price
      rows.forEach((r, i) => {
        const bookmakerOdds = 100 + r.back_percent!;
        expect(Math.abs(bookmakerOdds - mids[i]!) / mids[i]!).toBeLessThan(0.2);
      });
      const favourite = (xs: number[]) => xs.indexOf(Math.min(...xs));
      if (Math.abs(mids[0]! - mids[1]!) > 20) expect(favourite(rows.map((r) => r.back_percent!))).toBe(favourite(mids as number[]));
      checked += 1;
    }
    expect(checked).toBeGreaterThan(3);
    await f.feed.step(match.startMs + match.durationMs + 1_000);
    const winners = await f.db.query<{ market_id: string; winner: number | null }>(
      'SELECT id AS market_id, winner_selection_id AS winner FROM markets WHERE id = ANY($1::text[]) ORDER BY id',
      [[matchOdds, bookmaker]],
    );
    expect(winners[0]!.winner).not.toBeNull();
    expect(winners[1]!.winner).toBe(winners[0]!.winner);
  }, 180_000);
});

describe('feed simulator: every listed match is quoted', () => {
  const f = feedOf(['tennis']);
  let exchange: Exchange;
  let feed: FeedSimulator;
  beforeAll(() => ({ exchange, feed } = f));

  it("quotes a match's match odds from the moment it is listed, hours before it starts", async () => {
    // the market maker quotes a few markets a step (a bound); a minute of steps reaches them all
    for (let t = T0; t <= T0 + 4 * MINUTE; t += 15_000) await feed.step(t);
    const later = fixturesAround(7, T0).filter((x) => x.kind === 'tennis' && x.startMs > T0 + 6 * 60 * MINUTE);
    expect(later.length).toBeGreaterThan(0);
    for (const match of later) {
      const book = exchange.books.book(`1.${match.eventId * 10}`, match.runners[0]!.selectionId);
      expect(book.availableToBack(1)).toHaveLength(1);
      expect(book.availableToLay(1)).toHaveLength(1);
    }
  }, 60_000);
});

describe('feed simulator: the first step after a start', () => {
  const f = feedOf(['tennis', 'cricket']);

  it('quotes every listed market at once, so no page shows a market without prices after a restart', async () => {
    await f.feed.step(T0);
    const listed = fixturesAround(7, T0).filter((x) => (x.kind === 'tennis' || x.kind === 'cricket') && x.startMs > T0);
    // (the matches not yet started: one in play may be suspended by an incident)
    // more than the bound a later step re-quotes
    expect(listed.length).toBeGreaterThan(3);
    for (const match of listed) {
      const book = f.exchange.books.book(`1.${match.eventId * 10}`, match.runners[0]!.selectionId);
      expect({ match: match.name, back: book.availableToBack(1).length, lay: book.availableToLay(1).length }).toEqual({ match: match.name, back: 1, lay: 1 });
    }
    // a restart: a new simulator on the same books re-quotes at once too, placing only what moved
    const again = new FeedSimulator({ db: f.db, exchange: f.exchange, seed: 7, kinds: ['tennis', 'cricket'] });
    const before = f.exchange.stats.writes;
    await again.step(T0);
    expect(f.exchange.stats.writes - before).toBeLessThan(listed.length);
  }, 60_000);
});
