// Password hashing: argon2id (the library's default algorithm) with its default cost (~26 ms here).
import { hash, verify } from '@node-rs/argon2';

export const hashPassword = (password: string): Promise<string> => hash(password);

/** A hash of nothing anyone knows: verified against when the user does not exist, so timing is alike. */
let decoyHash: Promise<string> | undefined;

/** True if `password` matches `passwordHash`; spends the same work when there is no hash. */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
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
