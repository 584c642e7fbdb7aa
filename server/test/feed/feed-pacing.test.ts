// The Betfair feed's pace from the settings (feed/select.ts): how long it may go without a step and
// how often a market may be re-quoted; bad values are refused at start with the setting's name.
import { REQUOTE_EVERY_MS } from '../../src/feed/betfair/feed';
import { createFeed, feedPacing } from '../../src/feed/select';

const deps = { db: {} as never, exchange: {} as never, log: () => undefined };

it('steps at least every 500 ms and re-quotes a market at most once in 10 ms unless told otherwise', () => {
  expect(REQUOTE_EVERY_MS).toBe(10);
  expect(feedPacing({})).toEqual({ stepMs: 500, requoteMs: REQUOTE_EVERY_MS });
  expect(feedPacing({ KHEL_BETFAIR_STEP_MS: '100', KHEL_BETFAIR_REQUOTE_MS: '250' })).toEqual({ stepMs: 100, requoteMs: 250 });
});

it('refuses a pace that is not a positive number, naming the setting', () => {
  expect(() => feedPacing({ KHEL_BETFAIR_STEP_MS: '0' })).toThrow(/KHEL_BETFAIR_STEP_MS must be a positive number/);
  expect(() => createFeed(deps, { KHEL_FEED: 'betfair-replay', KHEL_BETFAIR_REPLAY_FILES: 'x.jsonl', KHEL_BETFAIR_REQUOTE_MS: 'fast' })).toThrow(/KHEL_BETFAIR_REQUOTE_MS must be a positive number/);
});
