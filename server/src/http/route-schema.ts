// Helpers for the routes' schemas (http/openapi.ts explains the scheme).
import type { FastifyRequest } from 'fastify';
import { ErrorAnswer } from '@khel/shared-kernel/contract-schemas';

/**
 * A call whose body may be left out (the clients send none, or an empty form): no body reads as
 * `{}`, so its schema checks an object. Registered as a plugin's preValidation hook.
 */
export async function noBodyIsEmpty(req: FastifyRequest): Promise<void> {
  if (req.body === undefined || req.body === null || req.body === '') req.body = {};
}

/** The refusals a player's call may answer with, in the `{status:false, msg}` envelope. */
export const refusals = { 400: ErrorAnswer, 401: ErrorAnswer, 403: ErrorAnswer, 404: ErrorAnswer, 409: ErrorAnswer, 429: ErrorAnswer } as const;

export const PLAYER = [{ player: [] }];
