// The Betfair replay end to end (issue 36): a product of its own, started with KHEL_FEED=betfair-replay
// on a recording in Betfair's stream format (written by the server's test support: Betfair's own
// files stay outside the repository), shows the replayed match's names, prices, score and session
// lines at 1280 and 390 px; a player's bet on it is matched and settled when the recording's market
// closes.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { ports } from '@khel/tools/ports';
import { SYNTHETIC, writeSyntheticCricket, type WrittenRecording } from '../../server/test/support/betfair-recording';
import { availableBalance, cellPrice, demoLogin, expectPlaced, oddsCell, placeSlip, rupeesOf, showOpenBets } from '../support/sports';
import { keepScreenshot } from '../support/player';

/** the replay's own product listens this far above the lane's ports */
const OFFSET = 30;
const SPEED = 40;
const own = Object.fromEntries(Object.entries(ports).map(([part, port]) => [part, port + OFFSET])) as typeof ports;
const shell = `http://localhost:${own.shell}`;

let product: ChildProcess | null = null;
let rec: WrittenRecording;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one replay product for both widths: the desktop project runs it');
  testInfo.setTimeout(240_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'khel-e2e-replay-'));
  rec = writeSyntheticCricket(dir);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...Object.fromEntries(Object.entries(own).map(([part, port]) => [`KHEL_${part.toUpperCase()}_PORT`, String(port)])),
    KHEL_DATA_DIR: path.join(dir, 'data'),
    KHEL_DEV_HELPERS: 'on',
    KHEL_ADDRESS_LIMIT_FACTOR: '10',
    KHEL_FEED: 'betfair-replay',
    KHEL_BETFAIR_REPLAY_FILES: rec.file,
    // the match is in play from the start (its first ball under way); its 40 overs last 3 minutes at 40×
    KHEL_REPLAY_FROM: new Date(rec.inPlayPt + 25_000).toISOString(),
    KHEL_REPLAY_SPEED: String(SPEED),
  };
  product = spawn('node', ['scripts/start.mjs', '--no-install', '--no-build'], { cwd: path.join(__dirname, '../..'), env, stdio: 'ignore', detached: true });
  await expect
    .poll(async () => (await fetch(`${shell}/api/v1/match/matchDetailsOpen`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ match_id: SYNTHETIC.eventId }) }).then((r) => r.json()).catch(() => null))?.data?.length ?? 0, {
      timeout: 180_000,
      intervals: [2_000],
    })
    .toBeGreaterThan(0);
});

test.afterAll(() => {
  if (product?.pid) process.kill(-product.pid, 'SIGTERM');
});

/** The recording's best back price of a runner in play (its ladder stands still once in play). */
function recordedBestBack(selectionId: number): number {
  const atb = new Map<number, number>();
  for (const line of gunzipSync(readFileSync(rec.file)).toString('utf8').split('\n').filter(Boolean)) {
    const m = JSON.parse(line) as { pt: number; mc: Array<{ rc?: Array<{ id: number; atb?: number[][] }> }> };
    if (m.pt > rec.inPlayPt) break;
    for (const rc of m.mc[0]!.rc ?? []) if (rc.id === selectionId) for (const [p, s] of rc.atb ?? []) s === 0 ? atb.delete(p!) : atb.set(p!, s!);
  }
  return Math.max(...atb.keys());
}

async function showsTheMatch(page: Page): Promise<void> {
  await page.goto(`${shell}/event-page/4/${SYNTHETIC.eventId}`);
  await expect(page.getByTestId('event-page')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Mumbai v Chennai').first()).toBeVisible();
  const best = oddsCell(page, 'back', SYNTHETIC.marketId, SYNTHETIC.home.id);
  await expect(cellPrice(best)).toHaveText(String(recordedBestBack(SYNTHETIC.home.id)));
  await expect(page.getByTestId('scoreboard')).toHaveText(/\d+\/\d+/, { timeout: 30_000 });
  // the batting side's open session lines (those of its overs already bowled have settled)
  await expect(page.getByText(/20 over runs (Mumbai|Chennai)/).first()).toBeVisible();
}

test("the replayed match's event page shows its names, prices, score and session lines; a bet is matched and settled", async ({ browser }, testInfo) => {
  testInfo.setTimeout(360_000);
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await showsTheMatch(phone);
  await keepScreenshot(phone, testInfo, 'betfair-replay-event-390');
  await phone.close();

  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await showsTheMatch(page);
  await keepScreenshot(page, testInfo, 'betfair-replay-event-1280');
  await demoLogin(page);
  // a demo account starts with ₹1,50,000 (read once the header has it, not while it still shows nothing)
  await expect(availableBalance(page)).toContainText('1,50,000.00', { timeout: 30_000 });
  const before = rupeesOf(await availableBalance(page).textContent());
  const price = recordedBestBack(SYNTHETIC.home.id);
  await oddsCell(page, 'back', SYNTHETIC.marketId, SYNTHETIC.home.id).click();
  await expectPlaced(page, await placeSlip(page, 100));
  const openBets = await showOpenBets(page);
  await expect(openBets.getByText('Mumbai').first()).toBeVisible();

  // the recording's market closes: the bet settles on its result and leaves the open bets
  const closed = async () => {
    const status = (await fetch(`${shell}/api/v1/feed/status`).then((r) => r.json())) as { data: { markets: Array<{ marketId: string; status: string }> } };
    return status.data.markets.find((m) => m.marketId === SYNTHETIC.marketId)?.status;
  };
  await expect.poll(closed, { timeout: 300_000, intervals: [5_000] }).toBe('CLOSED');
  const homeWon = rec.runsAfterBall[0]!.at(-1)! > rec.runsAfterBall[1]!.at(-1)!;
  const after = before + (homeWon ? Math.round((price - 1) * 100) : -100);
  await expect
    .poll(
      async () => {
        await page.reload();
        return rupeesOf(await availableBalance(page).textContent({ timeout: 30_000 }));
      },
      { timeout: 120_000, intervals: [5_000] },
    )
    .toBe(after);
  await expect((await showOpenBets(page)).getByText('Mumbai')).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'betfair-replay-settled-1280');
});
