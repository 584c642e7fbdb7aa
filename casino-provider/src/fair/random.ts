// The one thing every game's outcome code draws from: uniform integers in [0, n). Pure (no node
// modules), so the pages' browser checks run the very same outcome code over their own Web Crypto
// stream (src/client/fair.ts) as the provider runs over FairRandom (seeds.ts).
export interface RandomSource {
  nextInt(n: number): number;
}
