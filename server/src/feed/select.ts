// Chooses and builds the feed from the environment (KHEL_FEED and the Betfair settings; the
// README's feed section lists them).
import path from 'node:path';
import type { Exchange } from '../exchange/exchange';
import type { Database } from '../store/db';
import { BetfairFeed, DEFAULT_RISK, REQUOTE_EVERY_MS, type HouseRisk } from './betfair/feed';
import { liveSource } from './betfair/live/settings';
import { ReplaySource } from './betfair/replay';
import { feedKind, type FeedKind, type MarketFeed } from './port';
import { FeedSimulator } from './simulator';

type Env = Record<string, string | undefined>;

function positive(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number (got '${raw}')`);
  return n;
}

export function houseRisk(env: Env): HouseRisk {
  return {
    gbpRate: Math.round(positive(env, 'KHEL_BETFAIR_GBP_RATE', DEFAULT_RISK.gbpRate)),
    liquidityPercent: Math.round(positive(env, 'KHEL_BETFAIR_LIQUIDITY_PERCENT', DEFAULT_RISK.liquidityPercent)),
    maxOrderPaise: Math.round(positive(env, 'KHEL_HOUSE_MAX_ORDER_RUPEES', DEFAULT_RISK.maxOrderPaise / 100) * 100),
    maxMarketRiskPaise: Math.round(positive(env, 'KHEL_HOUSE_MARKET_RISK_RUPEES', DEFAULT_RISK.maxMarketRiskPaise / 100) * 100),
  };
}

/**
 * The Betfair feed's pace: it steps as messages arrive, and at least every KHEL_BETFAIR_STEP_MS
 * without any (default 500); a market re-quotes at most once a KHEL_BETFAIR_REQUOTE_MS (default REQUOTE_EVERY_MS, 10).
 */
export function feedPacing(env: Env): { stepMs: number; requoteMs: number } {
  return { stepMs: Math.round(positive(env, 'KHEL_BETFAIR_STEP_MS', 500)), requoteMs: Math.round(positive(env, 'KHEL_BETFAIR_REQUOTE_MS', REQUOTE_EVERY_MS)) };
}

export function replaySource(env: Env): ReplaySource {
  const files = (env.KHEL_BETFAIR_REPLAY_FILES ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean)
    .map((f) => path.resolve(f));
  if (files.length === 0) throw new Error('KHEL_FEED=betfair-replay needs KHEL_BETFAIR_REPLAY_FILES (comma-separated .jsonl or .jsonl.gz files)');
  const from = env.KHEL_REPLAY_FROM;
  const fromMs = from ? Date.parse(from) : null;
  if (fromMs !== null && Number.isNaN(fromMs)) throw new Error(`KHEL_REPLAY_FROM must be an ISO time (got '${from}')`);
  return new ReplaySource({ files, speed: positive(env, 'KHEL_REPLAY_SPEED', 1), fromMs });
}

/** The feed KHEL_FEED names, or null for `off`. Throws a clear error on bad settings. */
export function createFeed(deps: { db: Database; exchange: Exchange; log: (m: string) => void }, env: Env = process.env): { kind: FeedKind; create: () => MarketFeed } | null {
  const kind = feedKind(env.KHEL_FEED);
  switch (kind) {
    case 'off':
      return null;
    case 'simulator':
      return { kind, create: () => new FeedSimulator({ ...deps, seed: Number(env.KHEL_FEED_SEED ?? 1) }) };
    case 'betfair-replay': {
      const risk = houseRisk(env);
      feedPacing(env);
      replaySource(env); // settings checked at start, not when the lease first arrives
      return { kind, create: () => new BetfairFeed({ ...deps, feed: kind, source: replaySource(env), risk, ...feedPacing(env) }) };
    }
    case 'betfair': {
      const risk = houseRisk(env);
      liveSource(env); // settings checked at start; the connection opens when the feed first steps
      return {
        kind,
        create: () => {
          const source = liveSource(env, deps.log);
          const feed = new BetfairFeed({ ...deps, feed: kind, source, risk, ...feedPacing(env) });
          const stop = async () => {
            await feed.stop();
            source.close();
          };
          return { step: (now) => feed.step(now), start: (ms) => feed.start(ms), stop };
        },
      };
    }
  }
}
