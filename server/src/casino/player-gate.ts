// Responsible gambling reaches the casino: a player on a cool-off or self-exclusion cannot open a
// game or stake (ACCOUNT_BLOCKED), and a stake that could take the player past a loss limit is
// refused like an exchange bet (REQUEST_DECLINED, with the limit's message). The wallet calls it
// under the player's money lock, in the transaction of the debit it allows.
import { ResponsibleGamblingRefusal } from '../domain/responsible-gambling';
import { assertPlayerMayBet } from '../responsible-gambling/responsible-gambling';
import { CasinoWalletRefusal, type PlayerGate } from './seamless-wallet';

export const responsibleGamblingGate: PlayerGate = {
  async assertMayPlay(tx, userId, stakePaise) {
    try {
      await assertPlayerMayBet(tx, userId, stakePaise);
    } catch (err) {
      if (err instanceof ResponsibleGamblingRefusal) {
        throw new CasinoWalletRefusal(err.code === 'self_excluded' || err.code === 'cool_off' ? 'ACCOUNT_BLOCKED' : 'REQUEST_DECLINED', err.message);
      }
      throw err;
    }
  },
};
