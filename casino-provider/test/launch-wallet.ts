// Khel's side of the wallet as the provider's HTTP tests need it: the launch token 'good-token' (player
// 42, Asha), a balance in `money.balance`, debits and credits applied (debits listed in `money.debits`),
// insufficient funds refused. Answers only: no replay rules (test/memory-wallet.ts keeps those).
import type { WalletAnswer, WalletAuthenticateOk } from '@khel/shared-kernel/contract';
import type { WalletClient } from '../src/wallet/client';

export function launchWallet(): { wallet: WalletClient; money: { balance: number; debits: number[] } } {
  const money = { balance: 0, debits: [] as number[] };
  const wallet = {
    authenticate: async (token: string): Promise<WalletAnswer<WalletAuthenticateOk>> =>
      token === 'good-token'
        ? { status: 'OK', playerId: '42', name: 'Asha', currency: 'INR', gameId: '', balancePaise: money.balance }
        : { status: 'ERROR', code: 'INVALID_TOKEN', message: 'Invalid or expired launch token' },
    balance: async () => ({ status: 'OK', balancePaise: money.balance }),
    debit: async (r: { amountPaise: number }) => {
      if (r.amountPaise > money.balance) return { status: 'ERROR', code: 'INSUFFICIENT_FUNDS', message: 'Insufficient balance' };
      money.debits.push(r.amountPaise);
      money.balance -= r.amountPaise;
      return { status: 'OK', balancePaise: money.balance };
    },
    credit: async (r: { amountPaise: number }) => {
      money.balance += r.amountPaise;
      return { status: 'OK', balancePaise: money.balance };
    },
    rollback: async () => ({ status: 'OK', balancePaise: money.balance }),
  } as unknown as WalletClient;
  return { wallet, money };
}
