import { act, screen } from '@testing-library/react';
import { clearBalance, refreshBalance, setMoneyLabel, startSession, type LoginUser } from '@khel/shared-kernel';
import { useFakeApi } from '../test-support/fake-api';
import { renderInShell, startI18n, testSite } from '../test-support/render';
import { RightSidebar } from './RightSidebar';

const player = { id: 5, _id: 5, user_name: 'asha99', name: 'Asha', operatorId: 1, is_demo: false, token: { accessToken: 't', tokenType: 'Bearer', expiresIn: 60, exp: 2e9 } } as LoginUser;
const fake = useFakeApi();

beforeAll(startI18n);
afterEach(() => {
  act(() => setMoneyLabel({ moneyMode: 'real', coinLabel: '' }));
  clearBalance();
});

describe("the right panel's balance (§2.7)", () => {
  it("on a play-money host names the host's coins after each figure, as the header does, and nothing on a real-money host", async () => {
    fake.answers['user/getBalanceCRef'] = { status: true, msg: '', data: { balance: 250000, liability: 1500.5, bonus_balance: 0, free_cash: 0, use_bonus_wallet: false } };
    startSession(player, 'x');
    renderInShell(<RightSidebar />, { site: testSite({}, ['account']) });
    await act(async () => void (await refreshBalance()));
    expect(screen.getByTestId('balance-available').textContent).toBe('2,50,000.00');
    expect(screen.getByTestId('balance-exposure').textContent).toBe('1,500.50');
    act(() => setMoneyLabel({ moneyMode: 'play', coinLabel: 'Khel coins' }));
    expect(screen.getByTestId('balance-available').textContent).toBe('2,50,000.00 Khel coins');
    expect(screen.getByTestId('balance-exposure').textContent).toBe('1,500.50 Khel coins');
    act(() => setMoneyLabel({ moneyMode: 'real', coinLabel: '' }));
    expect(screen.getByTestId('balance-available').textContent).toBe('2,50,000.00');
  });
});
