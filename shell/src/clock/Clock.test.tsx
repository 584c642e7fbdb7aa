import { act, screen } from '@testing-library/react';
import moment from 'moment-timezone/moment-timezone';
import { applyTimeSetting, restoreSession, SESSION_KEYS, startSession, type LoginUser } from '@khel/shared-kernel';
import { renderInShell, startI18n } from '../test-support/render';
import { useFakeApi } from '../test-support/fake-api';
import { SessionKeeper } from '../session/SessionKeeper';
import { Clock, SERVER_CLOCK_DELAY_MS } from './Clock';
import { resetServerClockSync } from './server-clock-sync';

const fake = useFakeApi();
const player = { id: 5, _id: 5, user_name: 'asha99', name: 'Asha', operatorId: 1, is_demo: false, token: { accessToken: 't', tokenType: 'Bearer', expiresIn: 60, exp: 2e9 } } as LoginUser;
const NOW = Date.parse('2026-11-26T10:00:00.000Z');
/** This machine's zone, as the 'device' setting shows it. */
const deviceTime = (ms: number) => moment(ms).local().format('HH:mm:ss');

beforeAll(startI18n);
beforeEach(async () => {
  jest.useFakeTimers();
  jest.setSystemTime(NOW);
  await applyTimeSetting('india');
});
afterEach(() => {
  jest.useRealTimers();
  resetServerClockSync();
});

const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
    for (let i = 0; i < 5; i += 1) await jest.advanceTimersByTimeAsync(0);
  });

describe('the site clock (§9)', () => {
  it('shows India time labelled GMT +5.5:30 by default and refreshes every second', async () => {
    renderInShell(<Clock />);
    expect(screen.getByTestId('clock-time').textContent).toBe('15:30:00');
    expect(screen.getByTestId('clock-zone').textContent).toBe('GMT +5.5:30');
    await advance(1000);
    expect(screen.getByTestId('clock-time').textContent).toBe('15:30:01');
    await advance(59_000);
    expect(screen.getByTestId('clock-time').textContent).toBe('15:31:00');
  });

  it("shows the server's time, not the device's: GET server-time once, after the first screen (§7.1)", async () => {
    // the device's clock is 90 s behind the server's
    fake.answers['server-time'] = { status: true, msg: '', data: { serverTime: '', epochMs: NOW + 90_000 + SERVER_CLOCK_DELAY_MS, indiaOffsetMinutes: 330 } };
    renderInShell(<Clock />);
    expect(screen.getByTestId('clock-time').textContent).toBe('15:30:00');
    expect(fake.calls.filter((c) => c.url === 'server-time')).toHaveLength(0);
    await advance(SERVER_CLOCK_DELAY_MS);
    expect(fake.calls.filter((c) => c.url === 'server-time')).toHaveLength(1);
    expect(screen.getByTestId('clock-time').textContent).toBe('15:31:32');
    await advance(1000);
    expect(screen.getByTestId('clock-time').textContent).toBe('15:31:33');
    expect(fake.calls.filter((c) => c.url === 'server-time')).toHaveLength(1);
  });

  it('follows the time setting at once', async () => {
    renderInShell(<Clock />);
    await act(() => applyTimeSetting('device'));
    expect(screen.getByTestId('clock').getAttribute('data-setting')).toBe('device');
    expect(screen.getByTestId('clock-time').textContent).toBe(deviceTime(NOW));
    expect(screen.getByTestId('clock-zone').textContent).not.toBe('GMT +5.5:30');
  });
});

describe('the player’s saved time setting', () => {
  it('is applied at load for a stored session, before any account page opens', async () => {
    fake.answers['account/5/profile/get'] = { success: true, result: { time_zone: 'device' } };
    startSession(player, 'x');
    // a page load: the stored session comes back
    localStorage.setItem(SESSION_KEYS.token, 't');
    restoreSession();
    renderInShell(
      <SessionKeeper>
        <Clock />
      </SessionKeeper>,
    );
    await advance(0);
    expect(fake.calls.filter((c) => c.url === 'account/5/profile/get')).toHaveLength(1);
    expect(screen.getByTestId('clock').getAttribute('data-setting')).toBe('device');
  });

  it('is applied at login', async () => {
    fake.answers['account/5/profile/get'] = { success: true, result: { time_zone: 'device' } };
    renderInShell(
      <SessionKeeper>
        <Clock />
      </SessionKeeper>,
    );
    await advance(0);
    expect(fake.calls.some((c) => c.url === 'account/5/profile/get')).toBe(false);
    expect(screen.getByTestId('clock-zone').textContent).toBe('GMT +5.5:30');
    await act(async () => startSession(player, 'x'));
    await advance(0);
    expect(screen.getByTestId('clock').getAttribute('data-setting')).toBe('device');
  });
});
