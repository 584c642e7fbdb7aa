import { post, get, startTestApp, type TestApp } from '../support/app';
import { seedEvent, type TestMarket } from '../support/catalog';
import { createPlayer, type TestPlayer } from '../support/players';
import { assertLedgerBalanced, playerBalances } from '../../src/wallet/ledger';

let t: TestApp;
let m: TestMarket;
let alice: TestPlayer;
let bob: TestPlayer;

beforeAll(async () => {
  t = await startTestApp();
  m = await seedEvent(t.db);
  alice = await createPlayer(t.db, { balanceRupees: 10_000 });
  bob = await createPlayer(t.db, { balanceRupees: 10_000 });
});
afterAll(async () => {
  await t.close();
});

describe('open catalog calls', () => {
  it('lists sports with their series and matches', async () => {
    for (const path of ['sport/getSports', 'sport/sports']) {
      const { statusCode, body } = await post(t.app, path);
      expect(statusCode).toBe(200);
      const cricket = body.data.find((s: { sport_id: number }) => s.sport_id === 4);
      expect(cricket.children[0].children[0]).toMatchObject({ match_id: m.eventId, market_id: m.marketId });
    }
  });

  it("holds the casino groups only for a host with the casino section (the shell's nav reads them)", async () => {
    const ids = async (host?: string) => (await post(t.app, 'sport/getSports', {}, host ? { host } : {})).body.data.map((s: { sport_id: number | string }) => s.sport_id);
    expect(await ids()).toEqual(expect.arrayContaining([4, -100, 'QT']));
    const second = await ids('second.localhost');
    expect(second).toContain(4);
    expect(second).not.toContain(-100);
    expect(second).not.toContain('QT');
  });

  it('lists home matches and match details with 3-level runner prices', async () => {
    await post(t.app, 'bet/saveBet', { is_back: 0, market_id: m.marketId, odds: 2.5, selection_id: m.runners[0], stack: 100 }, { token: alice.token });
    const home = await post(t.app, 'match/homeMatchesOpen', { sport_id: 4 });
    const match = home.body.data.find((x: { match_id: number }) => x.match_id === m.eventId);
    expect(match.runners[0]).toMatchObject({ selectionId: m.runners[0], BackPrice1: 2.5, BackSize1: 100 });
    const details = await post(t.app, 'match/matchDetailsOpen', { match_id: m.eventId, market_id: m.bookmakerMarketId });
    expect(details.statusCode).toBe(200);
    expect(details.body.data[0]).toMatchObject({ market_id: m.bookmakerMarketId, market_type: 'BOOKMAKER', status: 'OPEN' });
    expect(details.body.data[0].runners[0]).toMatchObject({ BackPrice1: 45, LayPrice1: 47 });
    const fancies = await post(t.app, 'fancy/getFancies', { match_id: m.eventId });
    expect(fancies.body.data[0]).toMatchObject({ fancy_id: m.fancyId, LayPrice1: 45, BackPrice1: 46, is_active: 1 });
    expect((await post(t.app, 'series/series', { sport_id: 4 })).body.data.length).toBeGreaterThan(0);
    expect((await post(t.app, 'event/getEventsLimit', { match_id: m.eventId, sport_id: 4 })).body.data).toMatchObject({ market_max_profit: 500000 });
  });

  it('serves the logged-in variants, all events, TV and scoreboard, and racing markets with their runners', async () => {
    for (const path of ['match/homeMatchesV2', 'match/getMatches']) {
      const res = await post(t.app, path, { sport_id: 4 }, { token: alice.token });
      expect(res.body.data.some((x: { match_id: number }) => x.match_id === m.eventId)).toBe(true);
      expect((await post(t.app, path, { sport_id: 4 })).statusCode).toBe(401);
    }
    const details = await post(t.app, 'match/matchDetails', { match_id: m.eventId, market_id: m.marketId, combine: true }, { token: alice.token });
    expect(details.body.data[0]).toMatchObject({ market_id: m.marketId, market_type: 'MATCH_ODDS', runners: [{ selectionId: m.runners[0] }, { selectionId: m.runners[1] }] });
    for (const [path, token] of [['getHomeAllEvents', alice.token], ['getFreeHomeAllEvents', undefined]] as const) {
      const all = await post(t.app, path, {}, token ? { token } : {});
      expect(all.body.data.upcoming.some((x: { match_id: number }) => x.match_id === m.eventId)).toBe(true);
      expect(all.body.data.inplay.every((x: { inplay: boolean }) => x.inplay)).toBe(true);
    }
    const tv = await post(t.app, 'match/getTvUrlScoreboardUrl', { match_id: m.eventId });
    expect(tv.body.data).toEqual({ tv_url: null, scoreboard_url: `/api/v1/match-center/stats/4/${m.eventId}` });
    expect((await post(t.app, 'match/getTvUrlScoreboardUrl', { match_id: 1 })).statusCode).toBe(404);
    expect((await get(t.app, `match/tv/${m.eventId}`)).statusCode).toBe(404); // no TV for this match
    await t.db.query(`UPDATE events SET has_tv = true, name = 'Kolkata <b>v</b> Mumbai' WHERE id = $1`, [m.eventId]);
    const withTv = await post(t.app, 'match/getTvUrlScoreboardUrl', { match_id: m.eventId });
    expect(withTv.body.data.tv_url).toBe(`/api/v1/match/tv/${m.eventId}`);
    const page = await t.app.inject({ method: 'GET', url: withTv.body.data.tv_url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Kolkata &#60;b&#62;v&#60;/b&#62; Mumbai'); // the name is text, never markup
    expect(page.body).toContain(`/api/v1/match-center/stats/4/${m.eventId}`);
    expect((await get(t.app, 'match/tv/not-a-number')).statusCode).toBe(400);
    await t.db.query(`UPDATE events SET score = '{"runs": 45, "wickets": 2}' WHERE id = $1`, [m.eventId]);
    const stats = await get(t.app, `match-center/stats/4/${m.eventId}`);
    expect(stats.body.data).toMatchObject({ match_id: m.eventId, sport_id: 4, status: 'upcoming', score: { runs: 45, wickets: 2 } });

    const race = await seedEvent(t.db, { sportId: 7, runners: 3 });
    await t.db.query(`UPDATE markets SET market_type = 'WIN' WHERE id = $1`, [race.marketId]);
    await t.db.query(`UPDATE runners SET metadata = '{"CLOTH_NUMBER": "1", "JOCKEY_NAME": "P. Trevor"}' WHERE market_id = $1 AND selection_id = $2`, [race.marketId, race.runners[0]]);
    for (const [path, token] of [['market/allRacingMarkets', alice.token], ['market/allRacingMarketsOpen', undefined]] as const) {
      const races = await post(t.app, path, { sport_id: 7 }, token ? { token } : {});
      const listed = races.body.data.find((r: { market_id: string }) => r.market_id === race.marketId);
      expect(listed).toMatchObject({ match_id: race.eventId, sport_id: 7, status: 'OPEN' });
      expect(listed.runners).toHaveLength(3);
      expect(listed.runners[0].metadata).toEqual({ CLOTH_NUMBER: '1', JOCKEY_NAME: 'P. Trevor' });
    }
    const odds = await post(t.app, 'market/racingOdds', { match_id: race.eventId, market_id: race.marketId });
    expect(odds.body.data).toMatchObject({ market_id: race.marketId, market_type: 'WIN' });
    expect((await post(t.app, 'market/racingOdds', { match_id: m.eventId, market_id: race.marketId })).statusCode).toBe(404);
  });

  it('refuses a non-racing sport for racing markets', async () => {
    expect((await post(t.app, 'market/allRacingMarketsOpen', { sport_id: 4 })).statusCode).toBe(400);
    const races = (await post(t.app, 'market/allRacingMarketsOpen', { sport_id: 7 })).body.data as Array<{ sport_id: number }>;
    expect(races.every((r) => r.sport_id === 7)).toBe(true);
  });
});

describe('betting calls', () => {
  it('places, lists, matches and cancels exchange bets', async () => {
    const lay = await post(t.app, 'bet/saveBet', { is_back: 0, market_id: m.marketId, odds: '2.00', selection_id: m.runners[1], stack: 500 }, { token: alice.token });
    expect(lay.statusCode).toBe(200);
    const back = await post(t.app, 'bet/saveBet', { is_back: 1, market_id: m.marketId, odds: 2, selection_id: m.runners[1], stack: 200 }, { token: bob.token });
    expect(back.body).toMatchObject({ status: true, data: { matched: 200, unmatched: 0 } });
    const unmatched = await post(t.app, 'bet/unmatchedBets', {}, { token: alice.token });
    const mine = unmatched.body.data.find((b: { bet_id: number }) => b.bet_id === lay.body.data.bet_id);
    expect(mine).toMatchObject({ matched: 200, unmatched: 300, is_back: 0, odds: 2, selection_name: 'Team 2', marketType: 'MATCH_ODDS' });
    const open = await post(t.app, 'bet/openBets', { limit: 100, page: 1, search: { match_id: m.eventId, is_matched: 1 } }, { token: bob.token });
    expect(open.body.data).toHaveLength(1);
    const cancel = await post(t.app, 'bet/cancelUnmatchedBet', { bet_id: lay.body.data.bet_id }, { token: alice.token });
    expect(cancel.body.data).toMatchObject({ cancelled: 300 });
    const position = await post(t.app, 'bet/getTeamPosition', { market_id: m.marketId }, { token: bob.token });
    expect(position.body.data[0].runners).toEqual([
      { selection_id: m.runners[0], user_pl: -200 },
      { selection_id: m.runners[1], user_pl: 200 },
    ]);
    await assertLedgerBalanced(t.db);
  });

  it('lists the price a bet matched at (stake-weighted over its fills) beside the price asked', async () => {
    const ev = await seedEvent(t.db);
    // lays rest at 4.00 (₹100) and 3.00 (₹100); a back asking 2.00 takes both, at their prices
    await post(t.app, 'bet/saveBet', { is_back: 0, market_id: ev.marketId, odds: 4, selection_id: ev.runners[0], stack: 100 }, { token: alice.token });
    await post(t.app, 'bet/saveBet', { is_back: 0, market_id: ev.marketId, odds: 3, selection_id: ev.runners[0], stack: 100 }, { token: alice.token });
    const back = await post(t.app, 'bet/saveBet', { is_back: 1, market_id: ev.marketId, odds: 2, selection_id: ev.runners[0], stack: 300 }, { token: bob.token });
    expect(back.body).toMatchObject({ msg: 'Bet placed; ₹200.00 matched, ₹100.00 unmatched', data: { matched: 200, unmatched: 100 } });
    const far = await post(t.app, 'bet/saveBet', { is_back: 1, market_id: ev.marketId, odds: 100, selection_id: ev.runners[1], stack: 100 }, { token: bob.token });
    expect(far.body.msg).toBe('Bet placed; it is unmatched until someone takes your price');
    const open = await post(t.app, 'bet/openBets', { search: { market_id: ev.marketId } }, { token: bob.token });
    const bet = open.body.data.find((b: { bet_id: number }) => b.bet_id === back.body.data.bet_id);
    // asked 2.00; matched 100 at 4.00 and 100 at 3.00: average 3.50, profit 300 + 200, liability 200
    expect(bet).toMatchObject({ odds: 2, matched_odds: 3.5, matched_profit: 500, matched_liability: 200, matched: 200 });
    const layer = (await post(t.app, 'bet/openBets', { search: { market_id: ev.marketId } }, { token: alice.token })).body.data;
    expect(layer.map((b: { matched_odds: number }) => b.matched_odds).sort()).toEqual([3, 4]);
    await post(t.app, 'bet/cancelUnmatchedBetAll', { market_id: ev.marketId }, { token: bob.token });
  });

  it('keeps an unmatched order through a suspension when saveBet asks to keep it', async () => {
    const ev = await seedEvent(t.db);
    const order = (keep?: unknown) => ({ is_back: 1, market_id: ev.marketId, odds: 10, selection_id: ev.runners[0], stack: 100, ...(keep === undefined ? {} : { keep }) });
    const plain = await post(t.app, 'bet/saveBet', order(), { token: alice.token });
    const kept = await post(t.app, 'bet/saveBet', order(1), { token: alice.token });
    const keptForm = await post(t.app, 'bet/saveBet', { is_back: '1', market_id: ev.marketId, odds: '10', selection_id: String(ev.runners[0]), stack: '100', keep: '1' }, { token: alice.token, form: true });
    expect([plain.statusCode, kept.statusCode, keptForm.statusCode]).toEqual([200, 200, 200]);
    const refused = await post(t.app, 'bet/saveBet', order('always'), { token: alice.token });
    expect({ status: refused.statusCode, msg: refused.body.msg }).toEqual({ status: 400, msg: 'keep must be 1 or 0' });

    await t.app.exchange.suspendMarket(ev.marketId);
    const unmatched = await post(t.app, 'bet/unmatchedBets', { search: { market_id: ev.marketId } }, { token: alice.token });
    expect(unmatched.body.data.map((b: { bet_id: number }) => b.bet_id).sort()).toEqual([kept.body.data.bet_id, keptForm.body.data.bet_id].sort());
    const suspended = await post(t.app, 'bet/saveBet', order(), { token: alice.token });
    expect(suspended.body.msg).toBe('Market is suspended');
    await t.app.exchange.reopenMarket(ev.marketId);
    await assertLedgerBalanced(t.db);
  });

  it('cancels every unmatched bet of a market (or everywhere) and lists settled bets with their result', async () => {
    const ev = await seedEvent(t.db);
    const other = await seedEvent(t.db);
    const carol = await createPlayer(t.db, { balanceRupees: 1000 });
    const order = (marketId: string, odds: number) => ({ is_back: 1, market_id: marketId, odds, selection_id: ev.runners[0], stack: 100 });
    await post(t.app, 'bet/saveBet', order(ev.marketId, 10), { token: carol.token });
    await post(t.app, 'bet/saveBet', order(ev.marketId, 12), { token: carol.token });
    await post(t.app, 'bet/saveBet', { ...order(other.marketId, 10), selection_id: other.runners[0] }, { token: carol.token });
    expect((await playerBalances(t.db, carol.userId)).hold).toBe(30_000);
    const one = await post(t.app, 'bet/cancelUnmatchedBetAll', { market_id: ev.marketId }, { token: carol.token });
    expect(one.body).toMatchObject({ msg: 'Bets cancelled', data: { cancelled_bets: 2 } });
    expect((await playerBalances(t.db, carol.userId)).hold).toBe(10_000);
    expect((await post(t.app, 'bet/cancelUnmatchedBetAll', {}, { token: carol.token })).body.data).toEqual({ cancelled_bets: 1 });
    expect((await post(t.app, 'bet/cancelUnmatchedBetAll', {}, { token: carol.token })).body).toMatchObject({ msg: 'No unmatched bets to cancel', data: { cancelled_bets: 0 } });
    expect(await playerBalances(t.db, carol.userId)).toMatchObject({ cash: 100_000, hold: 0 });

    await post(t.app, 'bet/saveBet', { is_back: 1, market_id: ev.bookmakerMarketId, odds: 45, selection_id: ev.runners[0], stack: 100 }, { token: carol.token });
    await t.app.exchange.settleMarket(ev.bookmakerMarketId, ev.runners[0], 'test');
    const settled = await post(t.app, 'bet/settledBets', { page: 1, limit: 150 }, { token: carol.token });
    expect(settled.body.data).toEqual([expect.objectContaining({ market_id: ev.bookmakerMarketId, status: 'settled', result: 'won', pnl: 45, odds: 45 })]);
    expect((await post(t.app, 'bet/openBets', {}, { token: carol.token })).body.data).toEqual([]);
    await assertLedgerBalanced(t.db);
  });

  it('answers bet errors with msg and writes nothing', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ is_back: 1, market_id: m.marketId, odds: 2.01, selection_id: m.runners[0], stack: 100 }, /ladder/],
      [{ is_back: 1, market_id: m.marketId, odds: 0.5, selection_id: m.runners[0], stack: 100 }, /Bhaw cannot be less than 1/],
      [{ is_back: 1, market_id: m.marketId, odds: 2, selection_id: m.runners[0], stack: 10.5 }, /whole number/],
      [{ is_back: 1, market_id: m.marketId, odds: 2, selection_id: m.runners[0], stack: 200_000_000 }, /cannot exceed/],
      [{ is_back: 1, market_id: m.marketId, odds: 2, selection_id: 1, stack: 100 }, /Selection not found/],
      [{ is_back: 1, market_id: '1.999999999', odds: 2, selection_id: 1, stack: 100 }, /Market not found/],
      [{ is_back: 1, market_id: m.marketId, odds: 2, selection_id: m.runners[0], stack: 50_000 }, /Insufficient balance/],
    ];
    const before = await playerBalances(t.db, bob.userId);
    for (const [body, msg] of cases) {
      const res = await post(t.app, 'bet/saveBet', body, { token: bob.token });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body.msg).toMatch(msg);
    }
    expect(await playerBalances(t.db, bob.userId)).toEqual(before);
  });

  it('refuses a field of the wrong JSON type with the slip\'s own message (bodies are not coerced)', async () => {
    const bet = { is_back: 1, market_id: m.marketId, odds: 2, selection_id: m.runners[0], stack: 100 };
    const msgOf = async (path: string, body: unknown) => (await post(t.app, path, body, { token: bob.token })).body.msg;
    expect(await msgOf('bet/saveBet', { ...bet, odds: true })).toBe('Odds must be a number');
    expect(await msgOf('bet/saveBet', { ...bet, stack: [100] })).toBe('Stake must be a whole number of rupees');
    expect(await msgOf('bet/saveBet', { ...bet, selection_id: { id: 1 } })).toBe('selection_id is invalid');
    expect(await msgOf('bet/saveBet', { ...bet, market_id: false })).toBe('market_id must be text');
    expect(await msgOf('bet/saveBet', { ...bet, client_ref: [] })).toBe('client_ref must be text');
    expect(await msgOf('bet/cancelUnmatchedBet', { bet_id: true })).toBe('bet_id is invalid');
    expect(await msgOf('bet/openBets', { search: 'x' })).toBe('search must be an object');
    expect(await msgOf('bet/openBets', { search: [] })).toBe('search must be an object');
    expect(await msgOf('bet/openBets', { search: { match_id: true } })).toBe('match_id is invalid');
    expect(await msgOf('bet/openBets', { from_date: 5 })).toBe('from_date must be a date');
    expect(await msgOf('bet/openBets', { limit: 101 })).toBe('limit must be 1 to 100');
    expect(await msgOf('bet/openBets', { limit: true })).toBe('limit must be 1 to 100');
    expect(await msgOf('bet/settledBets', { limit: '151' })).toBe('limit must be 1 to 150');
    // what the clients send, as JSON or as form text, still passes
    expect((await post(t.app, 'bet/openBets', { limit: 10, page: 1, search: {} }, { token: bob.token })).statusCode).toBe(200);
    expect((await post(t.app, 'bet/openBets', { limit: '10', page: '1', search: '' }, { token: bob.token })).statusCode).toBe(200);
    expect((await post(t.app, 'bet/settledBets', { page: 1, limit: 150, search: { match_id: '', market_id: '', is_matched: '1' }, from_date: null }, { token: bob.token })).statusCode).toBe(200);
  });

  it('needs a login for betting calls', async () => {
    const res = await post(t.app, 'bet/saveBet', { is_back: 1, market_id: m.marketId, odds: 2, selection_id: m.runners[0], stack: 100 });
    expect(res.statusCode).toBe(401);
  });

  it('places fancy bets and shows the run ladder and liability', async () => {
    const res = await post(t.app, 'bet/saveFancyBet', { is_back: 0, fancy_id: m.fancyId, run: 45, size: 100, stack: 100 }, { token: alice.token });
    expect(res.statusCode).toBe(200);
    const stale = await post(t.app, 'bet/saveFancyBet', { is_back: 1, fancy_id: m.fancyId, run: 50, size: 100, stack: 100 }, { token: alice.token });
    expect(stale.body).toMatchObject({ status: false, msg: 'Odds changed' });
    const liability = await post(t.app, 'bet/getFancyLiability', { match_id: m.eventId }, { token: alice.token });
    expect(liability.body.data).toEqual({ [String(m.fancyId)]: 100 });
    const ladder = await post(t.app, 'fancy/getRunTimeFancyPosition', { fancy_id: m.fancyId }, { token: alice.token });
    expect(ladder.body.data).toMatchObject({ liability: 100 });
  });

  it('cashes out through GET exchange/order/cashout', async () => {
    const ev = await seedEvent(t.db);
    await post(t.app, 'bet/saveBet', { is_back: 0, market_id: ev.marketId, odds: 3, selection_id: ev.runners[0], stack: 100 }, { token: alice.token });
    await post(t.app, 'bet/saveBet', { is_back: 1, market_id: ev.marketId, odds: 3, selection_id: ev.runners[0], stack: 100 }, { token: bob.token });
    await post(t.app, 'bet/saveBet', { is_back: 1, market_id: ev.marketId, odds: 2, selection_id: ev.runners[0], stack: 1000 }, { token: alice.token });
    const quote = await get(t.app, `exchange/order/cashoutQuote?marketId=${ev.marketId}`, { token: bob.token });
    expect(quote.body).toMatchObject({ status: true, data: { market_id: ev.marketId, is_back: 0, stake: 150, amount: 50, complete: true, worst_price: 2.06, legs: [{ price: 2, stake: 150 }] } });
    const res = await get(t.app, `exchange/order/cashout?marketId=${ev.marketId}&worstPrice=2.06`, { token: bob.token });
    expect(res.body).toMatchObject({ status: true, msg: 'Cash-out successful', data: { matched: 150, complete: true, amount: 50, remaining: 0 } });
    expect(res.body.data.runners).toEqual([{ selection_id: ev.runners[0], user_pl: 50 }, { selection_id: ev.runners[1], user_pl: 50 }]);
    const again = await get(t.app, `exchange/order/cashout?marketId=${ev.marketId}`, { token: bob.token });
    expect(again.statusCode).toBe(400);
  });

  it('says a cash-out was partial, and how far apart the runners stay, never that it succeeded', async () => {
    const ev = await seedEvent(t.db);
    await post(t.app, 'bet/saveBet', { is_back: 0, market_id: ev.marketId, odds: 3, selection_id: ev.runners[0], stack: 100 }, { token: alice.token });
    await post(t.app, 'bet/saveBet', { is_back: 1, market_id: ev.marketId, odds: 3, selection_id: ev.runners[0], stack: 100 }, { token: bob.token });
    await post(t.app, 'bet/saveBet', { is_back: 1, market_id: ev.marketId, odds: 2, selection_id: ev.runners[0], stack: 50 }, { token: alice.token });
    const res = await get(t.app, `exchange/order/cashout?marketId=${ev.marketId}&worstPrice=2.02`, { token: bob.token });
    expect(res.body).toMatchObject({ status: true, data: { matched: 50, complete: false, remaining: 200 } });
    expect(res.body.msg).toBe('Cash-out partly done: the book ran out within your worst price; your runners still differ by ₹200.00');
    const bad = await get(t.app, `exchange/order/cashout?marketId=${ev.marketId}&worstPrice=abc`, { token: bob.token });
    expect(bad.statusCode).toBe(400);
  });

  it('answers malformed bodies on every route with 4xx, never 5xx', async () => {
    const paths = [
      'bet/saveBet', 'bet/saveFancyBet', 'bet/saveHrBet', 'bet/openBets', 'bet/settledBets', 'bet/unmatchedBets',
      'bet/cancelUnmatchedBet', 'bet/cancelUnmatchedBetAll', 'bet/getTeamPosition', 'bet/getFancyLiability',
      'fancy/getRunTimeFancyPosition', 'fancy/getFancies', 'match/matchDetailsOpen', 'match/matchDetails',
      'market/allRacingMarketsOpen', 'event/getEventsLimit',
      'match/getTvUrlScoreboardUrl', 'market/racingOdds',
    ];
    const bodies: unknown[] = ['"text"', '[1,2]', '{"market_id":{"$gt":1},"match_id":"x","bet_id":-1,"stack":"1e9","search":"x","fancy_id":[1]}', '{bad json'];
    for (const path of paths) {
      for (const payload of bodies) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/v1/${path}`,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${alice.token}` },
          payload: payload as string,
        });
        if (res.statusCode < 400 || res.statusCode >= 500) throw new Error(`${path} ${payload} → ${res.statusCode} ${res.body}`);
        expect(res.statusCode).toBeLessThan(500);
      }
    }
    // calls whose fields are all optional ignore unknown ones, but still never fail with 5xx
    for (const path of ['match/homeMatchesOpen', 'series/series', 'sport/sports', 'match/matches']) {
      for (const payload of bodies) {
        const res = await t.app.inject({ method: 'POST', url: `/api/v1/${path}`, headers: { 'content-type': 'application/json' }, payload: payload as string });
        expect(res.statusCode).toBeLessThan(500);
      }
    }
    expect((await get(t.app, 'exchange/order/cashout?marketId=abc', { token: alice.token })).statusCode).toBe(400);
    expect((await get(t.app, 'match-center/stats/x/1')).statusCode).toBe(400);
  });
});

