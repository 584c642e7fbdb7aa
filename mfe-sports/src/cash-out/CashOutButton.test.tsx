import { act, fireEvent, render, screen } from '@testing-library/react';
import { toasts$, type Toast } from '@khel/shared-kernel';
import type { Market } from '../api/catalog';
import { MarketTable } from '../market-rows/MarketTable';
import { fakeServer } from '../test-support/fake-server';
import { CashOutButton } from './CashOutButton';
import { CASH_OUT_SUCCESS, cashOut, cashOutAllowed } from './positions';
import { wireMarket, wireRunner } from '../test-support/wire';

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
  it("reports 'Cash-out successful' or the server's message", async () => {
    fakeServer({
      'exchange/order/cashout': [{ body: { status: true, msg: 'ok', data: {} } }, { status: 400, body: { status: false, msg: 'No open position' } }],
    });
    await expect(cashOut('1.1')).resolves.toEqual({ ok: true, message: CASH_OUT_SUCCESS });
    await expect(cashOut('1.1')).resolves.toEqual({ ok: false, message: 'No open position' });
  });
});

describe('Cashout button', () => {
  it('shows positions, asks to confirm, counts down and toasts the result', async () => {
    const seen: Toast[][] = [];
    const sub = toasts$.subscribe((t) => seen.push([...t]));
    fakeServer({ 'exchange/order/cashout': () => ({ body: { status: true, msg: 'done', data: {} } }) });
    render(<MarketTable market={twoRunners()} position={new Map([[1, 150], [2, -100]])} />);
    expect(screen.getByTestId('position-1.1-1').textContent).toBe('150.00');
    expect(screen.getByTestId('position-1.1-2').className).toContain('loss');
    expect(screen.queryByTestId('cashout-1.1')).toBeTruthy();
    fireEvent.click(screen.getByTestId('cashout-1.1'));
    expect(screen.getByTestId('cashout-confirm').textContent).toContain('Do you wish to perform cash out?');
    fireEvent.click(screen.getByTestId('cashout-cancel'));
    expect(screen.queryByTestId('cashout-confirm')).toBeNull();
    fireEvent.click(screen.getByTestId('cashout-1.1'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('cashout-confirm-button'));
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect(seen.at(-1)?.some((t) => t.message === 'Cash-out successful')).toBe(true);
    sub.unsubscribe();
  });

  it('counts the bet delay down while the cash-out is processed', async () => {
    jest.useFakeTimers();
    let finish: (r: { ok: boolean; message: string }) => void = () => undefined;
    const pending = () => new Promise<{ ok: boolean; message: string }>((resolve) => (finish = resolve));
    render(<CashOutButton marketId="1.1" delaySeconds={3} cashOut={pending} />);
    fireEvent.click(screen.getByTestId('cashout-1.1'));
    fireEvent.click(screen.getByTestId('cashout-confirm-button'));
    expect(screen.getByTestId('cashout-1.1').textContent).toBe('Cashout (3)');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('cashout-1.1').textContent).toBe('Cashout (2)');
    await act(async () => finish({ ok: false, message: 'Market closed' }));
    expect(screen.getByTestId('cashout-1.1').textContent).toBe('Cashout');
    jest.useRealTimers();
  });

  it('is absent without a position', () => {
    render(<MarketTable market={twoRunners()} />);
    expect(screen.queryByTestId('cashout-1.1')).toBeNull();
  });
});
