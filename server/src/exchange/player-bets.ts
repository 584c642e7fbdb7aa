// A player's placements, the use cases behind bet/saveBet, bet/saveHrBet and bet/saveFancyBet:
// every check before a bet queues that is not the wire's — the price as its market speaks it, a
// combined racing bet's stakes split so each runner pays the same, and the player's responsible
// gambling (breaks, net-loss limits: `betLossRoom`, at the time the caller passes in) — then the
// exchange (`exchange.ts`, or the cluster's front of it) places it; the core checks the loss room
// again as the bet commits. Domain errors only: the routes map them to answers.

import { betAmounts, splitStakeByOdds, type MarketKind } from '@khel/shared-kernel/betting';
import { invalid } from '../domain/errors';
import { betLossRoom } from '../responsible-gambling/responsible-gambling';
import type { RgMemory } from '../responsible-gambling/rg-memory';
import type { Sql } from '../store/db';
import type { Exchange, PlacedBet } from './exchange';

/** What the placements need: the database (responsible gambling reads), the exchange, the players' RG memory. */
export interface PlayerBetting {
  db: Sql;
  exchange: Exchange;
  rgMemory: RgMemory | null;
}

/** A bet as the player sent it: odds in hundredths of decimal odds (a percentage ×100 on a bookmaker market). */
export interface PlayerOrder {
  marketId: string;
  selectionId: number;
  isBack: boolean;
  oddsHundredths: number;
  stakePaise: number;
  clientRef: string | null;
  keep?: boolean;
  /** the liquidity factor (basis points) of the host the bet came through: the share of the house's size it may take */
  houseShareBps?: number;
}

/** The player's odds as the market speaks them: ladder hundredths (odds) or a whole percentage (bookmaker). */
export function priceOn(kind: MarketKind, oddsHundredths: number): number {
  if (kind === 'bookmaker') {
    if (oddsHundredths % 100 !== 0 || oddsHundredths === 0) throw invalid('Odds must be a whole percentage on a bookmaker market');
    return oddsHundredths / 100;
  }
  if (oddsHundredths <= 100) throw invalid('Bhaw cannot be less than 1.');
  return oddsHundredths;
}

/** A share below all of the house's size travels with the order; all of it (the default factor) changes nothing. */
const shareOf = (o: PlayerOrder): { houseShareBps?: number } => (o.houseShareBps !== undefined && o.houseShareBps < 10_000 ? { houseShareBps: o.houseShareBps } : {});

/** saveBet: an exchange order on an odds market, or a bet at the house's quote on a bookmaker market. */
export async function placePlayerBet(p: PlayerBetting, userId: number, order: PlayerOrder, nowMs: number): Promise<PlacedBet> {
  const kind = await p.exchange.marketKind(order.marketId);
  const price = priceOn(kind, order.oddsHundredths);
  const lossRoom = await betLossRoom(p.db, userId, betAmounts(kind, order.isBack, order.stakePaise, price).liabilityPaise, nowMs, p.rgMemory);
  const { marketId, selectionId, isBack, stakePaise, clientRef } = order;
  return p.exchange.placeBet(userId, { marketId, selectionId, isBack, price, stakePaise, clientRef, keep: order.keep ?? false, ...shareOf(order) }, lossRoom);
}

/**
 * saveHrBet: one runner (a single bet at its stake), or the combined market of 2–4 runners of one
 * race, the total stake split so each pays the same; one reference for the whole bet, each leg
 * kept under its own (`<ref>:<n>` when there are several). All or nothing.
 */
export async function placeRacingBet(p: PlayerBetting, userId: number, legs: readonly PlayerOrder[], nowMs: number): Promise<PlacedBet[]> {
  const first = legs[0];
  if (!first) throw invalid('Select 1 to 4 runners');
  const marketId = first.marketId;
  if (legs.some((l) => l.marketId !== marketId)) throw invalid('All selections must be in the same race');
  if (new Set(legs.map((l) => l.selectionId)).size !== legs.length) throw invalid('Each runner can be selected once');
  if (legs.some((l) => l.isBack !== first.isBack)) throw invalid('All selections must be backs or all lays');
  const refs = new Set(legs.map((l) => l.clientRef));
  if (refs.size > 1) throw invalid('All selections must carry the same client_ref');
  const clientRef = first.clientRef;
  const legRef = (i: number) => (clientRef === null ? null : legs.length === 1 ? clientRef : `${clientRef}:${i}`);
  const kind = await p.exchange.marketKind(marketId);
  const prices = legs.map((l) => priceOn(kind, l.oddsHundredths));
  const stakes = splitStakeByOdds(
    legs.reduce((s, l) => s + l.stakePaise, 0),
    prices,
  );
  const maxLossPaise = stakes.reduce((sum, stake, i) => sum + betAmounts(kind, legs[i]!.isBack, stake, prices[i]!).liabilityPaise, 0);
  const lossRoom = await betLossRoom(p.db, userId, maxLossPaise, nowMs, p.rgMemory);
  return p.exchange.placeBets(
    userId,
    legs.map((l, i) => ({ marketId, selectionId: l.selectionId, isBack: l.isBack, price: prices[i]!, stakePaise: stakes[i]!, clientRef: legRef(i), ...shareOf(l) })),
    lossRoom,
  );
}

/** saveFancyBet: Yes (back) or No (lay) at the line and rate the player saw. */
export async function placePlayerFancyBet(
  p: PlayerBetting,
  userId: number,
  bet: { fancyId: number; isBack: boolean; line: number; rate: number; stakePaise: number; clientRef: string | null },
  nowMs: number,
): Promise<PlacedBet> {
  const lossRoom = await betLossRoom(p.db, userId, betAmounts('fancy', bet.isBack, bet.stakePaise, bet.rate).liabilityPaise, nowMs, p.rgMemory);
  return p.exchange.placeFancyBet(userId, bet, lossRoom);
}
