// The spec's response envelopes, built in one place.
import type { Envelope, SuccessEnvelope } from '@khel/shared-kernel/contract';

export const ok = <T>(data: T, msg = 'Success'): Envelope<T> => ({ status: true, msg, data });
export const fail = (msg: string, data: unknown = null): Envelope<unknown> => ({ status: false, msg, data });
/** The body of a refused request: the spec's client reads `error`, else `message`; our client reads `msg`. */
export const errorBody = (msg: string, extra: Record<string, unknown> = {}) => ({
  status: false,
  msg,
  message: msg,
  data: null,
  ...extra,
});
export const success = <T>(result: T): SuccessEnvelope<T> => ({ success: true, result });

/** An error a user caused (bad input, not allowed...): answered with its status and message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (msg: string) => new HttpError(400, msg);
export const unauthorized = (msg = 'Unauthorized') => new HttpError(401, msg, { logout: true });
export const forbidden = (msg: string) => new HttpError(403, msg);
export const notFound = (msg = 'Not found') => new HttpError(404, msg);
