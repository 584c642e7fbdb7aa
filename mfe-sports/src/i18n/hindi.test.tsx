// Issue 5: the sports remote speaks the player's language. Key components render in Hindi with no
// English UI text left: every Latin letter found in their text, labels and titles is a failure
// (the test data itself is written in Devanagari and digits, so anything Latin is ours).
import { act, fireEvent, render, screen, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import i18next from 'i18next';
import { chooseLanguage, clearSlip, selectOdds, type SlipSelection } from '@khel/shared-kernel';
import { BetSlipPanel } from '../bet-slip/BetSlipPanel';
import { OpenBetsList } from '../open-bets/OpenBetsList';
import type { OpenBet } from '../open-bets/open-bets';
import { RulesButton } from '../rules/RulesButton';
import { MarketTable } from '../market-rows/MarketTable';
import { FancyTable } from '../market-rows/FancyTable';
import { MatchList } from '../market-rows/MatchList';
import { CashOutButton } from '../cash-out/CashOutButton';
import EventPage from '../event/EventPage';
import { SportsbookPage } from '../sport/SportsbookPage';
import { fakeServer, logInForTest, logOutForTest } from '../test-support/fake-server';
import { wireFancy, wireMarket, wireMatch, wireRunner } from '../test-support/wire';

const EVENT = 'भारत बनाम ऑस्ट्रेलिया';
const odds: SlipSelection = {
  eventTypeId: 4, eventId: 11, eventName: EVENT, marketId: '1.1', marketName: 'मैच', marketType: 'MATCH_ODDS',
  kind: 'odds', selectionId: 1, runnerName: 'भारत', isBack: true, price: 250, delaySeconds: 3,
};
const session: SlipSelection = { ...odds, marketId: '7', marketType: 'SESSION', kind: 'fancy', selectionId: 7, runnerName: '6 ओवर रन', isBack: false, price: 90, line: 52, fancyId: 7 };
const market = wireMarket({
  market_id: '1.1', match_id: 11, match_name: EVENT, market_name: 'मैच', market_type: 'MATCH_ODDS', status: 'OPEN', sport_id: 4, betDelay: 3,
  runners: [
    wireRunner({ selectionId: 1, runnerName: 'भारत', status: 'ACTIVE', ex: { availableToBack: [{ price: 2.5, size: 100 }], availableToLay: [{ price: 2.52, size: 600000 }] } }),
    wireRunner({ selectionId: 2, runnerName: 'ऑस्ट्रेलिया', status: 'SUSPENDED' }),
  ],
});
const fancy = wireFancy({ fancy_id: 7, fancy_name: '6 ओवर रन', is_active: 1, LayPrice1: 50, LaySize1: 100, BackPrice1: 51, BackSize1: 90 });
const suspendedFancy = wireFancy({ fancy_id: 8, fancy_name: '10 ओवर रन', is_active: 0 });
const bet = (overrides: Partial<OpenBet>): OpenBet => ({
  bet_id: 1, is_back: 1, is_fancy: 0, market_name: 'मैच', match_name: EVENT, selection_name: 'भारत',
  odds: 2, size: null, stack: 100, matched: 100, unmatched: 0, liability: 100, profit: 100, createdAt: '2026-11-22T10:00:00Z', sport_id: 4, match_id: 11,
  market_id: '1.1', fancy_id: null, series_name: null, event_type: 'MATCH_ODDS', marketType: 'MATCH_ODDS', status: 'OPEN', ...overrides,
});

/** Every text a player reads or hears: content, aria-labels, titles and placeholders. */
function shownText(container: HTMLElement): string {
  const attributes = [...container.querySelectorAll('[aria-label], [title], [placeholder]')].flatMap((el) =>
    ['aria-label', 'title', 'placeholder'].map((name) => el.getAttribute(name) ?? ''),
  );
  return [container.textContent ?? '', ...attributes].join(' | ');
}

/** A cash-out quote whose hedge names no runner (a name would be the feed's, in English). */
const CASH_OUT_QUOTE = { market_id: '1.1', selection_id: 9, is_back: 0 as const, stake: 150, legs: [{ price: 2, stake: 150 }], amount: 50, worst_price: 2.06, complete: true, remaining: 0 };

function expectNoEnglish(view: RenderResult | HTMLElement): void {
  const text = shownText('container' in view ? view.container : view);
  expect(text.trim()).not.toBe('');
  expect(text.match(/[A-Za-z]+/g) ?? []).toEqual([]);
}

const realWebSocket = globalThis.WebSocket;
beforeAll(async () => {
  // the event page follows the polling path here (the stream has its own tests)
  delete (globalThis as { WebSocket?: unknown }).WebSocket;
  await chooseLanguage('hi', i18next);
});
afterAll(async () => {
  globalThis.WebSocket = realWebSocket;
  await chooseLanguage('en', i18next);
});
beforeEach(() => {
  logOutForTest();
  clearSlip();
  fakeServer({});
});

describe('the sports remote in Hindi', () => {
  it('bet slip: empty, odds table with Log In, session table, then a player’s Place Bet and stake messages', async () => {
    const view = render(<BetSlipPanel limitsFor={async () => ({ minStake: 1, maxStake: 1e7, maxProfitPaise: 1e12, delaySeconds: 5 })} />);
    expectNoEnglish(view);
    act(() => selectOdds(odds));
    expect(screen.getByTestId('slip-odds-table').querySelectorAll('th')[0]!.textContent).toBe('भाव');
    fireEvent.change(screen.getByTestId('slip-stake'), { target: { value: '999999999' } });
    fireEvent.click(screen.getByTestId('stake-edit-open'));
    expect(screen.getByTestId('slip-stake-message').textContent).toBe('राशि 1,00,00,000 से अधिक नहीं हो सकती।');
    expectNoEnglish(view);
    act(() => selectOdds(session));
    expect(screen.getByTestId('slip-session-table')).toBeTruthy();
    expectNoEnglish(view);
    logInForTest();
    act(() => selectOdds({ ...odds, marketType: 'BOOKMAKER', kind: 'bookmaker', price: 0 }));
    fireEvent.change(screen.getByTestId('slip-stake'), { target: { value: '100' } });
    expect(screen.getByTestId('slip-price-message').textContent).toBe('भाव 1 से कम नहीं हो सकता।');
    expect(screen.getByTestId('slip-place').textContent).toContain('दांव लगाएँ');
    expectNoEnglish(view);
  });

  it('open bets: the visitor prompt, and a player’s matched and unmatched bets with their views', async () => {
    const visitor = render(<OpenBetsList layout="rows" />);
    expectNoEnglish(visitor);
    visitor.unmount();
    logInForTest();
    fakeServer({ 'bet/openBets': { body: { status: true, msg: '', data: [bet({}), bet({ bet_id: 2, is_back: 0, matched: 0, unmatched: 50 })] } } });
    const player = render(<OpenBetsList layout="cards" />);
    await screen.findByTestId('open-bet');
    expectNoEnglish(player);
    player.unmount();
    fakeServer({ 'bet/openBets': { body: { status: true, msg: '', data: [] } } });
    const none = render(<OpenBetsList layout="rows" />);
    await screen.findByTestId('open-bets-empty');
    expectNoEnglish(none);
  });

  it('rules pop-up: both tabs, long rules included', () => {
    const view = render(<RulesButton />);
    fireEvent.click(screen.getByTestId('rules-open'));
    expectNoEnglish(view);
    expectNoEnglish(screen.getByTestId('rules-popup'));
    fireEvent.click(screen.getByTestId('rules-tab-fancy'));
    expectNoEnglish(screen.getByTestId('rules-popup'));
  });

  it('market rows, fancy rows, ladder, cash-out confirm and match lists', async () => {
    fakeServer({ 'exchange/order/cashoutQuote': { body: { status: true, msg: '', data: CASH_OUT_QUOTE } } });
    const view = render(
      <MemoryRouter>
        <MarketTable market={market} position={new Map([[1, 150], [2, -100]])} />
        <FancyTable event={{ sportId: 4, matchId: 11, matchName: EVENT }} fancies={[fancy, suspendedFancy]} liabilities={new Map([[7, 100]])} />
        <MatchList title="क्रिकेट" matches={[wireMatch({ match_id: 11, match_name: EVENT, inplay: true }), wireMatch({ match_id: 12, match_name: EVENT, match_date: '2026-11-23T12:00:00.000Z' })]} nowMs={Date.parse('2026-11-23T08:00:00.000Z')} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('status-1.1-2').textContent).toBe('निलंबित');
    expectNoEnglish(view);
    fireEvent.click(screen.getByTestId('ladder-1.1'));
    expectNoEnglish(view);
    fireEvent.click(screen.getByTestId('ladder-close'));
    await act(async () => fireEvent.click(screen.getByTestId('cashout-1.1')));
    // the confirm dialog shows above the page (in document.body), with the amount, the hedge and the worst price
    const confirm = await screen.findByTestId('cashout-confirm');
    expect(confirm.textContent).toContain('क्या आप कैश आउट करना चाहते हैं?');
    expect(confirm.textContent).toContain('₹50.00 कैश आउट करें?');
    expectNoEnglish(confirm.querySelector('.sports-popup__body') as HTMLElement);
    view.unmount();
    const processing = render(<CashOutButton marketId="1.1" delaySeconds={3} quote={async () => ({ ok: true, quote: CASH_OUT_QUOTE })} cashOut={() => new Promise(() => undefined)} />);
    await act(async () => fireEvent.click(screen.getByTestId('cashout-1.1')));
    fireEvent.click(screen.getByTestId('cashout-confirm-button'));
    expectNoEnglish(processing);
  });

  it('event page header and sportsbook page', async () => {
    const later = new Date(Date.now() + 26 * 3600_000).toISOString();
    fakeServer({
      'match/matchDetailsOpen': { body: { status: true, msg: '', data: [{ ...market, match_date: later, inplay: false, has_tv_url: true, match_tv_url: null }] } },
      'fancy/getFancies': { body: { status: true, msg: '', data: [] } },
      getFreeHomeAllEvents: { body: { status: true, msg: '', data: { inplay: [wireMatch({ match_id: 11, sport_id: 4, match_name: EVENT, inplay: true })], upcoming: [] } } },
      'sport/sports': { body: { status: true, msg: '', data: [{ sport_id: 4, name: 'क्रिकेट' }] } },
    });
    const event = render(
      <MemoryRouter initialEntries={['/event-page/4/11']}>
        <Routes>
          <Route path="/event-page/:eventTypeId/:eventId/:marketId?" element={<EventPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('event-time')).textContent).toMatch(/^1 दिन \d+ घंटे में खुलेगा$/);
    expectNoEnglish(event);
    event.unmount();
    const book = render(<MemoryRouter><SportsbookPage /></MemoryRouter>);
    await screen.findByTestId('sportsbook-tab-4');
    expectNoEnglish(book);
  });
});
