// Sports data calls (spec §7.2): menus, match lists, match details, fancies, racing markets,
// positions and limits. Visitors use the *Open variants; the logged-in ones need a token.

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import * as S from '@khel/shared-kernel/contract-schemas';
import type { EventLimitsWire, FancyPositionWire, MenuSportWire, TeamPositionWire } from '@khel/shared-kernel/contract';
import { fancyPositions } from '@khel/shared-kernel/betting';
import { currentUser, optionalUser, requireUser } from '../identity/auth';
import type { Database } from '../store/db';
import { Catalog, RACING_SPORTS } from '../exchange/catalog';
import type { Exchange } from '../exchange/exchange';
import { fancyBetsOf, marketPositionOf } from '../exchange/positions';
import { bodyOf, integer, paiseToRupees, text, type Body } from './input';
import { badRequest, notFound, ok } from './reply';
import { hostOfRequest, requestHostname } from '../site/request-host';
import { silksKey, silksSvg } from '../domain/silks';
import { casinoSearchEvents } from '../casino/live-games';
import type { HostCatalogue } from '../casino/catalogue';
import { fancyExposures, marketsFor, matchInfo, matchStakeLimits } from '../exchange/match-info';
import { fancyWire, marketWire, matchWire, menuWire, racingMarketWire, racingResultWire, seriesWire } from '../wire/markets';

const CASINO_GROUPS: MenuSportWire[] = [
  { sport_id: -100, name: 'Indian Card Games', children: [] },
  { sport_id: 'QT', name: 'Casino', children: [] },
];

const optionalId = (body: Body, field: string) => integer(body, field, { min: 1, message: `${field} is invalid` }) ?? null;
const requiredId = (body: Body, field: string) => integer(body, field, { required: `${field} is required`, min: 1, message: `${field} is invalid` })!;
const marketIdOf = (body: Body, field = 'market_id') => text(body, field, { max: [40, `${field} is invalid`], pattern: [/^\d{1,4}\.\d{1,15}$/, `${field} is invalid`] });

function racingSportOf(body: Body): number {
  const sportId = integer(body, 'sport_id', { required: 'sport_id is required', message: 'sport_id is invalid' })!;
  if (!RACING_SPORTS.includes(sportId)) throw badRequest('sport_id must be a racing sport (7 or 4339)');
  return sportId;
}