describe('operator results', () => {
  it('settles and voids through the operator calls, once, with who and why recorded', async () => {
    const { createOperatorUser } = await import('../../src/operator/operators');
    await createOperatorUser(t.db, { operatorId: 1, userName: 'results_ops', name: 'Results', password: 'results-operator-pw' });
    const token = (await post(t.app, 'operator/login', { user_name: 'results_ops', password: 'results-operator-pw' })).body.data.accessToken;
    const ev = await seedEvent(t.db);
    await post(t.app, 'bet/saveBet', { is_back: 1, market_id: ev.bookmakerMarketId, odds: 45, selection_id: ev.runners[0], stack: 100 }, { token: alice.token });
    const before = await playerBalances(t.db, alice.userId);

    expect((await post(t.app, 'operator/markets/settle', { market_id: ev.bookmakerMarketId }, { token })).statusCode).toBe(400);
    expect((await post(t.app, 'operator/markets/settle', { market_id: ev.bookmakerMarketId, void_reason: 'rain' }, { token: alice.token })).statusCode).toBe(401);
    const voided = await post(t.app, 'operator/markets/settle', { market_id: ev.bookmakerMarketId, void_reason: 'Match abandoned' }, { token });
    expect(voided.body.data).toMatchObject({ settled_bets: 1, already_settled: false });
    const again = await post(t.app, 'operator/markets/settle', { market_id: ev.bookmakerMarketId, void_reason: 'Match abandoned' }, { token });
    expect(again.body.data.already_settled).toBe(true);
    // another result for a settled market is a conflict (server/test/security/settle-conflict.test.ts)
    expect((await post(t.app, 'operator/markets/settle', { market_id: ev.bookmakerMarketId, winner_selection_id: ev.runners[0] }, { token })).statusCode).toBe(409);
    const [market] = await t.db.query<{ void_reason: string; settled_by: string }>('SELECT void_reason, settled_by FROM markets WHERE id = $1', [ev.bookmakerMarketId]);
    expect(market).toMatchObject({ void_reason: 'Match abandoned', settled_by: expect.stringMatching(/^operator:\d+$/) });
    const after = await playerBalances(t.db, alice.userId);
    expect(after.cash).toBe(before.cash + before.hold - (after.hold));
    const settled = await post(t.app, 'bet/settledBets', {}, { token: alice.token });
    expect(settled.body.data.find((b: { market_id: string }) => b.market_id === ev.bookmakerMarketId)).toMatchObject({ status: 'void', result: 'void', pnl: 0 });

    const fancy = await post(t.app, 'operator/fancies/settle', { fancy_id: ev.fancyId, runs: 50 }, { token });
    expect(fancy.body.data).toMatchObject({ fancy_id: ev.fancyId, already_settled: false });
    await assertLedgerBalanced(t.db);
  });
});

