// Who an operator user may see: staff of the platform operator run every host; staff of any other
// operator see only their own operator's hosts, players and money. Refusals are domain errors;
// only http/ turns them into answers.
import type { Actor } from './audit';

export const PLATFORM_OPERATOR_ID = 1;

export type OperatorRole = 'platform' | 'host';

export const roleOf = (operatorId: number): OperatorRole => (operatorId === PLATFORM_OPERATOR_ID ? 'platform' : 'host');

/** The operator whose rows an actor may read; null means every operator's (the platform). */
export const operatorScope = (actor: Actor): number | null => (roleOf(actor.operatorId) === 'platform' ? null : actor.operatorId);

export type ConsoleRefusal = 'not_found' | 'forbidden' | 'invalid' | 'conflict';

export class ConsoleError extends Error {
  constructor(
    readonly refusal: ConsoleRefusal,
    message: string,
  ) {
    super(message);
  }
}
