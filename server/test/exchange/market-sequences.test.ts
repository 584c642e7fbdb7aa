// Markets' stream sequences: bounded, a settled market let go, and never going back for any market
// (a page drops a message no newer than the last it holds).
import fc from 'fast-check';
import { bootSeqBase, MarketSequences } from '../../src/exchange/market-sequences';

it('keeps at most its bound, forgets settled markets, and never gives a market a sequence at or below one it had', () => {
  const markets = ['1.1', '1.2', '1.3', '1.4', '1.5'];
  const op = fc.record({ kind: fc.constantFrom('next', 'next', 'forget', 'read'), market: fc.constantFrom(...markets) });
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 1, max: 3 }), fc.array(op, { maxLength: 60 }), (base, max, ops) => {
      const sequences = new MarketSequences(base, max);
      const seen = new Map<string, number>();
      for (const { kind, market } of ops) {
        const before = seen.get(market) ?? base;
        if (kind === 'next') {
          const seq = sequences.next(market);
          expect(seq).toBeGreaterThan(before);
          seen.set(market, seq);
        } else if (kind === 'forget') sequences.forget(market);
        else expect(sequences.current(market)).toBeGreaterThanOrEqual(before);
        expect(sequences.size).toBeLessThanOrEqual(max);
      }
    }),
  );
});

it('lets a forgotten market go', () => {
  const sequences = new MarketSequences(0);
  sequences.next('1.1');
  sequences.next('1.2');
  sequences.forget('1.1');
  expect(sequences.size).toBe(1);
  expect(sequences.current('1.1')).toBe(1);
  expect(sequences.next('1.1')).toBe(2);
});

it('starts a boot above a run before it that changed a market up to a thousand times a millisecond, in exact integers for two centuries', () => {
  const bootedAt = Date.UTC(2026, 10, 27);
  const ranMs = 60_000;
  const reachedBefore = bootSeqBase(bootedAt) + ranMs * 1000 - 1;
  expect(bootSeqBase(bootedAt + ranMs)).toBeGreaterThan(reachedBefore);
  expect(Number.isSafeInteger(bootSeqBase(Date.UTC(2226, 0, 1)) + 1e9)).toBe(true);
});
