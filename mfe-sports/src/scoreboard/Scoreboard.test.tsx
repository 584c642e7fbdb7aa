import { act, render, screen } from '@testing-library/react';
import { fakeServer } from '../test-support/fake-server';
import { Scoreboard, scoreText } from './Scoreboard';

describe('scoreboard', () => {
  it('writes a cricket score as runs/wickets (overs)', () => {
    expect(scoreText({ runs: 152, wickets: 3, overs: 17.4 })).toBe('152/3 (17.4 ov)');
    expect(scoreText({ home: 2, away: 1 })).toBe('home 2 · away 1');
  });

  it('shows the live score from match-center stats, and nothing without one', async () => {
    fakeServer({ 'match-center/stats/4/11': { body: { status: true, msg: '', data: { match_id: 11, score: { runs: 45, wickets: 1, overs: 6.2 } } } } });
    const { unmount } = render(<Scoreboard eventTypeId={4} eventId={11} />);
    expect((await screen.findByTestId('scoreboard')).textContent).toBe('45/1 (6.2 ov)');
    unmount();
    fakeServer({ 'match-center/stats/4/12': { body: { status: true, msg: '', data: { match_id: 12, score: null } } } });
    render(<Scoreboard eventTypeId={4} eventId={12} />);
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(screen.queryByTestId('scoreboard')).toBeNull();
  });
});
