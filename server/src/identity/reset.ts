// Password reset by OTP (spec §4.4): start with a mobile number or a user name; the answer looks
// the same whether or not the account exists (an unknown account gets an order that is never sent
// and never verifies). Asked by user name, the answer shows a masked number (the spec keeps its last
// 4 digits): the account's own, or for an unknown name (or an account without a number) one derived
// from the name with a secret key, the same every time, so asking twice tells nothing either.
import crypto from 'node:crypto';
import type { Database, Sql } from '../store/db';
import { serverSecret } from '../store/secrets';
import type { Channel, MessageSender } from '../messaging/sender';
import { hashPassword } from './passwords';
import { consumeVerifiedOrder, maskMobile, startOtp } from './otp';
import { revokeUserSessions } from './sessions';
import { findLoginUser, findUserById, type UserRow } from './users';

export type ResetTarget = { countryCode: string; mobile: string } | { userName: string };

export async function startReset(
  db: Database,
  sender: MessageSender,
  operatorId: number,
  target: ResetTarget,
  meta: { channel: Channel; ip: string },
): Promise<{ orderId: string; otp_expiry_time: number; mobile: string }> {
  let user: UserRow | undefined;
  let countryCode: string;
  let mobile: string;
  if ('userName' in target) {
    user = await findLoginUser(db, operatorId, target.userName);
    if (user?.is_demo) user = undefined;
    countryCode = (user?.mobile && user.country_code) || '0';
    mobile = user?.mobile ?? (await stableDecoyMobile(db, operatorId, target.userName));
  } else {
    ({ countryCode, mobile } = target);
    user = await findLoginUser(db, operatorId, mobile, countryCode);
    if (user?.is_demo) user = undefined;
  }
  const order = await startOtp(db, sender, {
    purpose: 'reset',
    operatorId,
    countryCode,
    mobile,
    userId: user?.mobile ? user.id : null,
    channel: meta.channel,
    ip: meta.ip,
  });
  return { ...order, mobile: maskMobile(mobile) };
}

/** A plausible 10-digit Indian mobile (6 to 9 first) for a name without one: HMAC of the name, so always the same. */
export async function stableDecoyMobile(db: Sql, operatorId: number, userName: string): Promise<string> {
  const mac = crypto.createHmac('sha256', await serverSecret(db, 'reset-decoy')).update(`${operatorId}:${userName.toLowerCase()}`).digest();
  return `${6 + (mac[0]! % 4)}${String(mac.readUInt32BE(1) % 10 ** 9).padStart(9, '0')}`;
}

/** Sets the new password for a verified reset order and ends every session of the account. */
export async function completeReset(db: Database, orderId: string, newPassword: string): Promise<UserRow> {
  const passwordHash = await hashPassword(newPassword);
  const userId = await db.transaction(async (tx) => {
    const order = await consumeVerifiedOrder(tx, { purpose: 'reset', orderId });
    if (!order.user_id) throw new Error('verified reset order without an account');
    await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [order.user_id, passwordHash]);
    await revokeUserSessions(tx, order.user_id);
    return order.user_id;
  });
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`user ${userId} vanished`);
  return user;
}
