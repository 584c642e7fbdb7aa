// Finding 9 of the security review (issue 31): re-settling a settled market with a different winner
// answered 200 'already settled', so an operator never learned that the result they sent was
// ignored. Now a different result (another winner, a void after a winner, other runs for a fancy)
// is a 409 naming the result that stands, audited, and moves nothing; the same result again stays
// a harmless 200. Against the real server over HTTP; the money is checked to the paisa.
import { operatorLogin, startLiveServer, type LiveServer } from '../support/live-server';
import { seedEvent } from '../support/catalog';
import { createPlayer } from '../support/players';
import { assertLedgerBalanced, playerBalances } from '../../src/wallet/ledger';

let s: LiveServer;
let token: string;
beforeAll(async () => {
  s = await startLiveServer();
  token = await operatorLogin(s, 1, 'settle_ops');
});
afterAll(() => s.close());
afterEach(() => assertLedgerBalanced(s.db));

const conflicts = async (action: string) =>
  Number((await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM operator_audit WHERE action = $1', [action]))[0]!.n);

describe('finding 9: a settled market keeps its result, and says so', () => {
  it('another winner or a void after a winner is a 409 naming the standing result; the same winner again is 200; the winner is paid once', async () => {
    const ev = await seedEvent(s.db);
    const p = await createPlayer(s.db, { balanceRupees: 1000 });
    // a bookmaker back of ₹100 at 45 (pays ₹45 if Team 1 wins)
    expect((await s.call('bet/saveBet', { token: p.token, body: { is_back: 1, market_id: ev.bookmakerMarketId, odds: 45, selection_id: ev.runners[0], stack: 100 } })).status).toBe(200);
    const settle = (body: object) => s.call('operator/markets/settle', { token, body: { market_id: ev.bookmakerMarketId, ...body } });

    const first = await settle({ winner_selection_id: ev.runners[0] });
    expect(first.body.data).toMatchObject({ settled_bets: 1, already_settled: false });
    const paid = await playerBalances(s.db, p.userId);
    expect(paid).toMatchObject({ cash: 1045_00, hold: 0 });

    const before = await conflicts('market_settle_conflict');
    const other = await settle({ winner_selection_id: ev.runners[1] });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ status: false, code: 'already_settled_differently', msg: 'Market was already settled with a different result (winner Team 1); the result you sent was not applied' });
    const voided = await settle({ void_reason: 'Rain' });
    expect(voided.status).toBe(409);
    expect(voided.body.msg).toMatch(/winner Team 1/);
    expect(await conflicts('market_settle_conflict')).toBe(before + 2);

    const same = await settle({ winner_selection_id: ev.runners[0] });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ msg: 'Market was already settled', data: { settled_bets: 0, already_settled: true } });
    expect(await playerBalances(s.db, p.userId)).toEqual(paid);
    const [market] = await s.db.query<{ winner_selection_id: number; void_reason: string | null }>('SELECT winner_selection_id, void_reason FROM markets WHERE id = $1', [ev.bookmakerMarketId]);
    expect(market).toEqual({ winner_selection_id: ev.runners[0], void_reason: null });
  });

  it('a voided market refuses a winner; a fancy settled at its runs refuses other runs and a void, and takes the same runs again', async () => {
    const ev = await seedEvent(s.db);
    const p = await createPlayer(s.db, { balanceRupees: 1000 });
    expect((await s.call('operator/markets/settle', { token, body: { market_id: ev.marketId, void_reason: 'Match abandoned' } })).status).toBe(200);
    const winner = await s.call('operator/markets/settle', { token, body: { market_id: ev.marketId, winner_selection_id: ev.runners[0] } });
    expect(winner.status).toBe(409);
    expect(winner.body.msg).toBe('Market was already settled with a different result (void: Match abandoned); the result you sent was not applied');
    expect((await s.call('operator/markets/settle', { token, body: { market_id: ev.marketId, void_reason: 'Another reason' } })).body.data.already_settled).toBe(true);

    // a Yes of ₹100 at line 46, rate 100: wins ₹100 at 46 runs or more
    expect((await s.call('bet/saveFancyBet', { token: p.token, body: { fancy_id: ev.fancyId, is_back: 1, run: 46, size: 100, stack: 100 } })).status).toBe(200);
    const fancy = (body: object) => s.call('operator/fancies/settle', { token, body: { fancy_id: ev.fancyId, ...body } });
    expect((await fancy({ runs: 50 })).body.data).toMatchObject({ settled_bets: 1, already_settled: false });
    const paid = await playerBalances(s.db, p.userId);
    expect(paid).toMatchObject({ cash: 1100_00, hold: 0 });
    const other = await fancy({ runs: 40 });
    expect(other.status).toBe(409);
    expect(other.body.msg).toBe('Fancy was already settled with a different result (50 runs); the result you sent was not applied');
    expect((await fancy({ void_reason: 'Rain' })).status).toBe(409);
    expect((await fancy({ runs: 50 })).body).toMatchObject({ msg: 'Fancy was already settled', data: { already_settled: true } });
    expect(await playerBalances(s.db, p.userId)).toEqual(paid);
  });
});
