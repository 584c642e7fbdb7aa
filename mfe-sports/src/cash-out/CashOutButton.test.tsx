import { act, fireEvent, render, screen } from '@testing-library/react';
import { toasts$, type Toast } from '@khel/shared-kernel';
import type { Market } from '../api/catalog';
import { MarketTable } from '../market-rows/MarketTable';
import { fakeServer } from '../test-support/fake-server';
import { CashOutButton } from './CashOutButton';
import { cashOut, cashOutAllowed, fetchCashOutQuote, type CashOutOutcome } from './positions';
import { wireMarket, wireRunner } from '../test-support/wire';

const QUOTE = { market_id: '1.1', selection_id: 1, is_back: 0 as const, stake: 1500, legs: [{ price: 2, stake: 1000 }, { price: 2.02, stake: 500 }], amount: 1250.5, worst_price: 2.08, complete: true, remaining: 0 };

const twoRunners = (type = 'MATCH_ODDS'): Market => (wireMarket({
  market_id: '1.1', match_id: 11, match_name: 'A v B', market_name: 'Match Odds', market_type: type, status: 'OPEN', sport_id: 4, betDelay: 2,
  runners: [
    wireRunner({ selectionId: 1, runnerName: 'A', status: 'ACTIVE', ex: { availableToBack: [{ price: 2, size: 1 }], availableToLay: [] } }),
    wireRunner({ selectionId: 2, runnerName: 'B', status: 'ACTIVE', ex: { availableToBack: [{ price: 2, size: 1 }], availableToLay: [] } }),
  ],
}));

describe('cash-out rules (§5)', () => {
  const pos = (a: number, b: number) => new Map([[1, a], [2, b]]);
  it('needs open bets, exactly 2 runners and MATCH_ODDS', () => {
    expect(cashOutAllowed(twoRunners(), pos(100, -50))).toBe(true);
    expect(cashOutAllowed(twoRunners(), undefined)).toBe(false);
    expect(cashOutAllowed(twoRunners(), pos(0, 0))).toBe(false);
    expect(cashOutAllowed(twoRunners('BOOKMAKER'), pos(100, -50))).toBe(false);
    expect(cashOutAllowed({ ...twoRunners(), runners: [...twoRunners().runners!, twoRunners().runners![0]!] }, pos(100, -50))).toBe(false);
  });
  it('is skipped when both positions floor to the same value', () => {
    expect(cashOutAllowed(twoRunners(), pos(10.2, 10.9))).toBe(false);
    expect(cashOutAllowed(twoRunners(), pos(10.2, 11.1))).toBe(true);
  });
  it('asks the server for a quote, then cashes out within the worst price it offered', async () => {
    const asked: unknown[] = [];
    fakeServer({
      'exchange/order/cashoutQuote': [{ body: { status: true, msg: '', data: QUOTE } }, { status: 400, body: { status: false, msg: 'You have no matched bets to cash out' } }],
      'exchange/order/cashout': (request) => {
        asked.push(request.params);
        return { body: { status: true, msg: 'Cash-out successful', data: { bet_id: 1, matched: 150, unmatched: 0, complete: true, amount: 50, remaining: 0, runners: [] } } };
      },
    });
    await expect(fetchCashOutQuote('1.1')).resolves.toEqual({ ok: true, quote: QUOTE });
    await expect(fetchCashOutQuote('1.1')).resolves.toEqual({ ok: false, message: 'You have no matched bets to cash out' });
    await expect(cashOut('1.1', 2.06)).resolves.toEqual({ ok: true, complete: true, amount: 50, remaining: 0 });
    expect(asked).toEqual([{ marketId: '1.1', worstPrice: '2.06' }]);
  });
});

