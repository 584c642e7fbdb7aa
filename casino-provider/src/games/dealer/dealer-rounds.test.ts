// Blackjack and Three Card Poker through the wallet (QT Platform's shape, the real client against
// Khel's rules in memory): the deal is a DEBIT, a double or a poker play a further DEBIT of the same
// round, the return one CREDIT of that round; a further stake the wallet refuses leaves the hand as it
// was; the seed is revealed only when the round ends and rebuilds the cards dealt.
import { createHash } from 'node:crypto';
import { providerWithWallet } from '../../../test/provider-with-wallet';
import { FairRandom } from '../../fair/seeds';
import { dealerGames } from '.';
import { BLACKJACK_DECKS } from './blackjack';
import { dealtCards } from './shoe';

const { memory, base: baseUrl } = providerWithWallet(dealerGames);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
async function launch(game: string): Promise<(action: string, body?: object) => Promise<{ status: number; body: Json }>> {
  const base = baseUrl();
  const res = await fetch(`${base}/launch?token=${memory.launch('42')}&player=42&name=Asha&game=${game}`, { redirect: 'manual' });
  const session = new URL(res.headers.get('location')!, base).searchParams.get('s')!;
  return async (action, body = {}) => {
    const r = await fetch(`${base}/api/games/${game}/${action}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-session': session }, body: JSON.stringify(body) });
    return { status: r.status, body: (await r.json()) as Json };
  };
}
const moved = (kind: 'debit' | 'credit') => memory.calls.filter((c) => c.call === kind && memory.transactions.has(String(c.body.txnId))).map((c) => ({ amount: Math.round(Number(c.body.amount) * 100), roundId: c.body.roundId }));

describe('blackjack', () => {
  it('plays rounds: the stake a DEBIT, a double a further DEBIT of the round, the return one CREDIT; the seed revealed at the end', async () => {
    const api = await launch('blackjack');
    let doubled = false;
    for (let i = 0; i < 60 && !doubled; i++) {
      memory.calls.length = 0;
      const before = memory.balanceOf('42');
      const state = (await api('state')).body;
      let v = (await api('deal', { stakePaise: 10_00 })).body;
      if (!v.over) expect(v.fairness).toBeUndefined(); // nothing revealed mid-round (a blackjack ends it at once)
      if (!v.over && v.actions.includes('double') && v.hands[0].total >= 9 && v.hands[0].total <= 11) {
        v = (await api('double')).body;
        doubled = true;
      }
      while (!v.over) v = (await api(v.hands[v.active].total < 17 ? 'hit' : 'stand')).body;
      const debits = moved('debit');
      expect(debits).toEqual(doubled ? [{ amount: 10_00, roundId: v.roundId }, { amount: 10_00, roundId: v.roundId }] : [{ amount: 10_00, roundId: v.roundId }]);
      expect(moved('credit')).toEqual(v.returnPaise > 0 ? [{ amount: v.returnPaise, roundId: v.roundId }] : []);
      expect(v.stakedPaise).toBe(doubled ? 20_00 : 10_00);
      expect(memory.balanceOf('42')).toBe(before - v.stakedPaise + v.returnPaise);
      expect(v.balancePaise).toBe(memory.balanceOf('42'));
      expect(createHash('sha256').update(v.fairness.serverSeed).digest('hex')).toBe(state.commitment);
      expect(dealtCards(new FairRandom(v.fairness.serverSeed, v.fairness.clientSeed, v.fairness.nonce), BLACKJACK_DECKS, v.dealt.length)).toEqual(v.dealt);
      expect(v.dealt.slice(0, 4)).toEqual([v.hands[0].cards[0], v.dealer[0], v.hands.length > 1 ? v.dealt[2] : v.hands[0].cards[1], v.dealer[1]]);
    }
    expect(doubled).toBe(true);
  });

  it('refuses a double the balance cannot cover, leaving the hand to play; a second deal while a round is open; a move with none', async () => {
    const api = await launch('blackjack');
    expect((await api('hit')).status).toBe(409);
    memory.balances.set('42', 15_00);
    let v = (await api('deal', { stakePaise: 10_00 })).body;
    for (let i = 0; i < 40 && (v.over || !v.actions.includes('double')); i++) {
      memory.balances.set('42', 15_00);
      v = (await api('deal', { stakePaise: 10_00 })).body;
    }
    expect(v.actions).toContain('double');
    expect((await api('deal', { stakePaise: 10_00 })).status).toBe(409);
    const refused = await api('double');
    expect(refused.status).toBe(402);
    expect(memory.balanceOf('42')).toBe(5_00);
    const after = (await api('state')).body.round;
    expect(after.hands[0].cards).toEqual(v.hands[0].cards);
    expect((await api('stand')).status).toBe(200);
  });
});

describe('Three Card Poker', () => {
  it('deals for the ante (a DEBIT), plays for a further DEBIT of the ante or folds, the return one CREDIT', async () => {
    const api = await launch('three-card-poker');
    for (const decision of ['play', 'fold'] as const) {
      memory.calls.length = 0;
      const before = memory.balanceOf('42');
      const dealt = (await api('deal', { stakePaise: 20_00 })).body;
      expect(dealt.player).toHaveLength(3);
      expect(dealt.dealer).toEqual([]); // hidden until the player decides
      const v = (await api(decision)).body;
      const debits = moved('debit').map((d) => d.amount);
      expect(debits).toEqual(decision === 'play' ? [20_00, 20_00] : [20_00]);
      expect(moved('debit').every((d) => d.roundId === v.roundId)).toBe(true);
      expect(moved('credit')).toEqual(v.returnPaise > 0 ? [{ amount: v.returnPaise, roundId: v.roundId }] : []);
      expect(memory.balanceOf('42')).toBe(before - v.stakedPaise + v.returnPaise);
      expect(dealtCards(new FairRandom(v.fairness.serverSeed, v.fairness.clientSeed, v.fairness.nonce), 1, 6)).toEqual([...v.player, ...v.dealer]);
      if (decision === 'fold') expect(v.returnPaise).toBe(0);
    }
  });
});
