// Betting calls (spec §7.3): place (exchange, bookmaker, fancy, combined racing), cash out,
// list open/settled/unmatched bets, cancel. Stakes are whole rupees; odds decimal on odds
// markets and a percentage on BOOKMAKER markets. Errors answer 4xx with `msg` (spec §8).
//
//   POST bet/saveBet               {is_back, market_id, odds, selection_id, stack, client_ref?, keep?}
//   POST bet/saveFancyBet          {is_back, fancy_id, run, size, stack, client_ref?}
//   POST bet/saveHrBet             [{selection_id, selection_name, market_id, odds, is_back, stack, client_ref?}, ...]
//                                  (1 runner: a single racing bet; 2–4: the combined market; one client_ref, on every runner)
//   GET  exchange/order/cashoutQuote?marketId=        (beyond the spec: what a cash-out would do now)
//   GET  exchange/order/cashout?marketId=&worstPrice=  (worstPrice optional: the bound the quote offered)
//   POST bet/openBets, bet/settledBets, bet/unmatchedBets   {limit, page, search{match_id, market_id, is_matched}, from_date, to_date}
//   POST bet/cancelUnmatchedBet    {bet_id}
//   POST bet/cancelUnmatchedBetAll {market_id?}
//
// Beyond the spec, two optional fields: `client_ref` (up to 64 characters) makes a placement
// idempotent — the same reference again answers with the bet already placed; `keep` (1/0, default
// 0) on an exchange order keeps its unmatched part in the book when the market goes in play or
// suspends (otherwise it lapses then, and its exposure is released); every unmatched part lapses
// when the market closes.

import { countryGate } from './jurisdiction';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { CashOutLegWire, CashOutQuoteWire, CashOutWire, PlacedBetWire } from '@khel/shared-kernel/contract';
import {
  BetListAnswer,
  BodyOf,
  CancelAllAnswer,
  CancelAllRequest,
  CancelBetAnswer,
  CancelBetRequest,
  CashOutAnswer,
  CashOutQuery,
  CashOutQuoteAnswer,
  PlacedBetAnswer,
  PlacedBetsAnswer,
  SaveBetRequest,
  SaveFancyBetRequest,
  SaveHrBetRequest,
  betListRequest,
  type TSchema,
} from '@khel/shared-kernel/contract-schemas';
import { MAX_STAKE_RUPEES, parsePrice, priceToDecimal } from '@khel/shared-kernel/betting';
import type { HedgeLevel } from '../domain/cash-out';
import { placePlayerBet, placePlayerFancyBet, placeRacingBet, type PlayerBetting, type PlayerOrder } from '../exchange/player-bets';
import type { RgMemory } from '../responsible-gambling/rg-memory';
import { currentUser, requireUser } from '../identity/auth';
import type { CashOutQuote, CashOutResult, Exchange, PlacedBet } from '../exchange/exchange';
import { betWire } from '../wire/bets';
import { playerBets, type BetListKind } from '../exchange/bet-lists';
import type { Database } from '../store/db';
import { bodyOf, integer, paiseToRupees, text, type Body } from './input';
import { badRequest, ok } from './reply';
import { hostOfRequest } from '../site/request-host';

const OPEN_PAGE = 100;
const HISTORY_PAGE = 150;

/** A 1/0 flag (JSON or form-encoded); `fallback` when absent, else it is required. */
function flagOf(body: Body, field: string, fallback?: boolean): boolean {
  const v = body[field];
  if (v === 1 || v === '1' || v === true || v === 'true') return true;
  if (v === 0 || v === '0' || v === false || v === 'false') return false;
  if ((v === undefined || v === null || v === '') && fallback !== undefined) return fallback;
  throw badRequest(v === undefined ? `${field} is required` : `${field} must be 1 or 0`);
}

const isBackOf = (body: Body) => flagOf(body, 'is_back');

function stakePaiseOf(body: Body): number {
  const v = body.stack;
  if (v === undefined || v === null || v === '') throw badRequest('Stake is required');
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v) : NaN;
  if (!Number.isInteger(n)) throw badRequest('Stake must be a whole number of rupees');
  if (n <= 0) throw badRequest('Stake must be more than 0');
  if (n > MAX_STAKE_RUPEES) throw badRequest('Value cannot exceed 1,00,00,000.');
  return n * 100;
}

