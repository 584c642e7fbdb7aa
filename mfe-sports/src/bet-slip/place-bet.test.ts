import type { SlipSelection } from '@khel/shared-kernel';
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

  it('reports the server msg, a nested description, or the fallback', async () => {
    // jsdom has no fetch: stand one in that answers like the server would.
    const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const reply = (body: unknown, status = 400) =>
      fetchMock.mockResolvedValueOnce({ status, statusText: 'Bad Request', json: async () => body } as unknown as Response);
    reply({ status: false, msg: 'Market is suspended' });
    await expect(placeBet(base, 250, 100)).resolves.toEqual({ ok: false, message: 'Market is suspended' });
    reply({ status: false, errors: [{ description: 'Odds moved' }] });
    await expect(placeBet(base, 250, 100)).resolves.toEqual({ ok: false, message: 'Odds moved' });
    reply({ status: true, msg: 'Bet placed successfully', data: {} }, 200);
    await expect(placeBet(base, 250, 100)).resolves.toEqual({ ok: true, message: 'Bet placed successfully' });
    fetchMock.mockRejectedValueOnce(new Error('offline'));
    await expect(placeBet(base, 250, 100)).resolves.toEqual({ ok: false, message: 'Something went wrong' });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/bet/saveBet');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toEqual({ is_back: 1, market_id: '1.200', odds: 2.5, selection_id: 101, stack: 100 });
  });
});
