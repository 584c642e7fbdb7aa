// Responsible gambling reaches the casino: a player on a cool-off or self-exclusion cannot be
// authenticated by a provider, and a stake that could take the player past a loss limit is refused
// like an exchange bet.
import { ResponsibleGamblingRefusal } from '../domain/responsible-gambling';
import { assertPlayerMayBet } from '../responsible-gambling/responsible-gambling';
import { CasinoWalletRefusal, type PlayerGate } from './seamless-wallet';

export const responsibleGamblingGate: PlayerGate = {
  async assertMayPlay(tx, userId, stakePaise) {
    try {
      await assertPlayerMayBet(tx, userId, stakePaise);
    } catch (err) {
      if (err instanceof ResponsibleGamblingRefusal) throw new CasinoWalletRefusal('PLAYER_BLOCKED', err.message);
      throw err;
    }
  },
};