function marketIdOf(body: Body, field = 'market_id'): string {
  return text(body, field, { required: `${field} is required`, max: [40, `${field} is invalid`], pattern: [/^\d{1,4}\.\d{1,15}$/, `${field} is invalid`] });
}

const clientRefOf = (body: Body) => text(body, 'client_ref', { max: [64, 'client_ref is too long'] }) ?? null;

/** Odds as sent, in hundredths (the use case reads them as the market speaks them: player-bets.ts). */
function oddsOf(body: Body): number {
  const v = body.odds;
  // a number or its text (the schema refuses anything else with 'Odds must be a number')
  if (v === undefined || v === null || v === '') throw badRequest('Odds are required');
  const hundredths = typeof v === 'number' || typeof v === 'string' ? parsePrice(v) : null;
  if (hundredths === null) throw badRequest('Odds must be a number with at most 2 decimals');
  return hundredths;
}

/** One bet of a saveBet or saveHrBet body, read as the use case takes it. */
function orderOf(body: Body): PlayerOrder {
  return {
    marketId: marketIdOf(body),
    selectionId: integer(body, 'selection_id', { required: 'selection_id is required', min: 1, message: 'selection_id is invalid' })!,
    isBack: isBackOf(body),
    stakePaise: stakePaiseOf(body),
    oddsHundredths: oddsOf(body),
    clientRef: clientRefOf(body),
  };
}

const placedWire = (p: PlacedBet): PlacedBetWire => ({ bet_id: p.betId, matched: paiseToRupees(p.matchedPaise), unmatched: paiseToRupees(p.unmatchedPaise) });

const legsWire = (legs: readonly HedgeLevel[]): CashOutLegWire[] => legs.map((l) => ({ price: priceToDecimal(l.price), stake: paiseToRupees(l.sizePaise) }));

const cashOutQuoteWire = (marketId: string, q: CashOutQuote): CashOutQuoteWire => ({
  market_id: marketId,
  selection_id: q.selectionId,
  is_back: q.isBack ? 1 : 0,
  stake: paiseToRupees(q.stakePaise),
  legs: legsWire(q.legs),
  amount: paiseToRupees(q.lockedPnlPaise),
  worst_price: priceToDecimal(q.worstPrice),
  complete: q.complete,
  remaining: paiseToRupees(q.remainingPaise),
});

const cashOutWire = (r: CashOutResult): CashOutWire => ({
  ...placedWire(r),
  complete: r.complete,
  amount: paiseToRupees(r.lockedPnlPaise),
  remaining: paiseToRupees(r.remainingPaise),
  runners: [...r.pnlBySelection].map(([selectionId, pnl]) => ({ selection_id: selectionId, user_pl: paiseToRupees(pnl) })),
});

/** Rupees with Indian digit grouping and 2 decimals, for messages: 1,23,456.50. */
const rupeeText = (paise: number) => paiseToRupees(paise).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** What the slip says after a bet (or the legs of a combined one, added up): matched whole, in part, or not at all yet. */
function placedMessage(p: Pick<PlacedBet, 'matchedPaise' | 'unmatchedPaise'>, stakePaise?: number): string {
  // a host with a liquidity factor below 1 offers only its share of the house's size: what could neither match nor rest is not placed
  const notPlaced = stakePaise === undefined ? 0 : stakePaise - p.matchedPaise - p.unmatchedPaise;
  if (notPlaced > 0) return `Bet placed; ₹${rupeeText(p.matchedPaise)} matched, ₹${rupeeText(notPlaced)} not placed: nothing more is offered at your price`;
  if (p.unmatchedPaise === 0) return 'Bet placed successfully';
  if (p.matchedPaise === 0) return 'Bet placed; it is unmatched until someone takes your price';
  return `Bet placed; ₹${rupeeText(p.matchedPaise)} matched, ₹${rupeeText(p.unmatchedPaise)} unmatched`;
}

