// Sports end to end (issue 6): the built shell and sports remote against the real exchange server,
// its built-in feed moving prices in real time and its market maker resting real orders 3 deep.
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  availableBalance,
  cellPrice,
  closeSlip,
  cricketMatchWithHeldSession,
  demoLogin,
  eventPath,
  expectPlaced,
  isMobile,
  liveCricketMatch,
  netExposure,
  oddsCell,
  openMarkets,
  placeSlip,
  rupeesOf,
  SERVER_WAIT_MS,
  showBetSlip,
  showOpenBets,
  slip,
  type Market,
} from '../support/sports';
import { keepScreenshot } from '../support/player';

const byType = (markets: Market[], type: string) => {
  const market = markets.find((m) => m.market_type === type);
  expect(market, `the event has a ${type} market`).toBeTruthy();
  return market!;
};

/** Opens the event page of the live cricket match (or of `match`) and waits for its markets. */
async function openLiveEvent(page: Page, match?: Awaited<ReturnType<typeof liveCricketMatch>>) {
  match ??= await liveCricketMatch(page.request);
  const markets = await openMarkets(page.request, match.match_id);
  await page.goto(eventPath(match));
  await expect(page.getByTestId('event-page')).toBeVisible({ timeout: SERVER_WAIT_MS });
  const matchOdds = byType(markets, 'MATCH_ODDS');
  await expect(page.getByTestId(`market-${matchOdds.market_id}`)).toBeVisible();
  return { match, markets, matchOdds };
}

/**
 * Bookmaker and fancy prices are quotes: the server refuses ('Odds changed', 'Fancy is suspended')
 * when the quote moved during the bet delay (a desk holds a quote 20–60 s; a session line is
 * suspended while the ball is bowled), so a bet may take a second try.
 */
const placeAtQuote = (page: Page, cell: Locator, table: 'slip-odds-table' | 'slip-session-table') =>
  expect(async () => {
    await expect(cell).toBeVisible({ timeout: 10_000 });
    await cell.click();
    await expect(slip(page).getByTestId(table)).toBeVisible();
    // §4.5: 'Odds changed' only when the live price differs from the slip's (issue 34 item 5)
    const live = (await cell.locator('> :first-child').textContent())?.trim();
    if (live === (await slip(page).getByTestId('slip-price').inputValue())) await expect(slip(page).getByTestId('slip-odds-changed')).toHaveCount(0);
    const result = await placeSlip(page, 100);
    const outcome = await result.textContent();
    await closeSlip(page); // below 1024px the modal stays on the outcome until closed
    expect(outcome).toBe('Bet placed successfully');
  }).toPass({ timeout: 60_000, intervals: [200] });

