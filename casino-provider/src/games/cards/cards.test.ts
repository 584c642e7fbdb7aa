import { createHash } from 'node:crypto';
import { andarBahar } from './andar-bahar';
import { CARD_GAMES } from './catalogue';
import { cards32 } from './cards32';
import { FULL_DECK, seedHash, shuffle, shuffleWith, type Card } from './deck';
import { SimulationRandom } from '../../fair/seeds';
import { dragonTiger } from './dragon-tiger';
import type { CardGame } from './game';
import { lucky7 } from './lucky7';
import { returnOf, riskOf, type CardBet, type SelectionResult } from './markets';
import { checkCardBet, openCardRound, phaseAt, settleCardRound, takeBet, visiblePlacements, CardTableError } from './table';
import { handStrength, HandClass, teenPatti2020 } from './teen-patti';

const seedOf = (i: number) => createHash('sha256').update(`test-${i}`).digest('hex');

describe('committed shuffle', () => {
  it('reproduces a round\'s deck from its revealed seed and commits to it by hash', () => {
    const round = openCardRound(dragonTiger, 'r1', seedOf(1), 0);
    expect(round.seedHash).toBe(seedHash(round.seed));
    const rebuilt = dragonTiger.deal(shuffle(round.seed, dragonTiger.deck));
    expect(rebuilt).toEqual(round.placements);
    expect(shuffle(seedOf(1), FULL_DECK)).toEqual(shuffle(seedOf(1), FULL_DECK));
    expect(shuffle(seedOf(2), FULL_DECK)).not.toEqual(shuffle(seedOf(1), FULL_DECK));
  });

  it.each(CARD_GAMES.map((g) => [g.name, g] as const))('%s deals from the top of the deck, in order (what the page\'s Verify checks)', (_name, game) => {
    for (let i = 0; i < 200; i += 1) {
      const round = openCardRound(game, `r${i}`, seedOf(i), 0);
      const deck = shuffle(round.seed, game.deck);
      expect(round.placements.map((p) => p.card)).toEqual(deck.slice(0, round.placements.length));
    }
  });

  it('is a permutation and puts every card in every place about equally often', () => {
    const firstCard = new Map<Card, number>();
    const rounds = 26_000;
    for (let i = 0; i < rounds; i += 1) {
      const deck = shuffle(seedOf(i), FULL_DECK);
      if (i < 50) expect([...deck].sort()).toEqual([...FULL_DECK].sort());
      firstCard.set(deck[0]!, (firstCard.get(deck[0]!) ?? 0) + 1);
    }
    expect(firstCard.size).toBe(52);
    for (const n of firstCard.values()) {
      expect(n).toBeGreaterThan(380); // expected 500 each, sd ≈ 22
      expect(n).toBeLessThan(620);
    }
  });
});

describe('Teen Patti hands', () => {
  const h = (...cards: Card[]) => handStrength(cards);
  it('ranks trail > pure sequence > sequence > colour > pair > high card', () => {
    expect(h('7S', '7H', '7D').cls).toBe(HandClass.Trail);
    expect(h('5H', '6H', '7H').cls).toBe(HandClass.PureSequence);
    expect(h('5H', '6S', '7H').cls).toBe(HandClass.Sequence);
    expect(h('2H', '9H', 'KH').cls).toBe(HandClass.Colour);
    expect(h('9S', '9H', 'KH').cls).toBe(HandClass.Pair);
    expect(h('2S', '9H', 'KH').cls).toBe(HandClass.HighCard);
    expect(h('2S', '2H', '2D').score).toBeGreaterThan(h('QH', 'KH', 'AH').score);
  });
  it('puts A-K-Q first and A-2-3 second among sequences', () => {
    expect(h('AS', 'KH', 'QD').score).toBeGreaterThan(h('AS', '2H', '3D').score);
    expect(h('AS', '2H', '3D').score).toBeGreaterThan(h('KS', 'QH', 'JD').score);
    expect(h('4S', '2H', '3D').score).toBeLessThan(h('5S', '4H', '3D').score);
  });
  it('breaks ties by pair then kicker, and by high cards in order', () => {
    expect(h('9S', '9H', 'KH').score).toBeGreaterThan(h('9D', '9C', 'QH').score);
    expect(h('TS', 'TH', '2H').score).toBeGreaterThan(h('9D', '9C', 'AH').score);
    expect(h('AS', '9H', '4D').score).toBeGreaterThan(h('AD', '9C', '3H').score);
    expect(h('AS', '9H', '4D').score).toBe(h('AD', '9C', '4H').score);
  });
});