export const sportsRoutes =
  (db: Database, exchange: Exchange, hostCatalogue: HostCatalogue = async () => []): FastifyPluginAsync =>
  async (plain) => {
    const api = plain.withTypeProvider<TypeBoxTypeProvider>();
    const catalog = new Catalog(db, exchange);
    /** a call's schema: its summary, body and answer (player: needs the token) */
    const call = (summary: string, body: S.TSchema, answer: S.TSchema, player = false) => ({
      schema: { summary, tags: ['sports'], ...(player ? { security: [{ player: [] }] } : {}), body, response: { 200: answer } },
    });
    const auth = { preHandler: requireUser(db) };
    const open = { preHandler: optionalUser(db) };
    /** the requesting host's liquidity factor: its ladders show its share of the house's size */
    const shareOf = async (req: FastifyRequest) => (await hostOfRequest(db, req)).liquidityBps;

    // The menu holds only what the requesting host offers: racing ids need its racing section, and the
    // casino groups (-100 Indian card games and Aura, QT provider games) its casino section (§2.3, §9).
    const menu = async (req: FastifyRequest) => {
      const sections = new Set((await hostOfRequest(db, req)).sections.map((s) => s.section));
      const sports = menuWire(await catalog.menu()).filter((s) => sections.has(RACING_SPORTS.includes(Number(s.sport_id)) ? 'racing' : 'sports'));
      return ok(sections.has('casino') ? [...sports, ...CASINO_GROUPS] : sports);
    };
    api.post('/sport/getSports', { ...open, ...call("The sports menu: sports, series and matches the host offers", S.AnyBody, S.MenuAnswer) }, menu);
    api.post('/sport/sports', { ...open, ...call('The sports menu (as sport/getSports)', S.AnyBody, S.MenuAnswer) }, menu);

    const racing = async (req: FastifyRequest) => ok((await catalog.racingMarkets(racingSportOf(bodyOf(req)), await shareOf(req))).map(racingMarketWire));
    api.post('/market/allRacingMarkets', { ...auth, ...call("The day's races of a racing sport", S.SportRequest, S.RacingMarketsAnswer, true) }, racing);
    api.post('/market/allRacingMarketsOpen', call("The day's races of a racing sport (visitors)", S.SportRequest, S.RacingMarketsAnswer), racing);
    // The day's racing results with placings (designed: the spec shows no results call).
    api.post('/market/racingResults', call("The day's racing results with placings", S.SportRequest, S.RacingResultsAnswer), async (req) => ok((await catalog.racingResults(racingSportOf(bodyOf(req)))).map(racingResultWire)));
    // Silks drawn from a runner's colours file (metadata COLOURS_FILENAME): GET /racing/silks/c7.svg
    const silksSchema = {
      summary: "A runner's silks drawn from its colours file (metadata COLOURS_FILENAME), e.g. c7.svg",
      tags: ['sports'],
      params: S.Type.Object({ file: S.Type.String() }),
      response: { 200: { description: 'the silks', content: { 'image/svg+xml': { schema: S.Type.String() } } } },
    };
    api.get('/racing/silks/:file', { schema: silksSchema }, async (req, reply) => {
      const key = silksKey(req.params.file);
      if (key === null) throw badRequest('Unknown silks');
      return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(silksSvg(key));
    });
    // Racing race odds by match and market (method and path not shown in the spec).
    api.post('/market/racingOdds', call("A race's market and odds", S.MatchRequest, S.MarketAnswer), async (req) => {
      const body = bodyOf(req);
      const marketId = marketIdOf(body);
      const matchId = optionalId(body, 'match_id');
      if (!marketId) throw badRequest('market_id is required');
      const market = await catalog.market(marketId, await shareOf(req));
      if (!market || (matchId !== null && market.market.event_id !== matchId)) throw notFound('Market not found');
      return ok(marketWire(market));
    });

    const home = async (req: FastifyRequest) => {
      const body = bodyOf(req);
      return ok((await catalog.matches({ sportId: optionalId(body, 'sport_id'), seriesId: optionalId(body, 'series_id') }, await shareOf(req))).map(matchWire));
    };
    api.post('/match/homeMatchesV2', { ...auth, ...call('Matches with their main market', S.MatchListRequest, S.MatchesAnswer, true) }, home);
    api.post('/match/homeMatchesOpen', call('Matches with their main market (visitors)', S.MatchListRequest, S.MatchesAnswer), home);

    const allEvents = async (req: FastifyRequest) => {
      const all = (await catalog.matches({}, await shareOf(req))).map(matchWire);
      return ok({ inplay: all.filter((m) => m.inplay), upcoming: all.filter((m) => !m.inplay) });
    };
    api.post('/getHomeAllEvents', { ...auth, ...call('Every match, in play and upcoming', S.AnyBody, S.AllEventsAnswer, true) }, allEvents);
    api.post('/getFreeHomeAllEvents', call('Every match, in play and upcoming (visitors)', S.AnyBody, S.AllEventsAnswer), allEvents);

    api.post('/series/series', call('The series (competitions) of a sport', S.SportRequest, S.SeriesAnswer), async (req) => ok((await catalog.series(optionalId(bodyOf(req), 'sport_id'))).map(seriesWire)));

    // The search list: the matches, and the live casino games (sport 77777) where the host has its casino section.
    const searchList = async (req: FastifyRequest) => {
      const host = await hostOfRequest(db, req);
      const sections = new Set(host.sections.map((s) => s.section));
      return ok([...(await catalog.matches({}, host.liquidityBps)).map(matchWire), ...(sections.has('casino') ? await casinoSearchEvents(db, await hostCatalogue(requestHostname(req))) : [])]);
    };
    api.post('/match/getMatches', { ...auth, ...call('The search list: matches and live casino games', S.AnyBody, S.MatchesAnswer, true) }, searchList);
    api.post('/match/matches', call('The search list: matches and live casino games (visitors)', S.AnyBody, S.MatchesAnswer), searchList);

    const details = async (req: FastifyRequest) => {
      const body = bodyOf(req);
      const matchId = requiredId(body, 'match_id');
      return ok((await catalog.matchMarkets(matchId, marketIdOf(body) ?? null, await shareOf(req))).map(marketWire));
    };
    api.post('/match/matchDetails', { ...auth, ...call("A match's markets with their odds", S.MatchRequest, S.MarketsAnswer, true) }, details);
    api.post('/match/matchDetailsOpen', call("A match's markets with their odds (visitors)", S.MatchRequest, S.MarketsAnswer), details);

    api.post('/fancy/getFancies', { ...open, ...call("A match's fancies (sessions) with their lines", S.MatchRequest, S.FanciesAnswer) }, async (req) => ok((await catalog.fancies(requiredId(bodyOf(req), 'match_id'))).map(fancyWire)));

    api.post('/fancy/getRunTimeFancyPosition', { ...auth, ...call("The player's P&L on a fancy at each run total", S.FancyRequest, S.FancyPositionAnswer, true) }, async (req) => {
      const user = currentUser(req);
      const fancyId = requiredId(bodyOf(req), 'fancy_id');
      const bets = await fancyBetsOf(db, user.id, fancyId);
      const ladder = fancyPositions(bets).map((p) => ({ run: p.runs, user_pl: paiseToRupees(p.pnlPaise) }));
      const worst = Math.min(0, ...ladder.map((l) => l.user_pl));
      const position: FancyPositionWire = { fancy_id: fancyId, ladder, liability: -worst || 0 };
      return ok(position);
    });

    api.post('/bet/getFancyLiability', { ...auth, ...call("The player's exposure on each fancy of a match", S.MatchRequest, S.FancyLiabilityAnswer, true) }, async (req) => {
      const user = currentUser(req);
      const matchId = requiredId(bodyOf(req), 'match_id');
      const rows = await fancyExposures(db, user.id, matchId);
      return ok(Object.fromEntries(rows.map((r) => [String(r.fancy_id), paiseToRupees(r.exposure_paise)])));
    });

    api.post('/bet/getTeamPosition', { ...auth, ...call("The player's P&L per runner of a market, or of every market of a match", S.MatchRequest, S.TeamPositionsAnswer, true) }, async (req) => {
      const user = currentUser(req);
      const body = bodyOf(req);
      const marketId = marketIdOf(body);
      const matchId = optionalId(body, 'match_id');
      if (!marketId && matchId === null) throw badRequest('match_id or market_id is required');
      const markets = await marketsFor(db, marketId ? { marketId } : { matchId: matchId! });
      const out: TeamPositionWire[] = [];
      for (const m of markets) {
        const { positions } = await marketPositionOf(db, user.id, m.id, m.kind);
        out.push({ market_id: m.id, runners: [...positions].map(([selectionId, pnl]) => ({ selection_id: selectionId, user_pl: paiseToRupees(pnl) })) });
      }
      return ok(out);
    });

    api.post('/event/getEventsLimit', call("A match's stake limits: its markets' and its fancies'", S.MatchRequest, S.EventLimitsAnswer), async (req) => {
      const body = bodyOf(req);
      const matchId = requiredId(body, 'match_id');
      // the max stake as this host's market wire shows it (a bookmaker market's scaled by its liquidity factor)
      const m = await matchStakeLimits(db, matchId, await shareOf(req));
      if (!m) throw notFound('Match not found');
      const fancies = (await catalog.fancies(matchId)).map(fancyWire);
      const limits: EventLimitsWire = {
        match_id: matchId,
        market_min_stack: paiseToRupees(m.min),
        market_max_stack: paiseToRupees(m.max),
        market_max_profit: paiseToRupees(m.profit),
        session_min_stack: fancies[0]?.session_min_stack ?? paiseToRupees(m.min),
        session_max_stack: fancies[0]?.session_max_stack ?? paiseToRupees(m.max),
        session_max_profit: fancies[0]?.session_max_profit ?? paiseToRupees(m.profit),
        fancies: Object.fromEntries(
          fancies.map((f) => [String(f.fancy_id), { session_min_stack: f.session_min_stack, session_max_stack: f.session_max_stack, session_max_profit: f.session_max_profit }]),
        ),
      };
      return ok(limits);
    });

    api.post('/match/getTvUrlScoreboardUrl', call("A match's live TV page and score addresses", S.MatchRequest, S.TvScoreboardAnswer), async (req) => {
      const matchId = requiredId(bodyOf(req), 'match_id');
      const e = await matchInfo(db, matchId);
      if (!e) throw notFound('Match not found');
      return ok({ tv_url: e.has_tv ? `/api/v1/match/tv/${e.id}` : null, scoreboard_url: `/api/v1/match-center/stats/${e.sport_id}/${e.id}` });
    });

    const statsSchema = {
      summary: "A match's state and score (the match centre)",
      tags: ['sports'],
      params: S.Type.Object({ eventTypeId: S.Type.String({ description: 'the sport id' }), eventId: S.Type.String({ description: "the match's id" }) }),
      response: { 200: S.MatchCentreAnswer },
    };
    api.get('/match-center/stats/:eventTypeId/:eventId', { schema: statsSchema }, async (req) => {
      const { eventTypeId, eventId } = req.params;
      if (!/^-?\d{1,9}$/.test(eventTypeId) || !/^\d{1,15}$/.test(eventId)) throw badRequest('eventTypeId and eventId must be numbers');
      const e = await matchInfo(db, Number(eventId));
      if (!e) throw notFound('Match not found');
      return ok({ match_id: e.id, match_name: e.name, sport_id: e.sport_id, status: e.status, score: e.score ?? null });
    });
  };
