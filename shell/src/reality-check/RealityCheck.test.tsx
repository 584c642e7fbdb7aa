import { act, fireEvent, screen } from '@testing-library/react';
import { Link, useLocation } from 'react-router-dom';
import { startSession, type LoginUser, type RealityCheckView } from '@khel/shared-kernel';
import { renderInShell, startI18n } from '../test-support/render';
import { useFakeApi } from '../test-support/fake-api';
import { RealityCheck } from './RealityCheck';
import { localSessionStart, nextReminderAt, playedTime } from './reality-check';

const fake = useFakeApi();
const MINUTE = 60_000;
const player = { id: 5, _id: 5, user_name: 'asha99', name: 'Asha', operatorId: 1, is_demo: false, token: { accessToken: 't', tokenType: 'Bearer', expiresIn: 60, exp: 2e9 } } as LoginUser;
const NOW = Date.parse('2026-11-26T10:00:00.000Z');

beforeAll(startI18n);
beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(NOW);
});
afterEach(() => jest.useRealTimers());

const SERVER_BEHIND_MS = 3 * 60 * MINUTE;

/** The server's answer: the session began `playedMinutes` before now, on the server's clock (3 hours behind this device's). */
function serverSays(view: Partial<RealityCheckView> & { playedMinutes: number }) {
  const sessionStartedAt = new Date(Date.now() - SERVER_BEHIND_MS - view.playedMinutes * MINUTE).toISOString();
  Object.defineProperty(fake.answers, 'account/reality-check', {
    configurable: true,
    enumerable: true,
    get: () => ({
      status: true,
      msg: 'Success',
      data: { minutes: view.minutes ?? null, sessionStartedAt, serverTime: new Date(Date.now() - SERVER_BEHIND_MS).toISOString(), net: view.net ?? 0 },
    }),
  });
}

/** Moves the fake clock, then lets the answers the timers asked for arrive. */
const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
    for (let i = 0; i < 5; i += 1) await jest.advanceTimersByTimeAsync(0);
  });
const checks = () => fake.calls.filter((c) => c.url === 'account/reality-check').length;

function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}

