// Settle and void: a market settles on its winner (or a PLACE market's placed runners), a fancy on
// the final runs, or either is void with its reason: resting orders lapse, every open bet is won,
// lost or void, and each player's net P&L, released hold and the host's commission move in the
// ledger. Settling twice pays once.

import { DomainError } from '../../domain/errors';
import { commissionPaise, settleFancyBet, settleRunnerBet, type BetResult } from '../../domain/settlement';
import type { LedgerMove, MoveAccount } from './changes';
import type { Executed, ExchangeCommand, SettleOutcome } from './commands';
import { assertSettlementAgrees } from './invariants';
import { reducedPrice } from './reductions';
import { fancyKey, marketKey } from './positions';
import type { CoreState, Held } from './state';

/** What a void says on the player's statement: the reason an operator gave. */
const voidMemo = (voidReason: string | null) => (voidReason ? `Void: ${voidReason}` : null);
/** A player whose bets on a market were all on removed runners: their statement line says why it is void. */
export const NON_RUNNER_MEMO = voidMemo('Non-runner');

/**
 * Settles a market: every resting order lapses (it never became a bet), every open bet is won,
 * lost or void, and each player's net P&L, released hold and commission move in the ledger; the
 * market leaves memory. Its snapshot was read at the start of this batch, so nothing of the batch
 * may have changed the market before it (the sequencer starts a batch with a settlement).
 */
export function settle(core: CoreState, c: ExchangeCommand<'settle'>): Executed<SettleOutcome> {
  const { marketId, winnerId } = c;
  if (core.settledMarkets.has(marketId)) return { value: { settledBets: 0, alreadySettled: true }, players: new Set(), markets: new Set() };
  const snapshot = core.settlements.get(marketId);
  if (!snapshot) throw new Error(`market ${marketId}'s settlement snapshot was not read for this batch`);
  if (snapshot.settled) {
    core.markSettled(marketId);
    return { value: { settledBets: 0, alreadySettled: true }, players: new Set(), markets: new Set() };
  }
  const positions = core.marketPositions(marketId);
  const touched = (r: { marketId: string }) => r.marketId === marketId;
  if ([...core.batch.inserts.values()].some(touched) || [...core.batch.updates.values()].some(touched) || core.batch.fills.some(touched)) {
    throw new Error(`market ${marketId} changed in the batch before its settlement`);
  }
  // Unmatched orders lapse first: they never became bets. Their hold is released with the rest.
  const orders = core.books.ordersOf(marketId);
  for (const order of orders) core.cancelOrder(positions, order, 'lapsed');

  // a bet on a removed runner (a non-runner) is void; fills on the others matched before a
  // removal settle at the reduced price (reductions.ts)
  const removals = snapshot.removals ?? [];
  const removed = new Set(removals.map((r) => r.selectionId));
  const reduction = positions.kind === 'odds' ? (snapshot.reduction ?? null) : null;
  const bets = snapshot.bets.map((b) => {
    let pnlPaise = 0;
    let result: BetResult = 'void';
    if (!removed.has(b.selectionId)) {
      b.pieces.forEach((p, i) => {
        const price = reduction && p.matchedAt !== undefined ? reducedPrice(p.price, p.matchedAt, reduction, removals) : p.price;
        const s = settleRunnerBet(positions.kind, { selectionId: b.selectionId, isBack: b.isBack, price, matchedPaise: p.paise }, c.winnerIds ?? winnerId);
        pnlPaise += s.pnlPaise;
        if (i === 0) result = s.result;
      });
    }
    return { betId: b.betId, userId: b.userId, pnlPaise, result };
  });
  if (winnerId !== null && (c.winnerIds?.length ?? 1) === 1 && removals.length === 0) assertSettlementAgrees(positions, winnerId, bets);
  const onRunners = new Set(snapshot.bets.filter((b) => !removed.has(b.selectionId)).map((b) => b.userId));
  const memoOf = (userId: number) => (removed.size > 0 && !onRunners.has(userId) && snapshot.bets.some((b) => b.userId === userId) ? NON_RUNNER_MEMO : null);
  const commission = positions.kind === 'odds' ? snapshot.commissionBps : null;
  payOut(core, bets, (u) => positions.player(u), [...positions.entries()].map(([u]) => u), marketKey(marketId), `market:${marketId}`, commission, winnerId === null ? voidMemo(c.voidReason) : memoOf, reduction !== null && removals.length > 0);
  core.batch.closeMarket({ marketId, winnerId, ...(winnerId !== null && c.winnerIds ? { winnerIds: c.winnerIds } : {}), voidReason: winnerId === null ? (c.voidReason ?? 'void') : null, actor: c.actor });
  core.books.drop(marketId);
  core.positions.delete(marketId);
  core.suspendedMarkets.delete(marketId);
  core.markSettled(marketId);
  return { value: { settledBets: bets.length, alreadySettled: false }, players: new Set(orders.map((o) => o.userId)), markets: new Set() };
}

