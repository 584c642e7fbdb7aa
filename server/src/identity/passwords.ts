// Password hashing: argon2id (the library's default algorithm) with its default cost (~26 ms here),
// for every password a person chose. A secret the server drew itself (a demo account's 16 random
// characters, ~93 bits) cannot be guessed however fast each guess is, so it is kept as a salted
// SHA-256 instead: checking it costs microseconds, not an argon2 run that a loaded 2-core machine
// stretches to seconds (BENCHMARKS.md §6). The fast form is accepted only where the caller says the
// account's password is such a secret (demo accounts), never for a player's own password.
import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

const DRAWN_SECRET_PREFIX = '$khel-sha256$';

/** The stored form of a secret the server drew at random: salt and SHA-256 of salt + secret. */
export function hashDrawnSecret(secret: string): string {
  const salt = crypto.randomBytes(16);
  const digest = crypto.createHash('sha256').update(salt).update(secret, 'utf8').digest();
  return `${DRAWN_SECRET_PREFIX}${salt.toString('base64')}$${digest.toString('base64')}`;
}

function verifyDrawnSecret(stored: string, secret: string): boolean {
  const [salt = '', digest = ''] = stored.slice(DRAWN_SECRET_PREFIX.length).split('$');
  const expected = Buffer.from(digest, 'base64');
  const actual = crypto.createHash('sha256').update(Buffer.from(salt, 'base64')).update(secret, 'utf8').digest();
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
}

export const hashPassword = (password: string): Promise<string> => hash(password);

/** A hash of nothing anyone knows: verified against when the user does not exist, so timing is alike. */
let decoyHash: Promise<string> | undefined;

/** True if `password` matches `passwordHash`; spends the same work when there is no hash. */
export async function verifyPassword(passwordHash: string | null | undefined, password: string, options: { drawnSecret?: boolean } = {}): Promise<boolean> {
  if (passwordHash?.startsWith(DRAWN_SECRET_PREFIX)) return options.drawnSecret === true && verifyDrawnSecret(passwordHash, password);
  if (!passwordHash) {
    decoyHash ??= hash('decoy-password-for-unknown-users');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
