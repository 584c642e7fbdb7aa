import { act, render, screen } from '@testing-library/react';
import { fakeServer } from '../test-support/fake-server';
import { Scoreboard, playersText, scoreText } from './Scoreboard';

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

  it('shows the target in the second innings, and the batsmen and the bowler when the score names them', async () => {
    const score = { runs: 50, wickets: 2, overs: 9, team: 'Papua New Guinea', target: 164, batsmen: 'Charles Amini 15 (19), Sese Bau 10 (14)', bowler: 'Logan van Beek 1-11 (2.5)' };
    fakeServer({ 'match-center/stats/4/13': { body: { status: true, msg: '', data: { match_id: 13, score } } } });
    render(<Scoreboard eventTypeId={4} eventId={13} />);
    expect((await screen.findByTestId('scoreboard')).textContent).toBe('50/2 (9 ov)');
    expect(screen.getByTestId('scoreboard-target').textContent).toBe('Target 164');
    expect(screen.getByTestId('scoreboard-players').textContent).toBe('Charles Amini 15 (19), Sese Bau 10 (14) · Logan van Beek 1-11 (2.5)');
  });

  it('shows no target in the first innings and no players line without names', async () => {
    expect(playersText({ runs: 12, wickets: 0, batsmen: ' ' })).toBeNull();
    expect(playersText({ runs: 12, wickets: 0, bowler: 'A 0-4 (1)' })).toBe('A 0-4 (1)');
    fakeServer({ 'match-center/stats/4/14': { body: { status: true, msg: '', data: { match_id: 14, score: { runs: 12, wickets: 0, overs: 1.3 } } } } });
    render(<Scoreboard eventTypeId={4} eventId={14} />);
    await screen.findByTestId('scoreboard');
    expect(screen.queryByTestId('scoreboard-target')).toBeNull();
    expect(screen.queryByTestId('scoreboard-players')).toBeNull();
  });
});
