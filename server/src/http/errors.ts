// Where refusals become answers: a DomainError's code picks the status, its message and extra
// fields go into the `{status:false, msg}` envelope. The one mapping from domain errors to HTTP.
import { DomainError, type DomainErrorCode } from '../domain/errors';
import { errorBody } from './reply';

export const STATUS_OF: Record<DomainErrorCode, number> = {
  invalid: 400,
  insufficient_funds: 400,
  not_found: 404,
  unauthorized: 401,
  forbidden: 403,
  conflict: 409,
  rate_limited: 429,
  busy: 503,
  unconfirmed: 503,
};

/** The status and body of a domain refusal. */
export function domainErrorAnswer(err: DomainError): { status: number; body: ReturnType<typeof errorBody> } {
  return { status: STATUS_OF[err.code], body: errorBody(err.message, err.extra) };
}

export { DomainError };
