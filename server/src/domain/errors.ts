// Refusals of Khel's use cases: a code the edge maps to its answer (http/errors.ts) and a message
// for the player. Never an HTTP status: only `http/` knows HTTP.

export type DomainErrorCode =
  /** bad input or a rule refused it (a bet on a suspended market, a stake below the minimum) */
  | 'invalid'
  /** the player's available balance does not cover it */
  | 'insufficient_funds'
  | 'not_found'
  | 'unauthorized'
  | 'forbidden'
  /** it clashes with something already there (an idempotency key used for something else, a name taken) */
  | 'conflict'
  | 'rate_limited'
  /** too much work queued: try again */
  | 'busy'
  /** done but not confirmed on disk: the player should check before trying again */
  | 'unconfirmed';

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** fields the answer carries beside the message (e.g. `logout`, `until`) */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (msg: string) => new DomainError('invalid', msg);
export const notFound = (msg = 'Not found') => new DomainError('not_found', msg);
export const forbidden = (msg: string) => new DomainError('forbidden', msg);
export const unauthorized = (msg = 'Unauthorized') => new DomainError('unauthorized', msg, { logout: true });

export const INSUFFICIENT_BALANCE = 'Insufficient balance';
export const insufficientFunds = () => new DomainError('insufficient_funds', INSUFFICIENT_BALANCE);