/** Average return per unit risked of every market selection and side, over simulated rounds. */
function measureRtp(game: CardGame, rounds: number): Map<string, number> {
  const sums = new Map<string, { risked: number; returned: number }>();
  const add = (key: string, risked: number, returned: number) => {
    const s = sums.get(key) ?? { risked: 0, returned: 0 };
    s.risked += risked;
    s.returned += returned;
    sums.set(key, s);
  };
  const random = new SimulationRandom(20261126);
  for (let i = 0; i < rounds; i += 1) {
    const { results } = game.settle(game.deal(shuffleWith(random, game.deck)));
    for (const market of game.markets) {
      for (const sel of market.selections) {
        const result: SelectionResult = results[market.id]![sel.id]!;
        for (const side of ['back', 'lay'] as const) {
          const odds = side === 'back' ? sel.back : sel.lay;
          if (odds === undefined) continue;
          const bet: CardBet = { betId: '', playerId: '', marketId: market.id, selectionId: sel.id, side, odds, stakePaise: 10_000, riskPaise: riskOf(side, odds, 10_000) };
          add(`${market.id}/${sel.id}/${side}`, bet.riskPaise, returnOf(bet, result));
        }
      }
    }
  }
  // A lay's RTP is measured as the back bettor's is: (returned) / (risked), on the same liability basis.
  return new Map([...sums].map(([k, s]) => [k, (100 * s.returned) / s.risked]));
}

describe('the odds keep a house edge of about 3% on every market', () => {
  it.each(CARD_GAMES.map((g) => [g.name, g] as const))('%s', (_name, game) => {
    const rtp = measureRtp(game, 100_000);
    const text = [...rtp].map(([k, v]) => `${k} ${v.toFixed(2)}%`).join(', ');
    // eslint-disable-next-line no-console
    console.log(`${game.name} RTP over 100,000 rounds: ${text}`);
    for (const [key, value] of rtp) {
      // Long shots (Tie, Lucky 7, Player 8, Pair Plus) have a wide sampling error at 10^5 rounds.
      expect(value).toBeLessThan(key.includes('lay') ? 100.5 : 100);
      expect(value).toBeGreaterThan(93);
    }
  });

  it('gives exactly 97.06% on Dragon, Tiger and Tie, and 96.92% on Lucky 7 (enumerating every deal)', () => {
    let dragon = 0;
    let tie = 0;
    let deals = 0;
    for (const d of FULL_DECK) for (const t of FULL_DECK) {
      if (d === t) continue;
      deals += 1;
      const { results } = dragonTiger.settle([{ slot: 'dragon', card: d }, { slot: 'tiger', card: t }]);
      const bet = (selectionId: string, odds: number): CardBet => ({ betId: '', playerId: '', marketId: 'winner', selectionId, side: 'back', odds, stakePaise: 100, riskPaise: 100 });
      dragon += returnOf(bet('dragon', 200), results.winner!.dragon!);
      tie += returnOf(bet('tie', 1650), results.winner!.tie!);
    }
    expect(dragon / deals).toBeCloseTo(97.06, 2);
    expect(tie / deals).toBeCloseTo(97.06, 2);
    let seven = 0;
    for (const c of FULL_DECK) {
      const { results } = lucky7.settle([{ slot: 'card', card: c }]);
      seven += returnOf({ betId: '', playerId: '', marketId: 'lohi', selectionId: 'seven', side: 'back', odds: 1260, stakePaise: 100, riskPaise: 100 }, results.lohi!.seven!);
    }
    expect(seven / 52).toBeCloseTo(96.92, 2);
  });
});

