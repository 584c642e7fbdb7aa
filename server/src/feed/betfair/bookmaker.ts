// The bookmaker desk on a Betfair cricket match, as the simulator runs it (sim/markets.ts): a
// BOOKMAKER market beside the match's MATCH_ODDS, with the same runners, whose quotes follow the
// match odds' fair price. The fair price is read off Betfair's best back and lay (each runner's mid
// price as a probability, the book's overround taken out); the desk backs at 3 % under the fair
// odds (bookmakerPercent) and lays 2 points above. A quote stands for BOOKMAKER_HOLD_MS unless the
// fair price moves a real step; a drift of a point or two never moves it. The desk suspends,
// reopens and settles with the match odds: on its winner, void when it closed without one; while the
// match odds await an operator's result, the desk waits suspended for the operator too.
import type { Exchange } from '../../exchange/exchange';
import type { Database } from '../../store/db';
import { bookmakerPercent, fairRung, movedAtAll, movedRealStep } from '../sim/markets';
import { bestLevels, type MarketBook, type MarketDefinition } from './cache';

/** a bookmaker quote stands at least this long unless the fair price moves a real step */
export const BOOKMAKER_HOLD_MS = 20_000;
/** the desk's lay percentage over its back */
const LAY_OVER_BACK = 2;

/** The desk's market id for a match odds market: `1.200806927` → `9.200806927`. */
export const bookmakerIdOf = (matchOddsId: string): string => `9.${matchOddsId.split('.')[1] ?? matchOddsId}`;

interface Desk {
  marketId: string;
  eventId: number;
  status: 'OPEN' | 'SUSPENDED' | 'CLOSED';
  settled: boolean;
  /** the back percentage last quoted per runner (-1: none) */
  quoted: Map<number, number>;
  holdUntilMs: number;
}

/** Each runner's fair back percentage from the match odds' best prices; null while a runner has none. */
export function fairPercents(book: MarketBook, def: MarketDefinition): Map<number, number> | null {
  const active = def.runners.filter((r) => r.status === 'ACTIVE').map((r) => r.id);
  const implied: number[] = [];
  for (const id of active) {
    const r = book.runners.get(id);
    if (!r) return null;
    const { back, lay } = bestLevels(r, 1);
    const prices = [back[0]?.price, lay[0]?.price].filter((p): p is number => p !== undefined);
    if (prices.length === 0) return null;
    // the mid price's probability, 100 / mid (a probability, never money: the float the simulator's walk uses too)
    implied.push(200 / (prices[0]! + prices[prices.length - 1]!));
  }
  const total = implied.reduce((a, b) => a + b, 0);
  if (active.length < 2 || total <= 0) return null;
  return new Map(active.map((id, i) => [id, bookmakerPercent(fairRung(implied[i]! / total))]));
}

export class BetfairBookmaker {
  private readonly desks = new Map<string, Desk>();

  constructor(private readonly o: { db: Database; exchange: Exchange }) {}

  /** Follows a cricket match odds market: lists the desk, moves its quotes, suspends, reopens and settles it. */
  async follow(book: MarketBook, def: MarketDefinition, matchOdds: { eventId: number; settled: boolean }, nowMs: number): Promise<void> {
    if (def.eventTypeId !== '4' || def.marketType !== 'MATCH_ODDS') return;
    const desk = this.desks.get(book.id) ?? (await this.list(book.id, matchOdds.eventId, def));
    this.desks.set(book.id, desk);
    if (desk.settled) return;
    if (def.status === 'CLOSED') return this.close(desk, def, matchOdds.settled);
    if (def.status !== 'OPEN') {
      if (desk.status === 'OPEN') {
        desk.status = 'SUSPENDED';
        await this.o.exchange.suspendMarket(desk.marketId);
      }
      return;
    }
    if (desk.status !== 'OPEN') {
      if (!(await this.o.exchange.reopenMarket(desk.marketId))) return; // an operator holds it
      desk.status = 'OPEN';
      desk.holdUntilMs = -Infinity;
      desk.quoted.clear();
    }
    await this.quote(desk, book, def, nowMs);
  }

