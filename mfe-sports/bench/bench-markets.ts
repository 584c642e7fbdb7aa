// The benchmark's event: 60 match-odds markets × 3 runners × 6 cells = 1,080 cells.
import type { Market } from '../src/api/catalog';
import { wireMarket, wireRunner } from '../src/test-support/wire';

export const MATCH_ID = 1;

export function benchMarkets(): Market[] {
  return Array.from({ length: 60 }, (_, m) =>
    wireMarket({
      market_id: `1.${1000 + m}`, match_id: MATCH_ID, match_name: 'Bench v Mark', market_name: `Market ${m}`, seq: 1,
      runners: Array.from({ length: 3 }, (_, r) =>
        wireRunner({
          selectionId: r + 1, runnerName: `Runner ${r + 1}`,
          ex: {
            availableToBack: [0, 1, 2].map((l) => ({ price: 2 - l * 0.02, size: 100 })),
            availableToLay: [0, 1, 2].map((l) => ({ price: 2.02 + l * 0.02, size: 100 })),
          },
        }),
      ),
    }),
  );
}
