// The player's own account: profile, password change, time setting.
import type { ProfileData } from '@khel/shared-kernel/contract';
import type { Database } from '../store/db';
import { DomainError, notFound } from '../domain/errors';
import type { AuthUser } from './auth';
import { hashPassword, verifyPassword } from './passwords';
import { guardedCheck } from './rate-limit';
import { revokeUserSessions } from './sessions';
import { refuseDemo } from './auth';
import { findUserById } from './users';
import { pendingEmailOf } from './email-verification';

export async function profileOf(db: Database, userId: number): Promise<ProfileData> {
  const u = await findUserById(db, userId);
  if (!u) throw notFound('No such player');
  return {
    memberCode: String(u.id),
    user_name: u.user_name,
    name: u.name,
    country_code: u.country_code,
    mobile: u.mobile,
    refer_code: u.refer_code,
    is_demo: u.is_demo,
    time_zone: u.time_zone as ProfileData['time_zone'],
    created_at: new Date(u.created_at).toISOString(),
    email: u.email,
    pending_email: await pendingEmailOf(db, userId),
  };
}

/**
 * Checks the old password, stores the new one and ends every other session of the player, so a
 * stolen token stops working once the owner changes the password.
 */
export async function changePassword(
  db: Database,
  user: AuthUser,
  currentSessionId: number | undefined,
  input: { oldPassword: string; newPassword: string },
  meta: { ip: string },
): Promise<void> {
  refuseDemo(user);
  // The same limits as login, checked before the old password is: a stolen session cannot guess it.
  const good = await guardedCheck(db, { key: `user:${user.id}`, ip: meta.ip }, async () => {
    const row = await findUserById(db, user.id);
    return (await verifyPassword(row?.password_hash, input.oldPassword)) ? true : undefined;
  });
  if (!good) throw new DomainError('invalid', 'Old password is incorrect');
  if (input.oldPassword === input.newPassword) throw new DomainError('invalid', 'New password must be different from the old password');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [user.id, passwordHash]);
    await revokeUserSessions(tx, user.id, currentSessionId);
  });
}

export async function setTimeZone(db: Database, userId: number, timeZone: ProfileData['time_zone']): Promise<void> {
  await db.query('UPDATE users SET time_zone = $2 WHERE id = $1', [userId, timeZone]);
}
