/**
 * @jest-environment jsdom
 */
/// <reference lib="dom" />
// Aviator's page module in a DOM (finding 2 of the security review): what other players sent — their
// client seeds in the verify dialog, their names in the bets list — reaches the page as text, never
// as markup, and the check still recomputes the round (Web Crypto) from those very seeds.
import { webcrypto } from 'node:crypto';
import { TextEncoder } from 'node:util';
import { screen, waitFor } from '@testing-library/dom';
import { aviatorPage } from '../games/aviator/page';
import { crashPointHundredths, sha256Hex } from '../games/aviator/fairness';
import { TEXTS } from '../i18n';
import { startAviator, type PlayedRound } from './aviator';
import { inr, moneyOf, textsOf } from './runtime';

const ATTACK = `<img src=x onerror="window.__attacked=true">`;
const sockets: Array<{ onmessage?: (e: { data: string }) => void }> = [];

beforeAll(() => {
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
  Object.assign(globalThis, { TextEncoder });
  Object.assign(window, {
    WebSocket: class {
      onmessage?: (e: { data: string }) => void;
      constructor() {
        sockets.push(this);
      }
      close() {}
    },
  });
  HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
});

let stop = () => {};
afterEach(() => {
  stop();
  sockets.length = 0;
});

function mount(rounds: PlayedRound[]) {
  document.body.innerHTML = aviatorPage('en').body;
  const call = async <T,>(path: string): Promise<T> => (path.endsWith('/history') ? { rounds } : { balancePaise: 0 }) as T;
  stop = startAviator({ ...textsOf(TEXTS.en.ui), inr, money: moneyOf(''), setBalance() {}, call });
}

describe('Aviator page: other players’ strings are text', () => {
  it('shows a round’s client seeds in the verify dialog as text, and the round still verifies', async () => {
    const seed = 'b7f3c1d2e4a5968778695a4b3c2d1e0ff0e1d2c3b4a5968778695a4b3c2d1e0f';
    const clientSeeds = [ATTACK, `<svg onload="window.__attacked=true">`, 'plain-seed'];
    mount([{ roundNo: 7, seed, seedHash: sha256Hex(seed), clientSeeds, crashPoint: crashPointHundredths(seed, clientSeeds) }]);
    screen.getByTestId('aviator-verify').click();
    await waitFor(() => expect(screen.getByTestId('aviator-verify-verdict').textContent).toBe(TEXTS.en.ui['aviator.verified']), { timeout: 5000 });
    expect(screen.getByTestId('aviator-verify-client-seeds').textContent).toBe(clientSeeds.join(':'));
    expect(document.querySelectorAll('#vout img, #vout svg')).toHaveLength(0);
    expect(screen.getByTestId('aviator-verify-result').textContent).toContain(`Recomputed crash point ${(crashPointHundredths(seed, clientSeeds) / 100).toFixed(2)}x`);
    expect((window as { __attacked?: boolean }).__attacked).toBeUndefined();
  });

  it('lists other players’ bets with their names as text', () => {
    mount([]);
    const name = `<img src=x onerror="window.__attacked=true">`;
    const bet = { betId: 'b1', name, panel: 0, stakePaise: 500_00, cashedOutAt: null, payoutPaise: 0 };
    const state = { type: 'state', roundNo: 3, phase: 'betting', m: 100, bettingMs: 4000, bets: [bet], history: [], seedHash: 'h', terminalHash: 't' };
    sockets[0]!.onmessage!({ data: JSON.stringify(state) });
    const row = screen.getByTestId('aviator-bets').querySelector('tr')!;
    expect(row.querySelector('td')!.textContent).toBe(name);
    expect(row.querySelectorAll('img')).toHaveLength(0);
    expect(row.textContent).toContain('500.00');
  });
});
