import type { SlipSelection } from '@khel/shared-kernel';
import { fakeServer } from '../test-support/fake-server';
import { betRequest, placeBet } from './place-bet';

const base: SlipSelection = {
  eventTypeId: 4, eventId: 11, eventName: 'A v B', marketId: '1.200', marketName: 'Match Odds', marketType: 'MATCH_ODDS',
  kind: 'odds', selectionId: 101, runnerName: 'A', isBack: true, price: 250, delaySeconds: 5,
};

describe('placing a bet (§7.3)', () => {
  it('sends saveBet {is_back, market_id, odds, selection_id, stack} with decimal odds', () => {
    expect(betRequest(base, 202, 500)).toEqual({
      path: 'bet/saveBet',
      body: { is_back: 1, market_id: '1.200', odds: 2.02, selection_id: 101, stack: 500 },
    });
    expect(betRequest({ ...base, kind: 'bookmaker', marketType: 'BOOKMAKER', isBack: false }, 45, 100).body).toEqual({
      is_back: 0, market_id: '1.200', odds: 45, selection_id: 101, stack: 100,
    });
  });

  it('sends saveFancyBet {is_back, fancy_id, run, size, stack} for a session', () => {
    expect(betRequest({ ...base, kind: 'fancy', marketType: 'SESSION', fancyId: 7, line: 52, isBack: false }, 90, 100)).toEqual({
      path: 'bet/saveFancyBet',
      body: { is_back: 0, fancy_id: 7, run: 52, size: 90, stack: 100 },
    });
  });

  it('reports the server msg, a nested description, or the fallback (§8)', async () => {
    const seen = fakeServer({
      'bet/saveBet': [
        { status: 400, body: { status: false, msg: 'Market is suspended' } },
        { status: 400, body: { status: false, msg: '', errors: [{ code: 'x', details: [{ description: 'Odds moved' }] }] } },
        { status: 400, body: { status: false } },
        { body: { status: true, msg: 'Bet placed successfully', data: { bet_id: 1 } } },
      ],
    });
    await expect(placeBet(base, 250, 100)).resolves.toEqual({ ok: false, message: 'Market is suspended' });
    await expect(placeBet(base, 250, 100)).resolves.toEqual({ ok: false, message: 'Odds moved' });
    await expect(placeBet(base, 250, 100)).resolves.toEqual({ ok: false, message: 'Something went wrong' });
    await expect(placeBet(base, 250, 100)).resolves.toEqual({ ok: true, message: 'Bet placed successfully' });
    expect(seen[0]).toEqual({ path: 'bet/saveBet', body: { is_back: 1, market_id: '1.200', odds: 2.5, selection_id: 101, stack: 100, client_ref: expect.any(String) } });
  });

  it('sends a racing slip to saveHrBet: one runner, or the combined runners with the stake split', async () => {
    const race: SlipSelection = { ...base, eventTypeId: 7, marketType: 'WIN', isHrBet: true, selectionId: 5, runnerName: '1. Swift', hrRunners: [{ selectionId: 5, runnerName: '1. Swift', price: 250 }] };
    const seen = fakeServer({ 'bet/saveHrBet': [{ body: { status: true, msg: 'Bet placed successfully', data: [] } }, { body: { status: true, msg: 'Bet placed successfully', data: [] } }] });
    await expect(placeBet(race, 260, 100)).resolves.toEqual({ ok: true, message: 'Bet placed successfully' });
    expect(seen[0]).toEqual({ path: 'bet/saveHrBet', body: [{ selection_id: 5, selection_name: '1. Swift', market_id: '1.200', odds: 2.6, is_back: 1, stack: 100, client_ref: expect.any(String) }] });
    const combined: SlipSelection = { ...race, runnerName: 'A + B', price: 133, hrRunners: [{ selectionId: 5, runnerName: 'A', price: 200 }, { selectionId: 6, runnerName: 'B', price: 400 }] };
    await placeBet(combined, 133, 150);
    // one client_ref on every runner: the client may send the combined bet again after a lost answer
    const ref = (seen[1]!.body as Array<{ client_ref: string }>)[0]!.client_ref;
    expect(seen[1]!.body).toEqual([
      { selection_id: 5, selection_name: 'A', market_id: '1.200', odds: 2, is_back: 1, stack: 100, client_ref: ref },
      { selection_id: 6, selection_name: 'B', market_id: '1.200', odds: 4, is_back: 1, stack: 50, client_ref: ref },
    ]);
    const tooSmall = await placeBet({ ...combined, hrRunners: [{ selectionId: 5, runnerName: 'A', price: 101 }, { selectionId: 6, runnerName: 'B', price: 100000 }] }, 101, 50);
    expect(tooSmall.ok).toBe(false);
    expect(seen).toHaveLength(2); // nothing sent
  });
});
