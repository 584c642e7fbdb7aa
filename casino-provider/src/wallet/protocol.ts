// Signing of the seamless-wallet protocol (the messages themselves are in
// @khel/shared-kernel/contract, casino.ts): HMAC-SHA256 of the exact body under the provider's secret.
import { createHmac } from 'node:crypto';
export {
  WALLET_PROVIDER_HEADER as PROVIDER_HEADER,
  WALLET_SIGNATURE_HEADER as SIGNATURE_HEADER,
} from '@khel/shared-kernel/contract';

export const signBody = (secret: string, body: string): string => createHmac('sha256', secret).update(body).digest('hex');
