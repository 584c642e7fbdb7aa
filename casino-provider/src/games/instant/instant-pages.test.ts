/**
 * @jest-environment jsdom
 */
/// <reference lib="dom" />
// The fortune wheel's and the scratch card's pages run in a DOM with their own modules: a round is
// played (the frame's calls answered with rounds the provider's engine plays), shown — the wheel stops
// at its segment, the card is scratched open — and 'Check last round' reruns the outcome in the browser
// with Web Crypto from the revealed seed; a round whose shown outcome is not the seed's fails the check.
import { webcrypto } from 'node:crypto';
import { TextEncoder } from 'node:util';
import { screen, waitFor } from '@testing-library/dom';
import { newServerSeed } from '../../fair/seeds';
import { TEXTS } from '../../i18n';
import { inr, moneyOf, textsOf } from '../../client/runtime';
import { startWheel, type WheelData } from '../../client/wheel';
import { startScratch, type ScratchData } from '../../client/scratch';
import type { GameDefinition } from '../registry';
import { fortuneWheelGame } from './wheel-game';
import { scratchCardGame } from './scratch-game';

beforeAll(() => {
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
  Object.assign(globalThis, { TextEncoder });
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
let stop = () => {};
afterEach(() => stop());

/** The page as served, its module started; its calls answered by the game's own engine (`tamper` alters a round). */
function mount(game: GameDefinition, start: (k: Parameters<typeof startWheel>[0], d: never) => () => void, tamper: (r: Json) => Json = (r) => r) {
  const page = game.page('en');
  document.body.innerHTML = `<span id="balance"></span>${page.body}`;
  const { serverSeed, hash } = newServerSeed();
  const play = (path: string) => path.endsWith('/spin') || path.endsWith('/buy');
  const call = async <T,>(path: string): Promise<T> => {
    if (path.endsWith('/state')) return { commitment: hash, clientSeed: 'asha-seed', nonce: 3 } as T;
    if (!play(path)) throw new Error(`unexpected call ${path}`);
    const shown = (await game.actions.verify!({} as never, { serverSeed, clientSeed: 'asha-seed', nonce: 3 })) as Json;
    return tamper({ roundId: 'r-1', winPaise: 0, balancePaise: 500_00, ...shown, fairness: { serverSeed, hash, clientSeed: 'asha-seed', nonce: 3 }, commitment: 'next' }) as T;
  };
  const balances: number[] = [];
  stop = start({ ...textsOf(TEXTS.en.ui), inr, money: moneyOf(''), setBalance: (p) => balances.push(p), call }, page.data as never);
  return { balances };
}

describe('the fortune wheel page', () => {
  it.each([
    ['stops at the round\'s segment, which the browser\'s rerun of the revealed seed confirms', (r: Json) => r, 'wheel.checkOk'],
    ['fails the check when the wheel stopped elsewhere than the seed says', (r: Json) => ({ ...r, segment: (r.segment + 1) % 54 }), 'slots.checkBad'],
  ] as const)('%s', async (_name, tamper, verdict) => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const { balances } = mount(fortuneWheelGame(), startWheel as never, tamper);
      screen.getByTestId('wheel-spin').click();
      await jest.advanceTimersByTimeAsync(5_000);
      await waitFor(() => expect(screen.getByTestId('wheel').dataset.segment).toMatch(/^\d+$/));
      expect(screen.getByTestId('wheel').style.transform).toMatch(/^rotate\(\d+(\.\d+)?deg\)$/);
      expect(balances.at(-1)).toBe(500_00);
      jest.useRealTimers();
      await waitFor(() => expect(screen.getByTestId<HTMLButtonElement>('wheel-check').disabled).toBe(false));
      screen.getByTestId('wheel-check').click();
      await waitFor(() => expect(screen.getByTestId('wheel-check-result').textContent).toBe(TEXTS.en.ui[verdict]));
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('the scratch card page', () => {
  it('is scratched cell by cell, then checked in the browser from the revealed seed; a changed card fails', async () => {
    for (const tampered of [false, true]) {
      stop();
      mount(scratchCardGame(), startScratch as never, (r) => (tampered ? { ...r, cells: [...r.cells.slice(1), r.cells[0]] } : r));
      expect(screen.getByTestId<HTMLButtonElement>('scratch-cell-0').disabled).toBe(true);
      screen.getByTestId('scratch-spin').click();
      await waitFor(() => expect(screen.getByTestId<HTMLButtonElement>('scratch-cell-0').disabled).toBe(false));
      screen.getByTestId('scratch-cell-4').click();
      expect(screen.getByTestId('scratch-cell-4').textContent).not.toBe('');
      expect(screen.getByTestId<HTMLButtonElement>('scratch-check').disabled).toBe(true); // the round is shown once all nine are open
      screen.getByTestId('scratch-reveal-all').click();
      await waitFor(() => expect(screen.getByTestId<HTMLButtonElement>('scratch-check').disabled).toBe(false));
      expect(document.querySelectorAll('.scratch-cell.open')).toHaveLength(9);
      screen.getByTestId('scratch-check').click();
      // a card never holds one symbol more than three times, so the turned card differs in some cell
      const expected = tampered ? TEXTS.en.ui['slots.checkBad'] : TEXTS.en.ui['scratch.checkOk'];
      await waitFor(() => expect(screen.getByTestId('scratch-check-result').textContent).toBe(expected));
    }
  });
});
