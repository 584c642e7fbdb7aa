// The pages' own fairness checks, with the browser's Web Crypto: nothing is taken on the server's word.
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