describe('Cashout button', () => {
  const quoted = async () => ({ ok: true as const, quote: QUOTE });
  const names = new Map([[1, 'Chennai'], [2, 'Lucknow']]);

  it('shows positions, asks "Cash out ₹X?" with the hedge and the worst price, and toasts the amount locked in', async () => {
    const seen: Toast[][] = [];
    const sub = toasts$.subscribe((t) => seen.push([...t]));
    fakeServer({
      'exchange/order/cashoutQuote': () => ({ body: { status: true, msg: '', data: QUOTE } }),
      'exchange/order/cashout': () => ({ body: { status: true, msg: 'Cash-out successful', data: { bet_id: 1, matched: 1500, unmatched: 0, complete: true, amount: 1250.5, remaining: 0, runners: [] } } }),
    });
    render(<MarketTable market={twoRunners()} position={new Map([[1, 1210000], [2, -100]])} />);
    expect(screen.getByTestId('position-1.1-1').textContent).toBe('12,10,000.00');
    expect(screen.getByTestId('position-1.1-2').className).toContain('loss');
    await act(async () => fireEvent.click(screen.getByTestId('cashout-1.1')));
    const dialog = await screen.findByTestId('cashout-confirm');
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(dialog.textContent).toContain('Cash out ₹1,250.50?');
    expect(dialog.textContent).toContain('Do you wish to perform cash out?');
    expect(screen.getByTestId('cashout-hedge').textContent).toBe('Lay A · ₹1,500.00 @ 2.00–2.02');
    expect(screen.getByTestId('cashout-worst-price').textContent).toBe('2.08');
    expect(screen.queryByTestId('cashout-thin-book')).toBeNull();
    fireEvent.click(screen.getByTestId('cashout-cancel'));
    expect(screen.queryByTestId('cashout-confirm')).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('cashout-1.1')));
    await act(async () => {
      fireEvent.click(await screen.findByTestId('cashout-confirm-button'));
    });
    await act(async () => {
      await Promise.resolve();
    });
    // §8: 'Cash-out successful', the amount on a second line
    expect(seen.at(-1)?.some((t) => t.type === 'success' && t.title === 'Cash-out successful' && t.message === '₹1,250.50 whichever runner wins.')).toBe(true);
    sub.unsubscribe();
  });

  it('closes the dialog on Escape and on a press outside it', async () => {
    render(<CashOutButton marketId="1.1" delaySeconds={0} runnerNames={names} quote={quoted} />);
    await act(async () => fireEvent.click(screen.getByTestId('cashout-1.1')));
    expect(screen.getByTestId('cashout-hedge').textContent).toContain('Chennai');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('cashout-confirm')).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('cashout-1.1')));
    fireEvent.mouseDown(screen.getByTestId('cashout-confirm-overlay'));
    expect(screen.queryByTestId('cashout-confirm')).toBeNull();
  });

  it('warns before a cash-out the book cannot fill, and never says success after a partial one', async () => {
    const seen: Toast[][] = [];
    const sub = toasts$.subscribe((t) => seen.push([...t]));
    const before = new Set(seen.at(-1)?.map((t) => t.id));
    const thin = async () => ({ ok: true as const, quote: { ...QUOTE, complete: false, remaining: 9900 } });
    const partial = async (): Promise<CashOutOutcome> => ({ ok: true, complete: false, amount: -50, remaining: 9900 });
    render(<CashOutButton marketId="1.1" delaySeconds={0} runnerNames={names} quote={thin} cashOut={partial} />);
    await act(async () => fireEvent.click(screen.getByTestId('cashout-1.1')));
    expect(screen.getByTestId('cashout-thin-book').textContent).toContain('₹9,900.00');
    await act(async () => fireEvent.click(screen.getByTestId('cashout-confirm-button')));
    const last = (seen.at(-1) ?? []).filter((t) => !before.has(t.id));
    expect(last.some((t) => t.type === 'warning' && t.message === 'Cash-out only partly done: your runners still differ by ₹9,900.00. Cash out again for the rest.')).toBe(true);
    expect(last.some((t) => t.type === 'success')).toBe(false);
    sub.unsubscribe();
  });

  it('counts the bet delay down while the cash-out is processed', async () => {
    jest.useFakeTimers();
    let finish: (r: CashOutOutcome) => void = () => undefined;
    const pending = () => new Promise<CashOutOutcome>((resolve) => (finish = resolve));
    render(<CashOutButton marketId="1.1" delaySeconds={3} quote={quoted} cashOut={pending} />);
    await act(async () => fireEvent.click(screen.getByTestId('cashout-1.1')));
    fireEvent.click(screen.getByTestId('cashout-confirm-button'));
    expect(screen.getByTestId('cashout-1.1').textContent).toBe('Cashout (3)');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('cashout-1.1').textContent).toBe('Cashout (2)');
    await act(async () => finish({ ok: false, message: 'Market closed' }));
    expect(screen.getByTestId('cashout-1.1').textContent).toBe('Cashout');
    jest.useRealTimers();
  });

  it("counts down the player's own delay (their host's) once read, not the catalog's", async () => {
    jest.useFakeTimers();
    const pending = () => new Promise<CashOutOutcome>(() => undefined);
    render(<CashOutButton marketId="1.1" delaySeconds={3} playerDelay={async () => 7} quote={quoted} cashOut={pending} />);
    await act(async () => fireEvent.click(screen.getByTestId('cashout-1.1')));
    fireEvent.click(screen.getByTestId('cashout-confirm-button'));
    expect(screen.getByTestId('cashout-1.1').textContent).toBe('Cashout (7)');
    jest.useRealTimers();
  });

  it('is absent without a position', () => {
    render(<MarketTable market={twoRunners()} />);
    expect(screen.queryByTestId('cashout-1.1')).toBeNull();
  });
});
