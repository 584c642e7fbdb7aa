// Money calls that get no answer are not forgotten: the stake's rollback and a win are re-sent
// with the same transaction id until Khel answers.
import { WalletUnavailableError, type WalletClient } from '../wallet/client';
import { payWin, takeStake } from './rounds';

const game = { id: 'slot-lotus-sevens', name: 'Lotus Sevens', section: 'slots' as const, categories: [], rtpBasisPoints: 9613, blurb: '' };

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('queues the rollback of a stake whose debit got no answer, and a win whose credit got none', async () => {
  const calls: Array<[string, { transactionId: string }]> = [];
  let down = true;
  const answer = (name: string) => async (r: { transactionId: string }) => {
    calls.push([name, r]);
    if (down) throw new WalletUnavailableError('no answer');
    return { status: 'OK', balancePaise: 0 };
  };
  const wallet = { debit: answer('debit'), credit: answer('credit'), rollback: answer('rollback') } as unknown as WalletClient;

  await expect(takeStake(wallet, game, '7', 'round-1', 10_00)).rejects.toThrow(WalletUnavailableError);
  expect(await payWin(wallet, game, '7', 'round-2', 50_00)).toBeUndefined();
  const debitId = calls.find(([n]) => n === 'debit')![1].transactionId;
  const creditId = calls.find(([n]) => n === 'credit')![1].transactionId;

  down = false;
  await jest.advanceTimersByTimeAsync(5_000);
  expect(calls.filter(([n]) => n === 'rollback').map(([, r]) => r.transactionId)).toEqual([debitId]);
  expect(calls.filter(([n]) => n === 'credit').map(([, r]) => r.transactionId)).toEqual([creditId, creditId]);
  // Answered: nothing more is sent.
  await jest.advanceTimersByTimeAsync(10_000);
  expect(calls).toHaveLength(4);
});
