// Khel's side of the wallet as the provider's page and limit tests need it: the launch
// `token=good-token&player=42&name=Asha` verifies (player 42), a balance in `money.balance`, debits and
// credits applied (debits listed in `money.debits`), insufficient funds refused. Answers only: no
// replay rules (test/memory-wallet.ts keeps those, over the real client and QT Platform's wire shape).
import type { WalletAnswer } from '../src/wallet/protocol';
import type { MoneyRequest, WalletClient } from '../src/wallet/client';

/** The query a launch URL carries for player 42 (Asha) in these tests. */
export const GOOD_LAUNCH = 'token=good-token&player=42&name=Asha';

export function launchWallet(): { wallet: WalletClient; money: { balance: number; debits: number[] } } {
  const money = { balance: 0, debits: [] as number[] };
  const ok = (): WalletAnswer => ({ status: 'OK', balancePaise: money.balance, referenceId: String(money.debits.length) }) as WalletAnswer;
  const wallet = {
    onSessionEnded: () => {},
    verifySession: async (playerId: string, token: string): Promise<WalletAnswer> =>
      playerId === '42' && token === 'good-token' ? ok() : { status: 'ERROR', code: 'INVALID_TOKEN', message: 'Invalid or expired launch token' },
    balance: async () => ok(),
    debit: async (r: MoneyRequest): Promise<WalletAnswer> => {
      if (r.amountPaise > money.balance) return { status: 'ERROR', code: 'INSUFFICIENT_FUNDS', message: 'Insufficient balance' };
      money.debits.push(r.amountPaise);
      money.balance -= r.amountPaise;
      return ok();
    },
    credit: async (r: MoneyRequest) => {
      money.balance += r.amountPaise;
      return ok();
    },
    rollback: async () => ok(),
  } as unknown as WalletClient;
  return { wallet, money };
}
