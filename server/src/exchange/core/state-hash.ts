// The core's state hash: one string over the books and every loaded market and fancy position,
// equal after a rebuild from the same rows (the model test and the rebuild checks compare it).

import type { CoreState } from './state';

/** One hash over the books and every loaded market and fancy position (equal after a restore from the same rows). */
export function stateHash(core: CoreState): string {
  const parts = [core.books.stateHash()];
  for (const marketId of [...core.positions.keys()].sort()) {
    const positions = core.positions.get(marketId)!;
    const players = [...positions.entries()].filter(([, p]) => p.heldPaise !== 0 || p.matched.some((x) => x !== 0) || p.unmatched.some((x) => x !== 0));
    for (const [userId, p] of players.sort((a, b) => a[0] - b[0])) {
      parts.push(`${marketId}#${userId}:${p.matched.join('/')}|${p.unmatched.join('/')}|${p.heldPaise}`);
    }
  }
  for (const fancyId of [...core.fancies.keys()].sort((a, b) => a - b)) {
    const fancy = core.fancies.get(fancyId)!;
    for (const userId of [...new Set([...fancy.bets.keys(), ...fancy.held.keys()])].sort((a, b) => a - b)) {
      const bets = fancy.bets.get(userId) ?? [];
      const held = fancy.held.get(userId)?.heldPaise ?? 0;
      if (bets.length > 0 || held !== 0) parts.push(`f${fancyId}#${userId}:${bets.map((b) => `${b.isBack ? 'Y' : 'N'}${b.line}@${b.rate}x${b.stakePaise}`).join(',')}|${held}`);
    }
  }
  return parts.join(';');
}