/** Settles a fancy on the final runs (null: void): from the bets and holds the core keeps; no commission. */
export function settleFancy(core: CoreState, c: ExchangeCommand<'settleFancy'>): Executed<SettleOutcome> {
  const { fancyId, runs } = c;
  const quote = core.fancyQuotes.get(fancyId);
  if (quote === undefined) throw new Error(`fancy ${fancyId}'s quote was not read for this batch`);
  if (quote === null) throw new DomainError('not_found', 'Fancy not found');
  if (quote.settled) return { value: { settledBets: 0, alreadySettled: true }, players: new Set(), markets: new Set() };
  const fancy = core.fancies.get(fancyId);
  if (!fancy) throw new Error(`fancy ${fancyId}'s bets were not loaded for this command`);
  const bets = [...fancy.bets.entries()]
    .flatMap(([userId, open]) => open.map((b) => ({ userId, bet: b })))
    .sort((a, b) => a.bet.betId - b.bet.betId)
    .map(({ userId, bet }) => {
      const s = settleFancyBet(bet, runs);
      return { betId: bet.betId, userId, pnlPaise: s.pnlPaise, result: s.result };
    });
  payOut(core, bets, (u) => fancy.heldOf(u), [...fancy.held.keys()], fancyKey(fancyId), `fancy:${fancyId}`, null, runs === null ? voidMemo(c.voidReason) : null);
  core.batch.closeFancy({ fancyId, runs, voidReason: runs === null ? (c.voidReason ?? 'void') : null, actor: c.actor });
  core.fancies.delete(fancyId);
  core.fancyQuotes.set(fancyId, { ...quote, active: false, settled: true });
  return { value: { settledBets: bets.length, alreadySettled: false }, players: new Set(), markets: new Set() };
}

/**
 * Records each bet's result and moves each player's net P&L, released hold and any commission
 * (`commissionBps`: by player, null when the position charges none) between their cash, their
 * hold and the house; every exposure row of the position goes to zero. Players whose hold has
 * something but whose bets all lapsed (`holders`) get it back too.
 */
function payOut(
  core: CoreState,
  bets: ReadonlyArray<{ betId: number; userId: number; pnlPaise: number; result: BetResult }>,
  heldOf: (userId: number) => Held,
  holders: readonly number[],
  key: string,
  reference: string,
  commissionBps: ReadonlyMap<number, number> | null,
  memo: string | null | ((userId: number) => string | null),
  beyondHold = false,
): void {
  for (const b of bets) core.batch.settleBet(b.userId, { betId: b.betId, status: b.result === 'void' ? 'void' : 'settled', result: b.result, pnlPaise: b.pnlPaise });
  const netByUser = new Map<number, number>();
  for (const b of bets) netByUser.set(b.userId, (netByUser.get(b.userId) ?? 0) + b.pnlPaise);
  for (const u of holders) if (!netByUser.has(u) && heldOf(u).heldPaise > 0) netByUser.set(u, 0);

  for (const [userId, netPaise] of [...netByUser.entries()].sort((a, b) => a[0] - b[0])) {
    const held = heldOf(userId);
    const heldPaise = held.heldPaise;
    if (held.version > 0) {
      // its exposures row exists: it goes to zero
      held.version += 1;
      held.heldPaise = 0;
      core.batch.exposure({ userId, key, paise: 0, version: held.version });
    } else if (heldPaise !== 0) {
      throw new Error(`player ${userId} holds ${heldPaise} on ${key} without an exposures row`);
    }
    const idempotencyKey = `settle:${reference}:${userId}`;
    const memoOfUser = typeof memo === 'function' ? memo(userId) : memo;
    const move = (suffix: string, from: MoveAccount, to: MoveAccount, amountPaise: number, kind: LedgerMove['kind']) => {
      if (amountPaise > 0) core.ledgerMove({ userId, idempotencyKey: `${idempotencyKey}:${suffix}`, from, to, amountPaise, kind, reference, memo: memoOfUser });
    };
    if (netPaise >= 0) {
      move('release', 'hold', 'cash', heldPaise, 'bet_release');
      move('win', 'house', 'cash', netPaise, 'bet_win');
      if (commissionBps) {
        const bps = commissionBps.get(userId);
        if (bps === undefined) throw new Error(`player ${userId}'s commission was not read for ${reference}`);
        move('commission', 'cash', 'house', commissionPaise(netPaise, bps), 'bet_commission');
      }
    } else {
      const lossPaise = -netPaise;
      if (lossPaise > heldPaise && !beyondHold) throw new Error(`player ${userId} lost ${lossPaise} on ${reference} but held only ${heldPaise}`);
      move('loss', 'hold', 'house', Math.min(lossPaise, heldPaise), 'bet_loss');
      move('release', 'hold', 'cash', Math.max(0, heldPaise - lossPaise), 'bet_release');
      // the hold follows each removal (positions.ts), so a loss passes it only where a removal raised
      // the worst case past the player's cash, or a removed runner is given as the winner: the rest
      // comes from the player's cash, as far as it goes (never below zero); what it cannot cover the
      // house bears
      if (lossPaise > heldPaise) move('loss-cash', 'cash', 'house', Math.min(lossPaise - heldPaise, Math.max(0, core.cashOf(userId) ?? 0)), 'bet_loss');
    }
  }
}
