// Channel secrets (an operator's WhatsApp token and app secret, its SMTP password) are stored sealed:
// AES-256-GCM under KHEL_SECRETS_KEY (32 bytes, base64 or hex). Without that key a development
// server seals under a fixed development key; a production server refuses to store a secret.
import crypto from 'node:crypto';
import { DomainError } from '../domain/errors';

const DEV_KEY = crypto.createHash('sha256').update('khel development channel secrets: not for production').digest();

export function secretsKey(env: NodeJS.ProcessEnv = process.env): Buffer | null {
  const raw = env.KHEL_SECRETS_KEY;
  if (raw) {
    const key = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
    if (key.length !== 32) throw new Error('KHEL_SECRETS_KEY must be 32 bytes, base64 or hex');
    return key;
  }
  return env.NODE_ENV === 'production' ? null : DEV_KEY;
}

export function seal(value: Record<string, string>, key: Buffer | null): string {
  if (!key) throw new DomainError('invalid', 'Channel secrets cannot be stored: the server has no KHEL_SECRETS_KEY');
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join('.');
}

export function unseal(sealed: string | null, key: Buffer | null): Record<string, string> {
  if (!sealed) return {};
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !body || !key) return {};
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return JSON.parse(Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8')) as Record<string, string>;
  } catch {
    // Sealed under another key (KHEL_SECRETS_KEY changed): as if none were set.
    return {};
  }
}
