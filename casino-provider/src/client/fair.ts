// The pages' own fairness checks, with the browser's Web Crypto: nothing is taken on the server's word.
import type { RandomSource } from '../fair/random';

const encode = (text: string) => new TextEncoder().encode(text);

export const hex = (buf: ArrayBuffer): string => Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, '0')).join('');

/** SHA-256 of a text as lower-case hex (as the provider commits to its seeds). */
export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', encode(text)));
}

/** HMAC of a message keyed by a text (the round's seed). */
export async function hmac(hash: 'SHA-256' | 'SHA-512', key: string, message: string): Promise<ArrayBuffer> {
  const k = await crypto.subtle.importKey('raw', encode(key), { name: 'HMAC', hash }, false, ['sign']);
  return crypto.subtle.sign('HMAC', k, encode(message));
}

class StreamExhausted extends Error {}

/**
 * Reruns an outcome with the provider's FairRandom (src/fair/seeds.ts), here with Web Crypto: the
 * 32-bit words of HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${block}`) for block 0, 1, …, first
 * bytes first, an integer in [0, n) by rejection (a word in the top, incomplete range is drawn again).
 * The outcome code is the provider's own (pure, imported); Web Crypto is asynchronous, so the words
 * are worked out first and more blocks are taken if the outcome needs them.
 */
export async function replayFair<R>(serverSeed: string, clientSeed: string, nonce: number, outcome: (random: RandomSource) => R): Promise<R> {
  const words: number[] = [];
  for (let blocks = 4; ; blocks *= 2) {
    for (let block = words.length / 8; block < blocks; block++) {
      const d = new DataView(await hmac('SHA-256', serverSeed, `${clientSeed}:${nonce}:${block}`));
      for (let i = 0; i < 32; i += 4) words.push(d.getUint32(i));
    }
    let at = 0;
    const random: RandomSource = {
      nextInt(n: number) {
        const limit = 2 ** 32 - (2 ** 32 % n);
        for (;;) {
          if (at >= words.length) throw new StreamExhausted();
          const w = words[at++]!;
          if (w < limit) return w % n;
        }
      },
    };
    try {
      return outcome(random);
    } catch (e) {
      if (!(e instanceof StreamExhausted) || blocks >= 4096) throw e;
    }
  }
}
