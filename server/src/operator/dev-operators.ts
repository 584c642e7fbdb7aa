// Development operator logins, so the console on `npm start`'s site can be used at once: one for
// the platform operator (every host) and one for the second demo host's operator. Never created
// when NODE_ENV=production or KHEL_DEV_OPERATORS=off; create real ones with the operator CLI.
import type { Sql } from '../store/db';
import { createOperatorUser, findOperatorUser } from './operators';

export const DEV_OPERATORS = [
  { operatorId: 1, userName: 'platform', name: 'Platform operator', password: 'khel-platform' },
  { operatorId: 2, userName: 'second-ops', name: 'Second Innings operator', password: 'khel-second' },
] as const;

export async function ensureDevOperators(db: Sql): Promise<typeof DEV_OPERATORS> {
  for (const o of DEV_OPERATORS) {
    if (!(await findOperatorUser(db, o.userName))) await createOperatorUser(db, { ...o });
  }
  return DEV_OPERATORS;
}