test.describe('sports', () => {
  // Each flow waits on real bet delays (5 s) and a server busy with its feed.
  test.describe.configure({ timeout: 90_000 });

  test('a visitor browses home → sport → event and sees live prices', async ({ page }, testInfo) => {
    test.setTimeout(150_000);
    const match = await liveCricketMatch(page.request);
    await page.goto('/');
    await expect(page.getByTestId('sports-home').getByTestId(`match-row-${match.match_id}`)).toBeVisible({ timeout: SERVER_WAIT_MS });

    // home → Cricket: the header's sport links on desktop, the left drawer below 1024px
    if (isMobile(testInfo)) await page.getByTestId('menu-button').click();
    const nav = isMobile(testInfo) ? page.getByTestId('left-drawer') : page.getByTestId('header');
    await nav.locator(`a[href="/sports-page/Cricket/${match.sport_id}"]`).first().click();
    await expect(page.getByTestId('sport-page')).toBeVisible({ timeout: SERVER_WAIT_MS });

    // sport → event
    await page.getByTestId(`match-link-${match.match_id}`).click();
    await expect(page).toHaveURL(new RegExp(`/event-page/${match.sport_id}/${match.match_id}`));
    await expect(page.getByTestId('event-page')).toBeVisible({ timeout: SERVER_WAIT_MS });

    const markets = await openMarkets(page.request, match.match_id);
    const matchOdds = byType(markets, 'MATCH_ODDS');
    const runners = matchOdds.runners.map((r) => r.selectionId);
    const bestCells = runners.flatMap((id) => [oddsCell(page, 'back', matchOdds.market_id, id), oddsCell(page, 'lay', matchOdds.market_id, id)]);
    for (const cell of bestCells) await expect(cellPrice(cell)).toHaveText(/^\d+(\.\d+)?$/);

    // Live: some best price on the page changes.
    const snapshot = async () => (await Promise.all(bestCells.map((c) => cellPrice(c).textContent()))).join(' ');
    const first = await snapshot();
    // The feed's market maker re-quotes one market at a time, so a given market moves every ~10–60 s.
    await expect.poll(snapshot, { timeout: 75_000, intervals: [500], message: 'a best price changes on the event page' }).not.toBe(first);

    // What the page shows is what the server's open call says (same tick, allowing one move).
    await expect
      .poll(
        async () => {
          const fresh = byType(await openMarkets(page.request, match.match_id), 'MATCH_ODDS');
          const server = fresh.runners.flatMap((r) => [r.ex.availableToBack[0]?.price, r.ex.availableToLay[0]?.price].map(String)).join(' ');
          return server === (await snapshot());
        },
        { timeout: 20_000, intervals: [300], message: 'the page shows the server prices' },
      )
      .toBe(true);
  });

  test('the event page streams prices through a worker: cells change and flash', async ({ page }) => {
    const { matchOdds } = await openLiveEvent(page);
    await expect(page.getByTestId('event-page')).toHaveAttribute('data-live', 'stream', { timeout: SERVER_WAIT_MS });
    // The remote is served from its own origin: its worker starts from a same-origin blob that loads the chunk.
    expect(page.workers().map((w) => w.url())).toContainEqual(expect.stringMatching(/^blob:/));
    // A streamed change reaches a cell, which flashes and stops flashing (300 ms).
    const market = page.getByTestId(`market-${matchOdds.market_id}`);
    const flashing = page.locator('.odds-cell--flash').first();
    await expect(flashing).toBeAttached({ timeout: 75_000 });
    const flashed = await flashing.getAttribute('data-testid');
    await expect(page.getByTestId(flashed!)).not.toHaveClass(/odds-cell--flash/, { timeout: 2_000 });
    await expect(market).toBeVisible();
    // still the worker (one that failed to load would have been ended and the page would stream itself)
    expect(page.workers().map((w) => w.url())).toContainEqual(expect.stringMatching(/^blob:/));
  });

  test("the SPORTS link opens the sportsbook: every sport's matches from the server, a tab per sport", async ({ page }, testInfo) => {
    const match = await liveCricketMatch(page.request);
    const listed = await page.request.post('/api/v1/match/homeMatchesOpen', { data: {} });
    const all = ((await listed.json()) as { data: Array<{ sport_id: number; match_id: number }> }).data;
    const cricketCount = all.filter((m) => m.sport_id === match.sport_id).length;
    const otherSport = all.find((m) => m.sport_id !== match.sport_id);
    await page.goto('/');
    if (isMobile(testInfo)) await page.getByTestId('menu-button').click();
    const nav = isMobile(testInfo) ? page.getByTestId('left-drawer') : page.getByTestId('header');
    await nav.locator('a[href="/sports-page/Sportsbook/0"]').first().click();

    const book = page.getByTestId('sportsbook-page');
    await expect(book.getByTestId(`sportsbook-sport-${match.sport_id}`).getByTestId(`match-row-${match.match_id}`)).toBeVisible({ timeout: SERVER_WAIT_MS });
    await expect(book.getByTestId(`sportsbook-tab-${match.sport_id}`)).toContainText(String(cricketCount));
    expect(otherSport, 'the feed lists a second sport').toBeTruthy();
    await book.getByTestId(`sportsbook-tab-${otherSport!.sport_id}`).click();
    await expect(book.getByTestId(`sportsbook-sport-${otherSport!.sport_id}`).getByTestId(`match-row-${otherSport!.match_id}`)).toBeVisible();
    await expect(book.getByTestId(`sportsbook-sport-${match.sport_id}`)).toHaveCount(0);
  });

  test("the live cricket match opens the server's TV page, live with its score", async ({ page }) => {
    const { match } = await openLiveEvent(page);
    const answer = await page.request.post('/api/v1/match/getTvUrlScoreboardUrl', { data: { match_id: match.match_id } });
    const { data } = (await answer.json()) as { data: { tv_url: string | null } };
    expect(data.tv_url, 'the feed gives cricket matches TV').toBeTruthy();
    await page.getByTestId('event-tv-button').click();
    await expect(page.getByTestId('event-tv')).toHaveAttribute('src', data.tv_url!);
    const tv = page.frameLocator('[data-testid="event-tv"]');
    await expect(tv.getByTestId('tv-match')).toHaveText(match.match_name);
    await expect(tv.getByTestId('tv-state')).toHaveText('Live');
    await expect(tv.getByTestId('tv-score')).toHaveText(/^\d+\/\d+/);
  });

  test('a demo player backs across several price levels, sees exposure, position and the ladder, then cashes out to equal P&L on both runners', async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const { matchOdds } = await openLiveEvent(page);
    await demoLogin(page);
    const exposureBefore = await netExposure(page);
    // a fresh demo player: no matched bets yet
    const openBets = await showOpenBets(page);
    await expect(openBets.getByTestId('open-bets-empty')).toHaveText('You have no Matched Bets.');
    if (page.url().endsWith('/open-bets')) await page.goBack();
    await showBetSlip(page);

    const [runner] = matchOdds.runners;
    await oddsCell(page, 'back', matchOdds.market_id, runner!.selectionId).click();
    await expect(slip(page).getByTestId('slip-side')).toContainText('Backing');
    // Asked at 1.01, the lowest price on the ladder: a back matches every resting lay at 1.01 or more,
    // best price first, so it matches whole however far the price moves during the in-play delay
    // (ten ticks under the best price were seen to leave it unmatched after a wicket).
    await slip(page).getByTestId('slip-price').fill('1.01');
    await slip(page).getByTestId('slip-price').blur();
    await expect(slip(page).getByTestId('slip-price')).toHaveValue('1.01');
    // ₹1,500 takes more than the ₹1,000 the market maker rests at the best price: the position is
    // spread over two price levels, and so is the hedge that cashes it out.
    const result = await placeSlip(page, 1500);
    await expectPlaced(page, result);
    // it matches the levels that are there (the market maker's are ₹1,000 each; another bet may have taken some)
    await expect(result).toHaveText(/^Bet placed/);
    await closeSlip(page);

    const after = await showOpenBets(page);
    await expect(after.getByTestId('open-bet')).toHaveCount(1);
    await expect(after.getByTestId('open-bet-stake').first()).toHaveText(/^1,\d{3}\.00$/);
    // asked at 1.01, it matched at the resting lays' prices: both are shown, the asked one only where
    // it differs (a favourite the market already prices at 1.01 matches at what was asked)
    const matchedAt = (await after.getByTestId('open-bet-odds').textContent())?.match(/\d+\.\d\d/)?.[0];
    if (matchedAt === '1.01') await expect(after.getByTestId('open-bet-asked')).toHaveCount(0);
    else await expect(after.getByTestId('open-bet-asked')).toHaveText('Asked 1.01');
    await expect(after.getByTestId('open-bet-liability')).toHaveText(await after.getByTestId('open-bet-stake').first().textContent() ?? '');
    await keepScreenshot(page, testInfo, `open-bets-${testInfo.project.name}`);
    if (page.url().endsWith('/open-bets')) await page.goBack();
    await expect(page.getByTestId('event-page')).toBeVisible({ timeout: SERVER_WAIT_MS });
    await expect.poll(() => netExposure(page), { timeout: SERVER_WAIT_MS }).not.toBe(exposureBefore);
    await expect(page.getByTestId(`position-${matchOdds.market_id}-${runner!.selectionId}`)).toBeVisible({ timeout: SERVER_WAIT_MS });

    // P&L ladder: one row per runner
    await page.getByTestId(`ladder-${matchOdds.market_id}`).click();
    const ladder = page.getByTestId('ladder-popup');
    await expect(ladder.getByTestId('ladder-row')).toHaveCount(matchOdds.runners.length);
    await ladder.getByTestId('ladder-close').click();
    await expect(ladder).toBeHidden();

    // Cash-out: the dialog names the amount and the hedge across the levels it takes, then the
    // hedge leaves the same P&L whichever runner wins. In play the price can jump past the worst
    // price during the bet delay (a wicket): the hedge is then done in part (or not at all), the
    // player is told what remains, and cashes out again from the position the partial hedge left;
    // or the market suspends for the incident and the cash-out is refused until it opens again. The
    // test reads each answer and goes on from it (no retry of the whole step), a bounded number of times.
    const cashout = page.getByTestId(`cashout-${matchOdds.market_id}`);
    type Runner = { selection_id: number; user_pl: number };
    type CashOutReply = { status: boolean; msg: string; data?: { matched: number; complete: boolean; remaining: number; runners: Runner[] } };
    const pl = async (selectionId: number) => {
      const cell = page.getByTestId(`position-${matchOdds.market_id}-${selectionId}`);
      return (await cell.count()) === 0 ? 0 : rupeesOf(await cell.textContent()); // a zero position is not shown
    };
    const shown = async () => Promise.all(matchOdds.runners.map((r) => pl(r.selectionId)));
    const plOf = (runners: Runner[]) => matchOdds.runners.map((r) => runners.find((a) => a.selection_id === r.selectionId)!.user_pl);
    const MAX_CASH_OUTS = 8;
    const history: string[] = [];
    // The first cash-out as if the price had jumped during the delay: its worst price is moved to the
    // hedge's first level, so the book beyond it is out of reach and a hedge over two levels is done in
    // part (the path a wicket takes at random; a price that moved meanwhile may still make it whole).
    let jumpTo: string | null = null;
    const cashOutCall = (url: URL) => url.pathname.endsWith('/exchange/order/cashout');
    await page.route(
      cashOutCall,
      async (route) => {
        const url = new URL(route.request().url());
        if (jumpTo) url.searchParams.set('worstPrice', jumpTo);
        jumpTo = null;
        await route.continue({ url: url.toString() });
      },
    );
    let answer: ({ worstPrice: number } & NonNullable<CashOutReply['data']>) | undefined;
    while (!answer?.complete) {
      expect(history.length, `cash-out attempts so far: ${history.join('; ')}`).toBeLessThan(MAX_CASH_OUTS);
      await expect(cashout).toBeEnabled({ timeout: SERVER_WAIT_MS });
      const quoted = page.waitForResponse((r) => r.url().includes('/exchange/order/cashoutQuote?'), { timeout: SERVER_WAIT_MS });
      await cashout.click();
      const quote = (await (await quoted).json()) as { status: boolean; msg: string };
      if (!quote.status) {
        // an incident suspended the market (or emptied the book a moment): it opens again within seconds
        expect(quote.msg).toMatch(/suspended|at the current prices/i);
        history.push(`quote refused: ${quote.msg}`);
        await page.waitForTimeout(2_000);
        continue;
      }
      const dialog = page.getByTestId('cashout-confirm');
      await expect(dialog).toBeVisible({ timeout: SERVER_WAIT_MS });
      await expect(dialog.locator('.sports-popup__title')).toHaveText(/^Cash out -?₹[\d,]+\.\d\d\?$/);
      await expect(page.getByTestId('cashout-hedge')).toHaveText(/^Lay .+ · ₹[\d,]+\.\d\d @ \d+\.\d\d(–\d+\.\d\d)?$/);
      if (history.length === 0) {
        await keepScreenshot(page, testInfo, `cashout-dialog-${testInfo.project.name}`);
        const levels = /@ (\d+\.\d\d)(–\d+\.\d\d)?$/.exec((await page.getByTestId('cashout-hedge').textContent()) ?? '')!;
        if (levels[2]) jumpTo = levels[1]!;
      }
      const answered = page.waitForResponse((r) => r.url().includes('/exchange/order/cashout?'), { timeout: SERVER_WAIT_MS });
      await page.getByTestId('cashout-confirm-button').click();
      await expect(dialog).toHaveCount(0);
      const reply = await answered;
      const body = (await reply.json()) as CashOutReply;
      if (!body.status || !body.data) {
        // suspended during the bet delay, or the price jumped past the worst price: nothing was hedged
        expect(body.msg).toMatch(/suspended|within your worst price/i);
        history.push(`refused: ${body.msg}`);
        await page.waitForTimeout(2_000);
        continue;
      }
      answer = { worstPrice: Number(new URL(reply.url()).searchParams.get('worstPrice')), ...body.data };
      history.push(`${answer.complete ? 'complete' : 'partial'}: hedged ₹${answer.matched}, ₹${answer.remaining} apart`);
      if (!answer.complete) {
        // done in part: the player is told what still divides the runners, and the event page shows the
        // positions the partial hedge left, which the next cash-out's quote starts from
        await expect(page.getByTestId('toast').filter({ hasText: /^Cash-out only partly done: your runners still differ by ₹[\d,]+\.\d\d\. Cash out again for the rest\.$/ }).last()).toBeVisible({ timeout: SERVER_WAIT_MS });
        const left = plOf(answer.runners);
        expect(Math.max(...left) - Math.min(...left)).toBeCloseTo(answer.remaining, 2);
        await expect.poll(shown, { timeout: SERVER_WAIT_MS }).toEqual(left);
      }
    }
    await page.unroute(cashOutCall);
    // the delay counted down, then the server answered (a flat position leaves no Cashout button to read)
    await expect(page.getByTestId('toast').filter({ hasText: /^Cash-out successful-?₹[\d,]+\.\d\d whichever runner wins\.$/ })).toBeVisible({ timeout: SERVER_WAIT_MS });
    console.log(`cash-out in ${history.length} steps: ${history.join('; ')}`);
    // Equal to the rounding of a stake: stakes are whole paise, and one paise more or less at price p
    // moves the outcomes p/100 paise apart, so what remains is under p/100 paise, plus one for the
    // rounding of the winnings; the hedge lays, at no more than the worst price (₹0.07 at 5.50, ₹0.41 at 40.00).
    expect(answer.remaining).toBeLessThanOrEqual((Math.ceil(answer.worstPrice) + 1) / 100 + 1e-9);
    // ... and the event page shows the positions the cash-out left
    await expect.poll(shown, { timeout: SERVER_WAIT_MS }).toEqual(plOf(answer.runners));
  });

  test('a demo player lays far from the market, the bet stays unmatched, then cancels it', async ({ page }) => {
    const { matchOdds } = await openLiveEvent(page);
    await demoLogin(page);
    await showBetSlip(page);

    const runner = matchOdds.runners[1]!;
    await oddsCell(page, 'lay', matchOdds.market_id, runner.selectionId).click();
    await expect(slip(page).getByTestId('slip-side')).toContainText('Laying');
    // Laying at 1.01 matches only a back at 1.01 or less, which the market maker never offers.
    await slip(page).getByTestId('slip-price').fill('1.01');
    await slip(page).getByTestId('slip-price').blur();
    await expect(slip(page).getByTestId('slip-price')).toHaveValue('1.01');
    const result = await placeSlip(page, 100);
    await expectPlaced(page, result);
    await expect(result).toHaveText(/unmatched/i);
    await closeSlip(page);

    const openBets = await showOpenBets(page);
    const unmatched = openBets.getByTestId('unmatched-bets').locator('[data-testid^="unmatched-bet-"]');
    await expect(unmatched).toHaveCount(1);
    await unmatched.first().locator('[data-testid^="cancel-bet-"]').click();
    await expect(openBets.getByTestId('open-bets-notice')).toHaveText('Bet cancelled');
    await expect(openBets.getByTestId('unmatched-bets')).toHaveCount(0, { timeout: SERVER_WAIT_MS });
  });

  test("the event page lists the player's bets on the match, unmatched ones with Cancel, at both sizes (issue 34 item 8)", async ({ page }, testInfo) => {
    test.setTimeout(150_000);
    const { match, matchOdds } = await openLiveEvent(page);
    await demoLogin(page);
    await showBetSlip(page);
    const runner = matchOdds.runners[0]!;
    // laying at 1.01 stays unmatched (see above); an in-play market suspends now and then: try again
    await expect(async () => {
      await oddsCell(page, 'lay', matchOdds.market_id, runner.selectionId).click({ timeout: 10_000 });
      await slip(page).getByTestId('slip-price').fill('1.01');
      await slip(page).getByTestId('slip-price').blur();
      const result = await placeSlip(page, 100);
      const outcome = await result.textContent();
      await closeSlip(page);
      expect(outcome).toMatch(/unmatched/i);
    }).toPass({ timeout: 90_000, intervals: [1_000] });

    // on the page itself, not only in the right panel (a phone has none)
    const eventBets = page.getByTestId('event-page').getByTestId('event-bets');
    await expect(eventBets).toBeVisible({ timeout: SERVER_WAIT_MS });
    const row = eventBets.locator('[data-testid^="unmatched-bet-"]');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('unmatched-event')).toHaveText(`${match.match_name} · ${matchOdds.market_name}`);
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('event-bets.png') });
    await row.locator('[data-testid^="cancel-bet-"]').click();
    await expect(eventBets.getByTestId('open-bets-notice')).toHaveText('Bet cancelled');
    await expect(page.getByTestId('event-page').getByTestId('event-bets')).toHaveCount(0, { timeout: SERVER_WAIT_MS });
  });

  test('a demo player places a bookmaker bet and sees the position', async ({ page }) => {
    test.setTimeout(120_000);
    const { markets } = await openLiveEvent(page);
    await demoLogin(page);
    await showBetSlip(page);
    const bookmaker = byType(markets, 'BOOKMAKER');
    const runner = bookmaker.runners[0]!;
    await placeAtQuote(page, oddsCell(page, 'back', bookmaker.market_id, runner.selectionId), 'slip-odds-table');
    await expect(page.getByTestId(`position-${bookmaker.market_id}-${runner.selectionId}`)).toBeVisible({ timeout: SERVER_WAIT_MS });
  });

  test('a demo player places a fancy bet and sees its liability', async ({ page }) => {
    test.setTimeout(120_000);
    // a line held open by the server's development helper: the test never depends on the simulator's clock
    const session = await cricketMatchWithHeldSession(page.request);
    await openLiveEvent(page, session.match);
    await demoLogin(page);
    await showBetSlip(page);
    await placeAtQuote(page, page.getByTestId(`fancy-back-${session.fancyId}`), 'slip-session-table');
    await expect(page.getByTestId(`fancy-liability-${session.fancyId}`)).toBeVisible({ timeout: SERVER_WAIT_MS });
  });

  test("a stake above the player's limit is refused on the slip, before anything is sent", async ({ page }) => {
    const { match, matchOdds } = await openLiveEvent(page);
    await demoLogin(page);
    await showBetSlip(page);
    // The limits the slip applies are the server's own answers: §9 cricket odds 1–1,00,000 for the
    // player, and the event's market limits.
    const limits = await page.request.post('/api/v1/event/getEventsLimit', { data: { match_id: match.match_id, sport_id: match.sport_id } });
    const { data: event } = (await limits.json()) as { data: { market_max_stack: number } };
    const maxStake = Math.min(100_000, event.market_max_stack);
    const betCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/bet/save')) betCalls.push(request.url());
    });

    await oddsCell(page, 'back', matchOdds.market_id, matchOdds.runners[0]!.selectionId).click();
    await slip(page).getByTestId('slip-stake').fill(String(maxStake + 1));
    await slip(page).getByTestId('slip-place').click();
    const message = slip(page).getByTestId('slip-limit-message');
    await expect(message).toHaveAttribute('role', 'alert');
    await expect(message).toHaveText(`Maximum stake is ${maxStake.toLocaleString('en-IN')}`);
    await expect(slip(page).getByTestId('slip-place')).toBeEnabled();
    expect(betCalls).toEqual([]);
  });

  // §8 bet errors: the response msg, else the first nested description, else 'Something went wrong'.
  const FAULTS = [
    { name: 'an error envelope with a nested description', status: 500, contentType: 'application/json', body: JSON.stringify({ status: false, msg: '', errors: [{ description: 'Bet not accepted now' }] }), shown: 'Bet not accepted now' },
    { name: 'a proxy error page', status: 502, contentType: 'text/plain', body: 'Bad Gateway', shown: 'Something went wrong' },
  ];
  for (const fault of FAULTS) {
    test(`a failed bet call (${fault.name}) shows '${fault.shown}' and keeps the balance`, async ({ page }) => {
      const { matchOdds } = await openLiveEvent(page);
      await demoLogin(page);
      await showBetSlip(page);
      // The balance arrives after login: read it once it has (a demo player starts with play money).
      await expect(availableBalance(page)).toHaveText(/[1-9]/);
      const balanceBefore = await availableBalance(page).textContent();

      // Fault injection only: the bet call fails before reaching the exchange.
      await page.route('**/api/v1/bet/saveBet', (route) => route.fulfill({ status: fault.status, contentType: fault.contentType, body: fault.body }));
      await oddsCell(page, 'back', matchOdds.market_id, matchOdds.runners[0]!.selectionId).click();
      const result = await placeSlip(page, 100);
      await expect(result).toHaveAttribute('role', 'alert');
      await expect(result).toHaveText(fault.shown);
      await expect(availableBalance(page)).toHaveText(balanceBefore ?? '');
    });
  }
});