/** A player's call: its summary, body and answer, for the route's schema and the API reference. */
const betCall = (summary: string, parts: { body?: TSchema; querystring?: TSchema; answer: TSchema }) => ({
  summary,
  tags: ['betting'],
  security: [{ player: [] }],
  ...(parts.body ? { body: parts.body } : {}),
  ...(parts.querystring ? { querystring: parts.querystring } : {}),
  response: { 200: parts.answer },
});

export const bettingRoutes =
  (db: Database, exchange: Exchange, rgMemory: RgMemory): FastifyPluginAsync =>
  async (plain) => {
    const api = plain.withTypeProvider<TypeBoxTypeProvider>();
    const auth = { preHandler: requireUser(db) };
    // a bet from outside a real-money host's allowed countries is refused (issue 33)
    const betAuth = { preHandler: [requireUser(db), countryGate(db)] };

    const betting: PlayerBetting = { db, exchange, rgMemory };

    api.post('/bet/saveBet', { ...betAuth, schema: betCall('Place an exchange or bookmaker bet', { body: BodyOf(SaveBetRequest), answer: PlacedBetAnswer }) }, async (req) => {
      const body = bodyOf(req);
      const houseShareBps = (await hostOfRequest(db, req)).liquidityBps;
      const order = { ...orderOf(body), keep: flagOf(body, 'keep', false), houseShareBps };
      const placed = await placePlayerBet(betting, currentUser(req).id, order, Date.now());
      return ok(placedWire(placed), placedMessage(placed, placed.replayed ? undefined : order.stakePaise));
    });

    api.post('/bet/saveFancyBet', { ...betAuth, schema: betCall('Place a session (fancy) bet', { body: BodyOf(SaveFancyBetRequest), answer: PlacedBetAnswer }) }, async (req) => {
      const user = currentUser(req);
      const body = bodyOf(req);
      const fancyId = integer(body, 'fancy_id', { required: 'fancy_id is required', min: 1, message: 'fancy_id is invalid' })!;
      const isBack = isBackOf(body);
      const line = integer(body, 'run', { required: 'run is required', min: 0, max: 10_000, message: 'run must be a whole number' })!;
      const rate = integer(body, 'size', { required: 'size is required', min: 1, max: 10_000, message: 'size must be a whole number' })!;
      const stakePaise = stakePaiseOf(body);
      const placed = await placePlayerFancyBet(betting, user.id, { fancyId, isBack, line, rate, stakePaise, clientRef: clientRefOf(body) }, Date.now());
      return ok(placedWire(placed), 'Bet placed successfully');
    });

    // Racing bets: one runner (a single bet at its stake), or the combined market of 2–4 runners of one
    // race, the total stake split so each pays the same.
    api.post('/bet/saveHrBet', { ...betAuth, schema: { ...betCall('Place a racing bet: one runner, or the combined market of 2 to 4', { answer: PlacedBetsAnswer }), body: SaveHrBetRequest } }, async (req) => {
      const user = currentUser(req);
      // a list of 1 to 4 objects (the schema refuses anything else with the slip's messages)
      const houseShareBps = (await hostOfRequest(db, req)).liquidityBps;
      const placed = await placeRacingBet(betting, user.id, req.body.map((item) => ({ ...orderOf(item), houseShareBps })), Date.now());
      const total = placed.reduce((sum, p) => ({ matchedPaise: sum.matchedPaise + p.matchedPaise, unmatchedPaise: sum.unmatchedPaise + p.unmatchedPaise }), { matchedPaise: 0, unmatchedPaise: 0 });
      return ok(placed.map(placedWire), placedMessage(total));
    });

    api.get('/exchange/order/cashoutQuote', { ...auth, schema: betCall('What a cash-out of the market would do now', { querystring: CashOutQuery, answer: CashOutQuoteAnswer }) }, async (req) => {
      const user = currentUser(req);
      const marketId = marketIdOf(req.query as Body, 'marketId');
      const quote = await exchange.cashOutQuote(user.id, marketId, (await hostOfRequest(db, req)).liquidityBps);
      return ok(cashOutQuoteWire(marketId, quote));
    });

    api.get('/exchange/order/cashout', { ...auth, schema: betCall('Cash out the market: hedge it so every runner pays about the same', { querystring: CashOutQuery, answer: CashOutAnswer }) }, async (req) => {
      const user = currentUser(req);
      const query = req.query as Body;
      const marketId = marketIdOf(query, 'marketId');
      const worstPrice = query.worstPrice === undefined ? null : parsePrice(query.worstPrice as string);
      if (worstPrice === null && query.worstPrice !== undefined) throw badRequest('worstPrice must be decimal odds with at most 2 decimals');
      const result = await exchange.cashOut(user.id, marketId, worstPrice, (await hostOfRequest(db, req)).liquidityBps);
      const wire = cashOutWire(result);
      return ok(
        wire,
        result.complete
          ? 'Cash-out successful'
          : `Cash-out partly done: the book ran out within your worst price; your runners still differ by ₹${rupeeText(result.remainingPaise)}`,
      );
    });

    const list =
      (kind: BetListKind, pageSize: number) =>
      async (req: FastifyRequest) => {
        const user = currentUser(req);
        const body = bodyOf(req);
        const limit = integer(body, 'limit', { min: 1, max: pageSize, message: `limit must be 1 to ${pageSize}` }) ?? pageSize;
        const page = integer(body, 'page', { min: 1, max: 100_000, message: 'page must be 1 or more' }) ?? 1;
        // an object, '' or null (the schema refuses anything else with 'search must be an object')
        const s = (body.search || {}) as Body;
        const matchId = integer(s, 'match_id', { min: 1, message: 'match_id is invalid' }) ?? null;
        const marketId = s.market_id === undefined || s.market_id === '' ? null : marketIdOf(s);
        const isMatched = integer(s, 'is_matched', { min: 0, max: 1, message: 'is_matched must be 1 or 0' }) ?? null;
        const rows = await playerBets(db, user.id, kind, { matchId, marketId, isMatched, from: dateOf(body, 'from_date'), to: dateOf(body, 'to_date'), limit, page });
        return ok(rows.map(betWire));
      };
    const listSchema = (summary: string, pageSize: number) => betCall(summary, { body: BodyOf(betListRequest(pageSize)), answer: BetListAnswer });
    api.post('/bet/openBets', { ...auth, schema: listSchema('Open bets, newest first', OPEN_PAGE) }, list('open', OPEN_PAGE));
    api.post('/bet/settledBets', { ...auth, schema: listSchema('Settled and void bets, newest first', HISTORY_PAGE) }, list('settled', HISTORY_PAGE));
    api.post('/bet/unmatchedBets', { ...auth, schema: listSchema('Open bets with an unmatched part', OPEN_PAGE) }, list('unmatched', OPEN_PAGE));

    api.post('/bet/cancelUnmatchedBet', { ...auth, schema: betCall("Cancel a bet's unmatched part", { body: BodyOf(CancelBetRequest), answer: CancelBetAnswer }) }, async (req) => {
      const user = currentUser(req);
      const betId = integer(bodyOf(req), 'bet_id', { required: 'bet_id is required', min: 1, message: 'bet_id is invalid' })!;
      const { cancelledPaise } = await exchange.cancelBet(user.id, betId);
      return ok({ bet_id: betId, cancelled: paiseToRupees(cancelledPaise) }, 'Bet cancelled');
    });

    api.post('/bet/cancelUnmatchedBetAll', { ...auth, schema: betCall('Cancel every unmatched part (of one market, or all)', { body: BodyOf(CancelAllRequest), answer: CancelAllAnswer }) }, async (req) => {
      const user = currentUser(req);
      const body = bodyOf(req);
      const marketId = body.market_id === undefined || body.market_id === '' ? null : marketIdOf(body);
      const { cancelledBets } = await exchange.cancelAll(user.id, marketId);
      return ok({ cancelled_bets: cancelledBets }, cancelledBets > 0 ? 'Bets cancelled' : 'No unmatched bets to cancel');
    });
  };

function dateOf(body: Body, field: string): string | null {
  const v = body[field];
  if (v === undefined || v === null || v === '') return null;
  // text (the schema refuses other types with the same message)
  if (Number.isNaN(Date.parse(String(v)))) throw badRequest(`${field} must be a date`);
  return new Date(String(v)).toISOString();
}