describe('dealing', () => {
  it('Andar Bahar stops at the first card matching the joker\'s rank, alternating from Andar', () => {
    for (let i = 0; i < 200; i += 1) {
      const deal = andarBahar.deal(shuffle(seedOf(i), FULL_DECK));
      expect(deal[0]!.slot).toBe('joker');
      deal.slice(1).forEach((p, k) => expect(p.slot).toBe(k % 2 === 0 ? 'andar' : 'bahar'));
      const matches = deal.slice(1).filter((p) => p.card[0] === deal[0]!.card[0]);
      expect(matches).toEqual([deal.at(-1)]);
    }
  });
  it('32 Cards deals again to tied leaders only, and the leader wins', () => {
    let tieBreaks = 0;
    for (let i = 0; i < 500; i += 1) {
      const deal = cards32.deal(shuffle(seedOf(i), cards32.deck));
      if (deal.length > 4) tieBreaks += 1;
      const { winner } = cards32.settle(deal);
      expect(['8', '9', '10', '11']).toContain(winner);
    }
    expect(tieBreaks).toBeGreaterThan(0);
  });
  it('Teen Patti deals A, B, A, B, A, B', () => {
    expect(teenPatti2020.deal(shuffle(seedOf(3), FULL_DECK)).map((p) => p.slot)).toEqual(['A', 'B', 'A', 'B', 'A', 'B']);
  });
});

describe('a timed table round', () => {
  const round = openCardRound(dragonTiger, 'r7', seedOf(7), 1_000, 10_000);
  it('takes bets only while betting, shows cards one by one, then settles every bet', () => {
    expect(phaseAt(round, 1_000)).toBe('betting');
    expect(visiblePlacements(round, 10_999)).toEqual([]);
    const back = checkCardBet(round, { betId: 'b1', playerId: 'p', marketId: 'winner', selectionId: 'dragon', side: 'back', odds: 200, stakePaise: 100_00 }, 2_000);
    expect(back.riskPaise).toBe(100_00);
    takeBet(round, back);
    const red = checkCardBet(round, { betId: 'b2', playerId: 'p', marketId: 'dragonColour', selectionId: 'red', side: 'back', odds: 195, stakePaise: 50_00 }, 2_000);
    takeBet(round, red);
    expect(() => checkCardBet(round, { betId: 'x', playerId: 'p', marketId: 'winner', selectionId: 'dragon', side: 'lay', odds: 200, stakePaise: 100_00 }, 2_000)).toThrow('cannot be laid');
    expect(() => checkCardBet(round, { betId: 'x', playerId: 'p', marketId: 'winner', selectionId: 'dragon', side: 'back', odds: 198, stakePaise: 100_00 }, 2_000)).toThrow('odds have changed');
    expect(() => checkCardBet(round, { betId: 'x', playerId: 'p', marketId: 'winner', selectionId: 'dragon', side: 'back', odds: 200, stakePaise: 5_00 }, 2_000)).toThrow(CardTableError);
    expect(() => checkCardBet(round, { betId: 'x', playerId: 'p', marketId: 'winner', selectionId: 'dragon', side: 'back', odds: 200, stakePaise: 100_00 }, 11_000)).toThrow('Betting is closed');
    expect(phaseAt(round, 11_000)).toBe('dealing');
    expect(visiblePlacements(round, 11_000)).toHaveLength(1);
    expect(visiblePlacements(round, 12_000)).toHaveLength(2);
    expect(phaseAt(round, round.settlesAt)).toBe('result');

    const { settlement, returns } = settleCardRound(round);
    const [d, t] = round.placements.map((p) => p.card);
    const dv = FULL_DECK.indexOf(d!) % 13;
    const tv = FULL_DECK.indexOf(t!) % 13;
    expect(returns.get('b1')).toBe(dv > tv ? 200_00 : dv === tv ? 50_00 : 0);
    expect(returns.get('b2')).toBe(['H', 'D'].includes(d![1]!) ? 97_50 : 0);
    expect(settlement.winner).toBe(dv > tv ? 'D' : dv === tv ? 'T' : 'G');
  });
  it('a lay risks its liability and wins the backer\'s stake', () => {
    const lay: CardBet = { betId: 'l', playerId: 'p', marketId: 'winner', selectionId: 'A', side: 'lay', odds: 202, stakePaise: 100_00, riskPaise: riskOf('lay', 202, 100_00) };
    expect(lay.riskPaise).toBe(102_00);
    expect(returnOf(lay, { kind: 'lost' })).toBe(202_00);
    expect(returnOf(lay, { kind: 'won' })).toBe(0);
    expect(returnOf(lay, { kind: 'void' })).toBe(102_00);
  });
});