describe('combined racing bet (saveHrBet)', () => {
  it('splits the stake by odds across 2–4 runners, all or nothing', async () => {
    const race = await seedEvent(t.db, { sportId: 7, runners: 4 });
    const [r0, r1, r2] = (await t.db.query<{ selection_id: number }>('SELECT selection_id FROM runners WHERE market_id = $1 ORDER BY sort_order', [race.marketId])).map((r) => r.selection_id);
    const leg = (selection_id: number, odds: number, stack: number) => ({ selection_id, selection_name: 'x', market_id: race.marketId, odds, is_back: 1, stack });
    const res = await post(t.app, 'bet/saveHrBet', [leg(r0!, 2, 100), leg(r1!, 4, 50)], { token: bob.token });
    expect(res.statusCode).toBe(200);
    // ₹150 split so each pays the same: 100 at 2.00 and 50 at 4.00
    expect(res.body.data.map((p: { unmatched: number }) => p.unmatched)).toEqual([100, 50]);
    // nothing rests against it yet: the slip is told so, not that the bet was placed whole
    expect(res.body.msg).toBe('Bet placed; it is unmatched until someone takes your price');
    // a lay rests against one runner only: that leg matches, the other rests, and the slip says both
    const layer = await createPlayer(t.db, { balanceRupees: 1_000 });
    expect((await post(t.app, 'bet/saveBet', { is_back: 0, market_id: race.marketId, odds: 2, selection_id: r2, stack: 100 }, { token: layer.token })).statusCode).toBe(200);
    const part = await post(t.app, 'bet/saveHrBet', [leg(r2!, 2, 100), leg(r1!, 4, 50)], { token: bob.token });
    expect(part.body.data.map((p: { matched: number }) => p.matched)).toEqual([100, 0]);
    expect(part.body.msg).toBe('Bet placed; ₹100.00 matched, ₹50.00 unmatched');

    const poor = await createPlayer(t.db, { balanceRupees: 120 });
    const refused = await post(t.app, 'bet/saveHrBet', [leg(r0!, 2, 100), leg(r2!, 2, 100)], { token: poor.token });
    expect(refused.body).toMatchObject({ status: false, msg: 'Insufficient balance' });
    expect(await t.db.query('SELECT id FROM bets WHERE user_id = $1', [poor.userId])).toHaveLength(0);
    expect((await playerBalances(t.db, poor.userId)).hold).toBe(0);

    expect((await post(t.app, 'bet/saveHrBet', [], { token: bob.token })).body.msg).toBe('Select 1 to 4 runners');
    expect((await post(t.app, 'bet/saveHrBet', leg(r0!, 2, 100), { token: bob.token })).body.msg).toBe('Request body must be a list of selections');
    expect((await post(t.app, 'bet/saveHrBet', [leg(r0!, 2, 100), 'x'], { token: bob.token })).body.msg).toBe('Each selection must be an object');
    expect((await post(t.app, 'bet/saveHrBet', [{ ...leg(r0!, 2, 100), odds: true }], { token: bob.token })).body.msg).toBe('Odds must be a number');
    expect((await post(t.app, 'bet/saveHrBet', [r0, r1, r2, r0! + 1000, r0! + 2000].map((r) => leg(r!, 2, 100)), { token: bob.token })).body.msg).toBe('Select 1 to 4 runners');
    // one runner is a single racing bet at its own stake
    const single = await post(t.app, 'bet/saveHrBet', [leg(r2!, 5, 40)], { token: bob.token });
    expect(single.statusCode).toBe(200);
    expect(single.body.data.map((p: { unmatched: number }) => p.unmatched)).toEqual([40]);
    expect((await post(t.app, 'bet/saveHrBet', [leg(r0!, 2, 100), leg(r0!, 3, 100)], { token: bob.token })).body.msg).toBe('Each runner can be selected once');
  });

  it('places a combined bet once when it is sent again with its client_ref, and answers the first result', async () => {
    const race = await seedEvent(t.db, { sportId: 7, runners: 3 });
    const [r0, r1] = (await t.db.query<{ selection_id: number }>('SELECT selection_id FROM runners WHERE market_id = $1 ORDER BY sort_order', [race.marketId])).map((r) => r.selection_id);
    const punter = await createPlayer(t.db, { balanceRupees: 1_000 });
    const leg = (selection_id: number, odds: number, client_ref: string) => ({ selection_id, selection_name: 'x', market_id: race.marketId, odds, is_back: 1, stack: 150, client_ref });
    const bet = [leg(r0!, 2, 'hr-resend-1'), leg(r1!, 4, 'hr-resend-1')];
    // sent twice at once (a retry racing the lost first), then again once the first is written
    const [first, racing] = await Promise.all([post(t.app, 'bet/saveHrBet', bet, { token: punter.token }), post(t.app, 'bet/saveHrBet', bet, { token: punter.token })]);
    const later = await post(t.app, 'bet/saveHrBet', bet, { token: punter.token });
    expect(first.statusCode).toBe(200);
    const ids = first.body.data.map((p: { bet_id: number }) => p.bet_id);
    expect(ids).toHaveLength(2);
    for (const again of [racing, later]) {
      expect(again.statusCode).toBe(200);
      expect(again.body.data.map((p: { bet_id: number }) => p.bet_id)).toEqual(ids);
    }
    expect(await t.db.query('SELECT id FROM bets WHERE user_id = $1', [punter.userId])).toHaveLength(2);
    // ₹300 split 200 at 2.00 and 100 at 4.00, held once
    expect((await playerBalances(t.db, punter.userId)).hold).toBe(30_000);
    // another reference is another bet; references that disagree are refused, nothing placed
    expect((await post(t.app, 'bet/saveHrBet', [leg(r0!, 2, 'hr-resend-2'), leg(r1!, 4, 'hr-resend-2')], { token: punter.token })).statusCode).toBe(200);
    expect((await post(t.app, 'bet/saveHrBet', [leg(r0!, 2, 'hr-a'), leg(r1!, 4, 'hr-b')], { token: punter.token })).body.msg).toBe('All selections must carry the same client_ref');
    expect(await t.db.query('SELECT id FROM bets WHERE user_id = $1', [punter.userId])).toHaveLength(4);
    await assertLedgerBalanced(t.db);
  });
});
