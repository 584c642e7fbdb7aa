// Fancy (session) bets: Yes or No at the standing line and rate, accepted whole or refused; the
// hold covers the fancy's worst case over every run total.

import { betAmounts, fancyExposurePaise, fancyPositions, type FancyBet } from '@khel/shared-kernel/betting';
import { DomainError, insufficientFunds, invalid } from '../../domain/errors';
import { fancyAcceptance } from '../../domain/quotes';
import type { BetRow } from './changes';
import type { Executed, ExchangeCommand, PlacedBet } from './commands';
import { fancyKey } from './positions';
import type { CoreState } from './state';

/** saveFancyBet: accepted whole at the standing line and rate, or refused. */
export function placeFancy(core: CoreState, c: ExchangeCommand<'placeFancy'>, now: number): Executed<PlacedBet> {
  const { userId, fancyId, bet } = c;
  const replay = core.replayed(userId, bet.clientRef);
  if (replay) return { value: replay, players: new Set(), markets: new Set() };
  const quote = core.fancyQuotes.get(fancyId);
  if (quote === undefined) throw new Error(`fancy ${fancyId}'s quote was not read for this batch`);
  if (quote === null) throw new DomainError('not_found', 'Fancy not found');
  if (quote.settled) throw invalid('Fancy is closed');
  const acceptance = fancyAcceptance(quote, bet.isBack, bet.line, bet.rate);
  if (!acceptance.accepted) throw invalid(acceptance.reason);
  const fancy = core.fancies.get(fancyId);
  if (!fancy) throw new Error(`fancy ${fancyId}'s bets were not loaded for this command`);
  const placed: FancyBet = { isBack: bet.isBack, line: bet.line, rate: bet.rate, stakePaise: bet.stakePaise };
  const withBet: FancyBet[] = [...(fancy.bets.get(userId) ?? []), placed];
  if (Math.max(0, ...fancyPositions(withBet).map((p) => p.pnlPaise)) > c.maxProfitPaise) throw invalid('Max profit limit exceeded for this fancy');
  const exposure = fancyExposurePaise(withBet);
  const held = fancy.heldOf(userId);
  if (exposure - held.heldPaise > 0 && exposure - held.heldPaise > core.cashNow(userId)) throw insufficientFunds();
  core.assertWithinLossLimit(userId, c.lossRoom, betAmounts('fancy', bet.isBack, bet.stakePaise, bet.rate).liabilityPaise);
  const betId = core.ids.shift();
  if (betId === undefined) throw new Error('no bet id was reserved for this write');

  fancy.betsOf(userId).push({ ...placed, betId });
  const row: BetRow = {
    betId,
    userId,
    marketId: '',
    selectionId: 0,
    isBack: bet.isBack,
    price: bet.rate,
    stakePaise: bet.stakePaise,
    matchedPaise: bet.stakePaise,
    unmatchedPaise: 0,
    cancelledPaise: 0,
    keep: false,
    kind: 'fancy',
    clientRef: bet.clientRef ?? null,
    isCashOut: false,
    fancyId,
    line: bet.line,
  };
  core.insertBet(row, now);
  core.moveHold(userId, fancyKey(fancyId), exposure, held);
  return { value: { betId, matchedPaise: bet.stakePaise, unmatchedPaise: 0, replayed: false }, players: new Set([userId]), markets: new Set() };
}
