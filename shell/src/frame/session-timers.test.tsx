import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { AxiosHeaders, type AxiosAdapter } from 'axios';
import { api, endSession, startSession, type LoginUser } from '@khel/shared-kernel';
import { renderInShell, startI18n, testSite } from '../test-support/render';
import { SessionKeeper } from '../session/SessionKeeper';
import { RightSidebar } from '../sidebar/RightSidebar';
import { PendingBar } from './PendingBar';
import { BannerPopup, BANNER_FLAG_DELAY_MS, BANNER_FLAG_ON_MS } from './BannerPopup';

const player = { id: 5, _id: 5, user_name: 'asha99', name: 'Asha', operatorId: 1, is_demo: false, token: { accessToken: 't', tokenType: 'Bearer', expiresIn: 60, exp: 2e9 } } as LoginUser;
const calls: string[] = [];
let release: (() => void) | null = null;
const adapter: AxiosAdapter = async (config) => {
  calls.push(config.url ?? '');
  if (config.url === 'slow') await new Promise<void>((resolve) => (release = resolve));
  const data = config.url === 'bet/openBets' ? [{ bet_id: 1 }, { bet_id: 2 }] : null;
  return { data: { status: true, msg: '', data }, status: 200, statusText: 'OK', headers: new AxiosHeaders(), config };
};
const original = api.defaults.adapter;

beforeAll(startI18n);
beforeEach(() => {
  localStorage.clear();
  endSession();
  calls.length = 0;
  api.defaults.adapter = adapter;
});
afterEach(() => {
  api.defaults.adapter = original;
  jest.useRealTimers();
});

const openBetCalls = () => calls.filter((u) => u === 'bet/openBets').length;

describe('open bets (§4.1)', () => {
  it('reload on login, then every 30 s except on the home and event pages', async () => {
    jest.useFakeTimers();
    startSession(player, 'x');
    renderInShell(
      <SessionKeeper>
        <Link to="/sports-page/Cricket/4">cricket</Link>
        <Link to="/event-page/4/9">event</Link>
        <RightSidebar />
      </SessionKeeper>,
    );
    await act(async () => void (await jest.advanceTimersByTimeAsync(0)));
    expect(openBetCalls()).toBe(1);
    expect(screen.getByTestId('open-bets-count').textContent).toBe('2');
    // home: no polling
    await act(async () => void (await jest.advanceTimersByTimeAsync(60_000)));
    expect(openBetCalls()).toBe(1);
    fireEvent.click(screen.getByText('cricket'));
    await act(async () => void (await jest.advanceTimersByTimeAsync(30_000)));
    expect(openBetCalls()).toBe(2);
    await act(async () => void (await jest.advanceTimersByTimeAsync(30_000)));
    expect(openBetCalls()).toBe(3);
    fireEvent.click(screen.getByText('event'));
    await act(async () => void (await jest.advanceTimersByTimeAsync(90_000)));
    expect(openBetCalls()).toBe(3);
  });

  it('reload when the last activity changes', async () => {
    startSession(player, '23/11/2026 10:00');
    renderInShell(
      <SessionKeeper>
        <span />
      </SessionKeeper>,
    );
    await act(async () => undefined);
    expect(openBetCalls()).toBe(1);
    await act(async () => startSession(player, '23/11/2026 10:05'));
    expect(openBetCalls()).toBe(2);
  });

  it('a visitor is never polled', async () => {
    jest.useFakeTimers();
    renderInShell(
      <SessionKeeper>
        <span />
      </SessionKeeper>,
      { path: '/horse-racing' },
    );
    await act(async () => void (await jest.advanceTimersByTimeAsync(90_000)));
    expect(openBetCalls()).toBe(0);
  });
});

describe('the pending-requests counter (§4.1)', () => {
  it('shows the busy line while a request runs', async () => {
    renderInShell(<PendingBar />);
    expect(screen.queryByTestId('pending-requests')).toBeNull();
    let done!: Promise<unknown>;
    act(() => {
      done = api.post('slow');
    });
    expect(await screen.findByTestId('pending-requests')).toBeTruthy();
    await act(async () => {
      release?.();
      await done;
    });
    expect(screen.queryByTestId('pending-requests')).toBeNull();
  });
});

describe('the banner popup (§4.1, §9)', () => {
  const site = { ...testSite(), slider: [{ image: '/a.webp', link: '/sports-page/Cricket/4', title: 'Cricket exchange' }] };

  it('opens at start; its flag turns on at 6.5 s for 20 s, then off', () => {
    jest.useFakeTimers();
    renderInShell(<BannerPopup />, { site });
    const popup = () => screen.getByTestId('banner-popup');
    // shown once its art has loaded
    expect(popup().hidden).toBe(true);
    fireEvent.load(screen.getByTestId('banner-popup-art'));
    expect(popup().hidden).toBe(false);
    expect(screen.getByRole('img', { name: 'Cricket exchange' }).getAttribute('src')).toBe('/a.webp');
    expect(popup().getAttribute('data-flag')).toBe('false');
    act(() => void jest.advanceTimersByTime(BANNER_FLAG_DELAY_MS - 1));
    expect(popup().getAttribute('data-flag')).toBe('false');
    act(() => void jest.advanceTimersByTime(1));
    expect(popup().getAttribute('data-flag')).toBe('true');
    act(() => void jest.advanceTimersByTime(BANNER_FLAG_ON_MS - 1));
    expect(popup().getAttribute('data-flag')).toBe('true');
    act(() => void jest.advanceTimersByTime(1));
    expect(popup().getAttribute('data-flag')).toBe('false');
    fireEvent.click(screen.getByTestId('banner-popup-close'));
    expect(screen.queryByTestId('banner-popup')).toBeNull();
  });

  it('a promotion without art is not shown: no image, or one that does not load (issue 34)', () => {
    renderInShell(<BannerPopup />, { site: { ...site, slider: [{ ...site.slider[0]!, image: '' }] } });
    expect(screen.queryByTestId('banner-popup')).toBeNull();
    cleanup();
    renderInShell(<BannerPopup />, { site });
    fireEvent.error(screen.getByTestId('banner-popup-art'));
    expect(screen.queryByTestId('banner-popup')).toBeNull();
  });

  it('is absent when the host has no promotion banner', () => {
    renderInShell(<BannerPopup />);
    expect(screen.queryByTestId('banner-popup')).toBeNull();
  });
});