describe('the reality-check reminder', () => {
  it('comes every N minutes of play counted from the login, says the time played and the net result, and survives route changes', async () => {
    startSession(player, 'x');
    serverSays({ minutes: 15, playedMinutes: 10, net: -250 });
    renderInShell(
      <>
        <Link to="/sports-page/Cricket/4">cricket</Link>
        <Where />
        <RealityCheck />
      </>,
    );
    await advance(0);
    expect(checks()).toBe(1);
    // 10 minutes played: the first reminder is 5 minutes away
    await advance(4 * MINUTE);
    expect(screen.queryByTestId('reality-check')).toBeNull();
    fireEvent.click(screen.getByText('cricket'));
    await advance(MINUTE);
    const dialog = screen.getByRole('alertdialog', { name: 'Reality check' });
    expect(screen.getByTestId('reality-check-played').textContent).toBe('You have been playing for 15 min since you logged in.');
    expect(screen.getByTestId('reality-check-net').textContent).toBe('Your net result this session: down ₹\u00a0250.00.');
    expect(dialog.textContent).toContain('This reminder comes every 15 minutes');
    expect(document.activeElement).toBe(screen.getByTestId('reality-check-continue'));

    // Continue: the next one at 30 minutes of play, with the result as the server has it then
    serverSays({ minutes: 15, playedMinutes: 15, net: 1234.5 });
    fireEvent.click(screen.getByTestId('reality-check-continue'));
    expect(screen.queryByTestId('reality-check')).toBeNull();
    await advance(14 * MINUTE);
    expect(screen.queryByTestId('reality-check')).toBeNull();
    await advance(MINUTE);
    expect(screen.getByTestId('reality-check-played').textContent).toBe('You have been playing for 30 min since you logged in.');
    expect(screen.getByTestId('reality-check-net').textContent).toBe('Your net result this session: up ₹\u00a01,234.50.');

    // the statement link closes the reminder and opens the statement
    fireEvent.click(screen.getByTestId('reality-check-statement'));
    expect(screen.getByTestId('where').textContent).toBe('/account-statement');
    expect(screen.queryByTestId('reality-check')).toBeNull();
  });

  it('counts hours once past 60 minutes; an even session says so', async () => {
    startSession(player, 'x');
    serverSays({ minutes: 60, playedMinutes: 119 });
    renderInShell(<RealityCheck />);
    await advance(0);
    await advance(MINUTE);
    expect(screen.getByTestId('reality-check-played').textContent).toBe('You have been playing for 2 h 0 min since you logged in.');
    expect(screen.getByTestId('reality-check-net').textContent).toBe('Your net result this session: ₹\u00a00.00, neither up nor down.');
  });

  it('reads the setting again after a visit to the Responsible Gambling page', async () => {
    startSession(player, 'x');
    serverSays({ minutes: null, playedMinutes: 1 });
    renderInShell(
      <>
        <Link to="/responsible-gambling">rg</Link>
        <Link to="/">home</Link>
        <RealityCheck />
      </>,
    );
    await advance(0);
    fireEvent.click(screen.getByText('rg'));
    await advance(0);
    serverSays({ minutes: 15, playedMinutes: 2 });
    fireEvent.click(screen.getByText('home'));
    await advance(0);
    expect(checks()).toBe(3);
    await advance(13 * MINUTE);
    expect(screen.getByTestId('reality-check-played').textContent).toBe('You have been playing for 15 min since you logged in.');
  });

  it('stays away with no reminder set, for a visitor and for a demo player', async () => {
    serverSays({ minutes: 15, playedMinutes: 0 });
    const { unmount } = renderInShell(<RealityCheck />);
    await advance(60 * MINUTE);
    expect(checks()).toBe(0);
    unmount();
    startSession({ ...player, is_demo: true }, 'x');
    renderInShell(<RealityCheck />).unmount();
    expect(checks()).toBe(0);
    startSession(player, 'x');
    serverSays({ minutes: null, playedMinutes: 0 });
    renderInShell(<RealityCheck />);
    await advance(5 * 60 * MINUTE);
    expect(checks()).toBe(1);
    expect(screen.queryByTestId('reality-check')).toBeNull();
  });

  it('still reminds of the time played when the result cannot be read', async () => {
    startSession(player, 'x');
    serverSays({ minutes: 15, playedMinutes: 14 });
    renderInShell(<RealityCheck />);
    await advance(0);
    delete fake.answers['account/reality-check'];
    fake.answers['account/reality-check'] = { status: false, msg: 'Server is busy' };
    await advance(MINUTE);
    expect(screen.getByTestId('reality-check-played').textContent).toBe('You have been playing for 15 min since you logged in.');
    expect(screen.queryByTestId('reality-check-net')).toBeNull();
  });

  it('Log out ends the session at the server', async () => {
    startSession(player, 'x');
    serverSays({ minutes: 15, playedMinutes: 15 });
    fake.answers['user/logout'] = { status: true, msg: 'Logged out' };
    renderInShell(<RealityCheck />);
    await advance(0);
    await advance(15 * MINUTE);
    fireEvent.click(screen.getByTestId('reality-check-logout'));
    await advance(0);
    expect(fake.calls.some((c) => c.url === 'user/logout')).toBe(true);
    expect(screen.queryByTestId('reality-check')).toBeNull();
  });
});

describe('reminder timing', () => {
  it('the next reminder is the next whole interval of play', () => {
    expect(nextReminderAt(0, 15, 0)).toBe(15 * MINUTE);
    expect(nextReminderAt(0, 15, 15 * MINUTE)).toBe(30 * MINUTE);
    expect(nextReminderAt(1000, 30, 1000 + 31 * MINUTE)).toBe(1000 + 60 * MINUTE);
    expect(playedTime(0, 125 * MINUTE + 59_000)).toEqual({ hours: 2, minutes: 5 });
  });

  it('the start moves to this device clock by the clocks difference', () => {
    expect(localSessionStart({ sessionStartedAt: '2026-01-01T00:00:00Z', serverTime: '2026-01-01T00:20:00Z' }, 1_000_000_000)).toBe(1_000_000_000 - 20 * MINUTE);
  });
});
