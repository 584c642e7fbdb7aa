// A round of the fortune wheel and of the scratch card through the wallet (QT Platform's shape, the
// real client against Khel's rules in memory): the stake debited, the win credited in the same round,
// the committed seed revealed and reproducing the round, refusals moving no money.
import { createHash } from 'node:crypto';
import { providerWithWallet } from '../../../test/provider-with-wallet';
import { instantGames } from '.';
import { WHEEL_SEGMENTS } from './fortune-wheel';
import { SCRATCH_SYMBOLS, scratchPrizeHundredths } from './scratch-card';

const { memory, base } = providerWithWallet(instantGames);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
async function launch(game: string): Promise<string> {
  const res = await fetch(`${base()}/launch?token=${memory.launch('42')}&player=42&name=Asha&game=${game}`, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!, base()).searchParams.get('s')!;
}
const api = (game: string, session: string, action: string, body: unknown) =>
  fetch(`${base()}/api/games/${game}/${action}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-session': session }, body: JSON.stringify(body) });
const moved = (kind: 'debit' | 'credit') => memory.calls.filter((c) => c.call === kind && memory.transactions.has(String(c.body.txnId))).map((c) => ({ amount: Math.round(Number(c.body.amount) * 100), roundId: c.body.roundId, gameId: c.body.gameId }));

describe.each([
  ['fortune-wheel', 'spin', (r: Json) => (r.multiplierHundredths as number) / 100],
  ['scratch-lucky-diya', 'buy', (r: Json) => (r.prizeHundredths as number) / 100],
] as const)('%s', (game, play, multiple) => {
  it('plays rounds through the wallet: a DEBIT of the stake, a CREDIT of the win in the same round, the seed revealed', async () => {
    const session = await launch(game);
    let balance = 1_000_00;
    let sawWin = false;
    let sawLoss = false;
    for (let i = 0; i < 24 && !(sawWin && sawLoss); i++) {
      memory.calls.length = 0;
      const state = (await (await api(game, session, 'state', {})).json()) as Json;
      const res = await api(game, session, play, { stakePaise: 20_00 });
      expect(res.status).toBe(200);
      const round = (await res.json()) as Json;
      expect(round.winPaise).toBe(20_00 * multiple(round));
      expect(moved('debit')).toEqual([{ amount: 20_00, roundId: round.roundId, gameId: game }]);
      expect(moved('credit')).toEqual(round.winPaise > 0 ? [{ amount: round.winPaise, roundId: round.roundId, gameId: game }] : []);
      balance += round.winPaise - 20_00;
      expect(round.balancePaise).toBe(balance);
      expect(memory.balanceOf('42')).toBe(balance);
      expect(round.fairness).toMatchObject({ hash: state.commitment, clientSeed: state.clientSeed, nonce: state.nonce });
      expect(createHash('sha256').update(round.fairness.serverSeed).digest('hex')).toBe(state.commitment);
      const again = (await (await api(game, session, 'verify', round.fairness)).json()) as Json;
      expect(again).toEqual(game === 'fortune-wheel' ? { segment: round.segment, multiplierHundredths: round.multiplierHundredths } : { cells: round.cells, prizeHundredths: round.prizeHundredths });
      if (round.winPaise > 0) sawWin = true;
      else sawLoss = true;
    }
    expect([sawWin, sawLoss]).toEqual([true, true]); // 24 rounds: both come up but once in a million
  });

  it('refuses a stake it does not offer and a stake beyond the balance, moving nothing', async () => {
    const session = await launch(game);
    expect((await api(game, session, play, { stakePaise: 15_00 })).status).toBe(400);
    memory.balances.set('42', 5_00);
    const broke = await api(game, session, play, { stakePaise: 10_00 });
    expect(broke.status).toBe(402);
    expect(memory.balanceOf('42')).toBe(5_00);
    expect(moved('credit')).toEqual([]);
  });
});

it('the round shapes are the games\' own: a wheel segment and its multiplier, a card of nine with its prize', async () => {
  const wheel = (await (await api('fortune-wheel', await launch('fortune-wheel'), 'spin', { stakePaise: 10_00 })).json()) as Json;
  expect(WHEEL_SEGMENTS[wheel.segment]).toBe(wheel.multiplierHundredths);
  const card = (await (await api('scratch-lucky-diya', await launch('scratch-lucky-diya'), 'buy', { stakePaise: 10_00 })).json()) as Json;
  expect(card.cells).toHaveLength(9);
  expect(card.cells.every((c: number) => c >= 0 && c < SCRATCH_SYMBOLS.length)).toBe(true);
  expect(scratchPrizeHundredths(card.cells)).toBe(card.prizeHundredths);
});
