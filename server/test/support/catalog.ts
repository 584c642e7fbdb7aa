// A small hand-made catalog for exchange tests: one event with an odds market, a bookmaker
// market and a fancy line, written straight into the catalog tables.
import type { Sql } from '../../src/store/db';

let nextId = 900_000;

export interface TestMarket {
  eventId: number;
  marketId: string;
  bookmakerMarketId: string;
  fancyId: number;
  runners: [number, number];
}

export async function seedEvent(db: Sql, opts: { sportId?: number; inplay?: boolean; runners?: number } = {}): Promise<TestMarket> {
  const id = nextId++;
  const sportId = opts.sportId ?? 4;
  await db.query(`INSERT INTO sports (id, name) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`, [sportId, `Sport ${sportId}`]);
  await db.query(`INSERT INTO competitions (id, sport_id, name) VALUES ($1, $2, 'Test League') ON CONFLICT (id) DO NOTHING`, [id, sportId]);
  await db.query(
    `INSERT INTO events (id, sport_id, competition_id, name, start_time, status, feed_key, enable_fancy)
     VALUES ($1, $2, $1, 'Mumbai v Chennai', now() + interval '1 hour', $3, $4, true)`,
    [id, sportId, opts.inplay ? 'inplay' : 'upcoming', `test:${id}`],
  );
  const marketId = `1.${id}`;
  const bookmakerMarketId = `9.${id}`;
  await db.query(
    `INSERT INTO markets (id, event_id, name, market_type, kind, inplay, start_time) VALUES
       ($1, $3, 'Match Odds', 'MATCH_ODDS', 'odds', $4, now() + interval '1 hour'),
       ($2, $3, 'Bookmaker', 'BOOKMAKER', 'bookmaker', $4, now() + interval '1 hour')`,
    [marketId, bookmakerMarketId, id, opts.inplay ?? false],
  );
  const runnerCount = opts.runners ?? 2;
  const runners: number[] = [];
  for (let i = 0; i < runnerCount; i++) {
    const selectionId = id * 10 + i;
    runners.push(selectionId);
    await db.query(`INSERT INTO runners (market_id, selection_id, name, sort_order) VALUES ($1, $2, $3, $4)`, [marketId, selectionId, `Team ${i + 1}`, i]);
    await db.query(
      `INSERT INTO runners (market_id, selection_id, name, sort_order, back_percent, lay_percent) VALUES ($1, $2, $3, $4, 45, 47)`,
      [bookmakerMarketId, selectionId, `Team ${i + 1}`, i],
    );
  }
  await db.query(
    `INSERT INTO fancies (id, event_id, name, no_line, no_rate, yes_line, yes_rate) VALUES ($1, $2, '6 over runs MI', 45, 100, 46, 100)`,
    [id, id],
  );
  return { eventId: id, marketId, bookmakerMarketId, fancyId: id, runners: [runners[0]!, runners[1]!] };
}