  private async list(matchOddsId: string, eventId: number, def: MarketDefinition): Promise<Desk> {
    const marketId = bookmakerIdOf(matchOddsId);
    const row = await this.o.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO markets (id, event_id, name, market_type, kind, start_time, sort_order)
         SELECT $2, event_id, 'Bookmaker', 'BOOKMAKER', 'bookmaker', start_time, 1 FROM markets WHERE id = $1
         ON CONFLICT (id) DO NOTHING`,
        [matchOddsId, marketId],
      );
      await tx.query(
        `INSERT INTO runners (market_id, selection_id, name, sort_order) SELECT $2, selection_id, name, sort_order FROM runners WHERE market_id = $1
         ON CONFLICT (market_id, selection_id) DO UPDATE SET name = EXCLUDED.name`,
        [matchOddsId, marketId],
      );
      const [m] = await tx.query<{ status: Desk['status']; settled: boolean }>('SELECT status, settled_at IS NOT NULL AS settled FROM markets WHERE id = $1', [marketId]);
      return m!;
    });
    if (def.inPlay) await this.o.exchange.takeInPlay(eventId);
    this.o.exchange.forgetMarket(marketId);
    return { marketId, eventId, status: row.status, settled: row.settled, quoted: new Map(), holdUntilMs: -Infinity };
  }

  /** The desk's back and lay percentages, moved when the fair price moved (see the rule above). */
  private async quote(desk: Desk, book: MarketBook, def: MarketDefinition, nowMs: number): Promise<void> {
    const fair = fairPercents(book, def);
    if (!fair) return;
    const was = (id: number) => desk.quoted.get(id) ?? -1;
    if (![...fair].some(([id, p]) => movedAtAll(was(id), p))) return;
    const realStep = [...fair].some(([id, p]) => movedRealStep(was(id), p));
    if (nowMs < desk.holdUntilMs && !realStep) return;
    desk.quoted = fair;
    desk.holdUntilMs = nowMs + BOOKMAKER_HOLD_MS;
    await this.o.db.query(
      `UPDATE runners r SET back_percent = q.back, lay_percent = q.back + $4
         FROM unnest($2::bigint[], $3::int[]) AS q(selection_id, back) WHERE r.market_id = $1 AND r.selection_id = q.selection_id`,
      [desk.marketId, [...fair.keys()], [...fair.values()], LAY_OVER_BACK],
    );
    this.o.exchange.touchMarket(desk.marketId);
  }

  /** The match odds closed: the desk settles on its winner once the match odds settled; else it waits, suspended, for the operator. */
  private async close(desk: Desk, def: MarketDefinition, matchOddsSettled: boolean): Promise<void> {
    const winners = def.runners.filter((r) => r.status === 'WINNER').map((r) => r.id);
    const [m] = await this.o.db.query<{ held: boolean; settled: boolean }>('SELECT operator_hold IS NOT NULL AS held, settled_at IS NOT NULL AS settled FROM markets WHERE id = $1', [desk.marketId]);
    if (m?.settled) {
      desk.settled = true;
      return;
    }
    if (!matchOddsSettled || m?.held || winners.length > 1) {
      if (desk.status === 'OPEN') await this.o.exchange.suspendMarket(desk.marketId);
      desk.status = 'SUSPENDED';
      return;
    }
    if (winners.length === 1) await this.o.exchange.settleMarket(desk.marketId, winners[0]!, 'feed');
    else await this.o.exchange.settleMarket(desk.marketId, null, 'feed', 'Closed by Betfair without a winner');
    desk.settled = true;
    desk.status = 'CLOSED';
    await this.o.db.query(
      `UPDATE events SET status = 'closed' WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM markets WHERE event_id = $1 AND settled_at IS NULL)`,
      [desk.eventId],
    );
  }
}
