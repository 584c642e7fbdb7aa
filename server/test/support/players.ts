// Test players: a real account (argon2 password, ledger-funded cash, live bearer token).
import crypto from 'node:crypto';
import type { Database } from '../../src/store/db';
import { createUser } from '../../src/identity/users';
import { issueToken } from '../../src/identity/sessions';
import { playerAccounts, systemAccount, transfer } from '../../src/wallet/ledger';

export interface TestPlayer {
  userId: number;
  userName: string;
  password: string;
  token: string;
}

export async function createPlayer(
  db: Database,
  opts: { balanceRupees?: number; isDemo?: boolean; operatorId?: number; mobile?: string } = {},
): Promise<TestPlayer> {
  const userName = `player_${crypto.randomBytes(5).toString('hex')}`;
  const password = `pw-${crypto.randomBytes(4).toString('hex')}`;
  const operatorId = opts.operatorId ?? 1;
  const balancePaise = Math.round((opts.balanceRupees ?? 10_000) * 100);
  return db.transaction(async (tx) => {
    const user = await createUser(tx, {
      operatorId,
      userName,
      name: 'Test Player',
      password,
      isDemo: opts.isDemo ?? false,
      countryCode: opts.mobile ? '91' : null,
      mobile: opts.mobile ?? null,
    });
    const accounts = await playerAccounts(tx, user.id);
    if (balancePaise > 0) {
      await transfer(tx, {
        idempotencyKey: `test_funding:${user.id}`,
        fromAccountId: await systemAccount(tx, 'house', operatorId),
        toAccountId: accounts.cash,
        amountPaise: balancePaise,
        kind: 'test_funding',
      });
    }
    const { accessToken } = await issueToken(tx, user.id);
    return { userId: user.id, userName, password, token: accessToken };
  });
}
