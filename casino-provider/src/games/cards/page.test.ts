/**
 * @jest-environment jsdom
 */
/// <reference lib="dom" />
// The card table page's 'Verify a round' dialog, run in a DOM: its module (src/client/cards.ts)
// rebuilds the round's deck with Web Crypto from the revealed seed and compares it with the cards the
// provider dealt (from the provider's own shuffle code), card by card.
import { webcrypto } from 'node:crypto';
import { TextEncoder } from 'node:util';
import { screen, waitFor } from '@testing-library/dom';
import { andarBahar } from './andar-bahar';
import { dragonTiger } from './dragon-tiger';
import type { CardGame } from './game';
import { cardTablePage } from './page';
import { openCardRound } from './table';
import { TEXTS, type Lang } from '../../i18n';
import { startCardTable } from '../../client/cards';
import { inr, moneyOf, textsOf } from '../../client/runtime';

beforeAll(() => {
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
  Object.assign(globalThis, { TextEncoder });
  Object.assign(window, {
    matchMedia: () => ({ matches: false, addEventListener() {} }),
    WebSocket: class {
      close() {}
    },
  });
});

type Round = { roundId: string; winner: string; seed: string; seedHash: string; cards: Array<{ slot: string; card: string }> };

function dealtRound(game: CardGame, seed: string): Round {
  const r = openCardRound(game, `${game.id}-test-7`, seed, 0);
  return { roundId: r.roundId, winner: game.settle(r.placements).winner, seed, seedHash: r.seedHash, cards: r.placements.map((p) => ({ slot: p.slot, card: p.card })) };
}

/** The page's markup as the provider serves it, its module started with the frame's side answering from `rounds`. */
let stop = () => {};
function mount(game: CardGame, rounds: Round[], lang: Lang = 'en') {
  const page = cardTablePage(game, lang);
  document.body.innerHTML = page.body;
  const call = async <T,>(path: string): Promise<T> => {
    if (path.endsWith('/history')) return { rounds } as T;
    if (path.endsWith('/mine')) return { roundId: '', bets: [], exposurePaise: 0, positions: {}, rounds: [] } as T;
    return { balancePaise: 0 } as T;
  };
  stop = startCardTable({ ...textsOf(TEXTS[lang].ui), inr, money: moneyOf(''), setBalance() {}, call }, page.data);
}
afterEach(() => stop());

const cardsIn = (testId: string) => [...screen.getByTestId(testId).querySelectorAll('[data-card]')].map((el) => el.getAttribute('data-card'));

describe('card table page: verify a round in the browser', () => {
  it.each([
    ['Dragon Tiger', dragonTiger],
    ['Andar Bahar (a long deal, several HMAC blocks)', andarBahar],
  ])('%s: rebuilds the deck from the revealed seed and shows it matches the dealt cards', async (_name, game) => {
    const round = dealtRound(game, 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90');
    mount(game, [round]);
    screen.getByTestId('cards-verify').click();
    await waitFor(() => expect(screen.getByTestId('cards-verify-verdict').textContent).toMatch(/^✓ Verified/), { timeout: 5000 });
    expect(cardsIn('cards-verify-deck')).toEqual(round.cards.map((c) => c.card));
    expect(cardsIn('cards-verify-dealt')).toEqual(round.cards.map((c) => c.card));
    expect(screen.getByTestId('cards-verify-seed').textContent).toBe(round.seed);
    expect(screen.getByTestId('cards-verify-dialog').hasAttribute('open')).toBe(true);
  });

  it('says it does not match when a dealt card is not the deck’s, and marks that card', async () => {
    const round = dealtRound(dragonTiger, 'ffeeddccbbaa99887766554433221100ffeeddccbbaa99887766554433221100');
    const [first, second] = round.cards;
    const swapped = { ...round, cards: [{ ...first!, card: second!.card }, { ...second!, card: first!.card }] };
    mount(dragonTiger, [swapped]);
    screen.getByTestId('cards-verify').click();
    await waitFor(() => expect(screen.getByTestId('cards-verify-verdict').textContent).toBe('✗ Does not match'), { timeout: 5000 });
    expect(screen.getByTestId('cards-verify-dealt').querySelectorAll('.miss')).toHaveLength(2);
  });

  it('speaks the player\'s language (Hindi here), the check itself unchanged', async () => {
    const round = dealtRound(dragonTiger, 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90');
    mount(dragonTiger, [round], 'hi');
    expect(screen.getByTestId('cards-verify').textContent).toBe('राउंड जाँचें');
    screen.getByTestId('cards-verify').click();
    await waitFor(() => expect(screen.getByTestId('cards-verify-verdict').textContent).toBe(TEXTS.hi.ui['cards.verified']), { timeout: 5000 });
    expect(screen.getByTestId('cards-verify-result').textContent).toContain('सीड से दोबारा बनी गड्डी, ऊपर के 2 पत्ते:');
  });

  it('says it does not match when the seed is not the one whose hash was shown', async () => {
    const round = dealtRound(dragonTiger, '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff');
    mount(dragonTiger, [{ ...round, seedHash: '0'.repeat(64) }]);
    screen.getByTestId('cards-verify').click();
    await waitFor(() => expect(screen.getByTestId('cards-verify-verdict').textContent).toBe('✗ Does not match'), { timeout: 5000 });
    expect(screen.getByTestId('cards-verify-result').textContent).toContain('≠ the hash shown before betting');
  });
});
