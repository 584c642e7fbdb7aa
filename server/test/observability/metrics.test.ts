import { countBet, recentRate, registry } from '../../src/observability/metrics';

describe('bets placed: the counter and the 10-second rate', () => {
  it('counts each bet by kind and path, and gives the rate over this second and the nine before', async () => {
    const t0 = 5_000_000_000; // a whole second
    for (let i = 0; i < 30; i++) countBet('exchange', 'local', t0 + i * 100); // 30 bets over 3 s
    countBet('fancy', 'forwarded', t0 + 2_950);
    expect(recentRate(t0 + 2_999)).toBe(3.1);
    // seconds t0..t0+2 leave the window one by one
    expect(recentRate(t0 + 10_500)).toBe(2.1); // t0's 10 bets gone
    expect(recentRate(t0 + 11_000)).toBe(1.1); // t0+1's gone: t0+2's 11 left
    expect(recentRate(t0 + 12_000)).toBe(0);
    expect(recentRate(t0 + 60_000)).toBe(0);
    const text = await registry.metrics();
    expect(text).toMatch(/khel_bets_placed_total\{kind="exchange",path="local"\} 30/);
    expect(text).toMatch(/khel_bets_placed_total\{kind="fancy",path="forwarded"\} 1/);
  });
});
