// What a bet reads before it queues, kept between bets: its market (status, in play, stakes, the
// runners' statuses) and the player's bet settings (an operator's overrides). Owned by the
// sequencer, beside what it keeps for the core; bounded, the oldest first.
//  - A market's context is kept until something changes it. Every such change goes through the
//    exchange, which forgets the market (suspend, reopen, in play, settle), or through a reload of
//    the whole memory (several instances); a read that raced a forget is not kept (`forgets`).
//  - A player's settings are kept SETTINGS_MEMORY_MS: how soon an operator's change of a player's
//    limits or delays reaches their bets.
// A bet sent with the client's reference always reads (a bet already placed with it is answered again).

import { mergeBetSettings, savedBetSettingsSql, type PlayerBetSettings } from '../../identity/bet-settings';
import { readBettingContext, type BetMarketRow } from '../store/bet-reads';
import type { Sql } from '../../store/db';
import { notFound } from '../../domain/errors';
import type { PlacedBet } from '../core/commands';
import { remember } from '../../app/remember';

export interface BettingContext {
  market: BetMarketRow;
  settings: PlayerBetSettings;
  runners: Record<string, string>;
  /** the bet already placed with this client reference, answered again */
  replay: PlacedBet | null;
}

const MARKET_CONTEXTS_MAX = 20_000;
const PLAYER_SETTINGS_MAX = 50_000;
/** how soon an operator's change of a player's bet settings (limits, delays) reaches their bets */
const SETTINGS_MEMORY_MS = 5_000;

export class BettingContexts {
  private readonly markets = new Map<string, { market: BetMarketRow; runners: Record<string, string> }>();
  private readonly players = new Map<number, { settings: PlayerBetSettings; until: number }>();
  private forgets = 0;

  constructor(private readonly db: Sql) {}

  /** From memory when it has the market and the player's settings (and no client reference to look up), else in one read. */
  async read(marketId: string, userId: number, clientRef: string | null = null): Promise<BettingContext> {
    const now = Date.now();
    const known = this.markets.get(marketId);
    const settings = this.players.get(userId);
    if (known && settings && settings.until > now && clientRef === null) return { market: known.market, runners: known.runners, settings: settings.settings, replay: null };
    const forgetsBefore = this.forgets;
    const row = await readBettingContext(this.db, marketId, userId, clientRef, savedBetSettingsSql);
    if (!row) throw notFound('Market not found');
    const context = { market: row.market, runners: row.runners };
    const merged = mergeBetSettings(row.betSettings);
    if (this.forgets === forgetsBefore) remember(this.markets, marketId, context, MARKET_CONTEXTS_MAX);
    remember(this.players, userId, { settings: merged, until: now + SETTINGS_MEMORY_MS }, PLAYER_SETTINGS_MAX);
    return { ...context, settings: merged, replay: row.replay };
  }

  /** A change of a market's status, in-play flag, stakes or runners: the next bet reads it afresh. */
  forgetMarket(marketId: string): void {
    this.forgets++;
    this.markets.delete(marketId);
  }

  /** Every market read afresh (the memory was reloaded from the database). */
  forgetMarkets(): void {
    this.forgets++;
    this.markets.clear();
  }
}
