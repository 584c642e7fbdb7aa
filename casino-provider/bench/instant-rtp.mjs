// RTP of the provider's RNG games — the six slots, the fortune wheel, the scratch card, blackjack
// (its basic strategy) and Three Card Poker (play queen-six-four or better) — measured over simulated
// rounds of their real outcome code, each against its stated figure (±0.5 points). Blackjack and poker
// count returned ÷ everything staked (a double, a split, a play included).
//   node casino-provider/bench/instant-rtp.mjs   (BENCH_ROUNDS=4000000, BENCH_BLACKJACK_ROUNDS=1000000 by default)
import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'khel-rtp-'));
const outfile = join(work, 'instant.mjs');
await build({
  stdin: {
    contents: `export * from './src/games/instant/fortune-wheel'; export * from './src/games/instant/scratch-card'; export { SimulationRandom } from './src/fair/seeds'; export { simulate } from './src/games/slots/engine'; export { MACHINES } from './src/games/slots/machines'; export { slotGames } from './src/games/slots'; export { playBlackjackRound } from './src/games/dealer/blackjack'; export { playPokerRound } from './src/games/dealer/three-card-poker'; export { blackjackGame } from './src/games/dealer/blackjack-game'; export { threeCardPokerGame } from './src/games/dealer/poker-game';`,
    resolveDir: join(here, '..'),
    loader: 'ts',
  },
  bundle: true,
  platform: 'node',
  format: 'esm',
  outfile,
  logLevel: 'warning',
});
const m = await import(pathToFileURL(outfile).href);
rmSync(work, { recursive: true, force: true });

const rounds = Number(process.env.BENCH_ROUNDS) || 4_000_000;
const stake = 100_00; // paise
const results = [];

/** `play` returns a round's return in paise (a stake of `stake`), or {stakedPaise, returnedPaise}. */
function measure(name, statedBasisPoints, play, n = rounds) {
  const random = new m.SimulationRandom(20261207);
  const started = performance.now();
  let returned = 0;
  let staked = 0;
  for (let i = 0; i < n; i++) {
    const r = play(random);
    if (typeof r === 'number') {
      returned += r;
      staked += stake;
    } else {
      returned += r.returnedPaise;
      staked += r.stakedPaise;
    }
  }
  const ms = performance.now() - started;
  const measured = (returned / staked) * 100;
  const stated = statedBasisPoints / 100;
  const ok = Math.abs(measured - stated) <= 0.5;
  results.push({ name, stated: stated.toFixed(2), measured: measured.toFixed(3), rounds: n, ok, roundsPerSecond: Math.round(n / (ms / 1000)) });
}

measure('Fortune wheel', m.WHEEL_RTP_BASIS_POINTS, (r) => m.wheelWinPaise(stake, m.spinWheel(r)));
measure('Scratch card', m.SCRATCH_RTP_BASIS_POINTS, (r) => (stake * m.scratchPrizeHundredths(m.scratchCard(r))) / 100);
for (const game of m.slotGames()) {
  const machine = m.MACHINES[game.id];
  measure(game.name, game.rtpBasisPoints, (r) => (m.simulate(machine, 1, r).wonUnits * stake) / machine.lines.length);
}

const blackjack = m.blackjackGame();
measure('Blackjack (basic strategy)', blackjack.rtpBasisPoints, (r) => m.playBlackjackRound(r, stake), Number(process.env.BENCH_BLACKJACK_ROUNDS) || 1_000_000);
measure('Three Card Poker (Q-6-4)', m.threeCardPokerGame().rtpBasisPoints, (r) => m.playPokerRound(r, stake));

for (const r of results) console.log(`${r.name}: stated ${r.stated} %, measured ${r.measured} % over ${r.rounds.toLocaleString('en-IN')} rounds (${r.roundsPerSecond.toLocaleString('en-IN')} a second) — ${r.ok ? 'within' : 'OUTSIDE'} ±0.5`);
if (results.some((r) => !r.ok)) process.exitCode = 1;
