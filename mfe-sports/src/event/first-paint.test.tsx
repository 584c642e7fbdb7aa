import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import i18next from 'i18next';
import EventPage from './EventPage';
import { eventFirstPaintHtml, FIRST_SCREEN_MARKETS } from './first-paint';
import { fakeServer, logOutForTest } from '../test-support/fake-server';
import { wireFancy, wireMarket, wireRunner } from '../test-support/wire';
import type { Market } from '../api/catalog';

const now = Date.UTC(2026, 10, 22, 6, 30);
const runner = (selectionId: number, name: string, back: number[], lay: number[], status = 'ACTIVE') =>
  wireRunner({
    selectionId,
    runnerName: name,
    status,
    ex: {
      availableToBack: back.map((price, i) => ({ price, size: [1234567, 2500.4, 99][i]! })),
      availableToLay: lay.map((price, i) => ({ price, size: [12, 150000, 7][i]! })),
    },
  });

const event = { match_id: 11, sport_id: 4, match_name: 'Mumbai & Co <b>v</b> "Delhi"' };
const markets = (fields: Partial<Market>): Market[] => [
  // match odds: three levels a side (one level empty), a name to escape, a suspended runner
  wireMarket({ ...event, ...fields, market_id: '1.1', market_type: 'MATCH_ODDS', market_name: 'Match Odds', market_min_stack: 100, market_max_stack: 100000,
    runners: [runner(1, "Mumbai's XI", [1.9, 1.89, 1.88], [1.92, 1.93]), runner(2, 'Delhi', [2.1], [2.12], 'SUSPENDED'), runner(3, 'The Draw', [], [])] }),
  // a bookmaker: only the inner levels are live; no stake limits
  wireMarket({ ...event, ...fields, market_id: '1.2', market_type: 'BOOKMAKER', market_name: 'Bookmaker', market_min_stack: 0, market_max_stack: 0,
    runners: [runner(1, "Mumbai's XI", [90, 89], [95]), runner(2, 'Delhi', [105], [110])] }),
  // a market the feed names itself; a suspended market
  wireMarket({ ...event, ...fields, market_id: '1.3', market_type: 'OTHER', market_name: 'Tied <Match>', status: 'SUSPENDED', runners: [runner(5, 'Yes', [30], [32]), runner(6, 'No', [1.03], [1.04])] }),
  wireMarket({ ...event, ...fields, market_id: '1.4', market_type: 'OVER_UNDER_25', market_name: 'Over/Under 2.5', runners: [runner(7, 'Over', [1.5], [1.6])] }),
  // beyond the first screen: the page renders it, the first paint does not
  wireMarket({ ...event, ...fields, market_id: '1.5', market_type: 'OTHER', market_name: 'Completed Match', runners: [runner(8, 'Yes', [1.01], [1.02])] }),
];

function answer(data: Market[]) {
  fakeServer({
    'match/matchDetailsOpen': { body: { status: true, msg: '', data } },
    'fancy/getFancies': { body: { status: true, msg: '', data: [wireFancy({ fancy_id: 7, fancy_name: '6 over runs Mumbai' })] } },
  });
}

/** The page's section as rendered once its first answer is in, without what the first paint leaves to it. */
async function renderedPage(path: string): Promise<string> {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/event-page/:eventTypeId/:eventId/:marketId?" element={<EventPage />} />
      </Routes>
    </MemoryRouter>,
  );
  await act(() => jest.advanceTimersByTimeAsync(0));
  const page = screen.getByTestId('event-page');
  page.querySelector('[data-testid="fancy-market"]')?.remove();
  [...page.querySelectorAll('section.market')].slice(FIRST_SCREEN_MARKETS).forEach((m) => m.remove());
  return page.outerHTML;
}

const realWebSocket = globalThis.WebSocket;
beforeAll(() => {
  delete (globalThis as { WebSocket?: unknown }).WebSocket; // the page's first render polls
});
afterAll(() => {
  globalThis.WebSocket = realWebSocket;
});
beforeEach(() => {
  logOutForTest();
  jest.useFakeTimers({ now });
});
afterEach(() => jest.useRealTimers());

describe('the event page first paint (the HTML the shell server puts in the page)', () => {
  const t = i18next.t.bind(i18next);
  const parsed = (html: string) => {
    const el = document.createElement('div');
    el.innerHTML = html;
    return el;
  };

  it('is the markup the event page renders for its heading and first markets, prices and sizes included', async () => {
    const data = markets({ inplay: false, match_date: new Date(now + (2 * 24 + 3) * 3_600_000 + 60_000).toISOString(), has_tv_url: true });
    answer(data);
    const rendered = await renderedPage('/event-page/4/11');
    const html = eventFirstPaintHtml({ markets: data, nowMs: now, t });
    const page = parsed(html);
    expect(page.innerHTML).toBe(rendered);
    expect(page.querySelectorAll('section.market')).toHaveLength(FIRST_SCREEN_MARKETS);
    expect(page.querySelector('[data-testid="event-name"]')!.textContent).toBe('Mumbai & Co <b>v</b> "Delhi"');
    expect(page.querySelector('[data-testid="event-time"]')!.textContent).toMatch(/^Opens in 2 days 3 hours/);
    expect(page.querySelector('[data-testid="limits-1.1"]')!.textContent).toContain('1,00,000');
    expect(page.querySelector('[data-testid="odds-back-1.1-1-0"]')!.textContent).toBe('1.9500.000+');
    expect(page.querySelector('[data-testid="odds-lay-1.1-1-1"]')!.textContent).toBe('1.931,50,000');
    expect(page.querySelector<HTMLButtonElement>('[data-testid="odds-lay-1.1-1-2"]')!.disabled).toBe(true);
    expect(page.querySelector<HTMLButtonElement>('[data-testid="odds-back-1.2-1-1"]')!.disabled).toBe(true);
    expect(page.querySelector('[data-testid="status-1.1-2"]')!.textContent).toBe('SUSPENDED');
    expect(page.querySelector('[data-testid="market-1.3"] h2')!.firstChild!.textContent).toBe('Tied <Match>');
    expect(page.querySelector('[data-testid="limits-1.2"]')).toBeNull();
    expect(page.querySelector('[data-testid="event-tv-button"]')).not.toBeNull();
  });

  it('says In-Play for an event in play, and is empty without a market', async () => {
    const data = markets({ inplay: true, has_tv_url: false });
    answer(data);
    const rendered = await renderedPage('/event-page/4/11/1.1');
    const html = eventFirstPaintHtml({ markets: data, nowMs: now, t });
    expect(parsed(html).innerHTML).toBe(rendered);
    expect(parsed(html).querySelector('[data-testid="event-time"]')!.textContent).toBe('In-Play');
    expect(eventFirstPaintHtml({ markets: [], nowMs: now, t })).toBe('');
  });
});
