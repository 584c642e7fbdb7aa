import { fireEvent, render, screen, act } from '@testing-library/react';
import { currentSession, restoreSession } from '@khel/shared-kernel';
import { PRESET_PROBLEM_TEXT, presetsProblem } from '@khel/shared-kernel/preset-editor';
import { fakeServer, logInForTest, logOutForTest } from '../test-support/fake-server';
import { StakePresets } from './StakePresets';
import { sayNow } from '../i18n/say';

/** The problem as the editor says it (in English here). */
const problemText = (values: string[]) => {
  const problem = presetsProblem(values);
  return problem === null ? null : sayNow(PRESET_PROBLEM_TEXT[problem]);
};

function logInAs(user: Record<string, unknown>): void {
  localStorage.setItem('id_token', 't');
  localStorage.setItem('user_data', JSON.stringify({ user_name: 'p1', id: 9, ...user }));
  restoreSession();
}

beforeEach(() => logOutForTest());

describe('stake preset rules (§5)', () => {
  it('takes integers up to 1e7 with only one at 1,00,00,000', () => {
    expect(problemText(['100', '200'])).toBeNull();
    expect(problemText(['100', '2.5'])).toBe('Please enter a valid integer.');
    expect(problemText(['100', 'abc'])).toBe('Please enter a valid integer.');
    expect(problemText(['100', '10000001'])).toBe('Value cannot exceed 1,00,00,000.');
    expect(problemText(['10000000', '100'])).toBeNull();
    expect(problemText(['10000000', '10000000'])).toBe('Only one value can be 1,00,00,000.');
  });
});

describe('stake editor', () => {
  it("refuses a visitor with 'Please Login In to Change Stakes'", () => {
    render(<StakePresets onPick={jest.fn()} />);
    fireEvent.click(screen.getByTestId('stake-edit-open'));
    expect(screen.getByTestId('stake-edit-message').textContent).toBe('Please Login In to Change Stakes');
    expect(screen.queryByTestId('stake-edit-0')).toBeNull();
  });

  it("refuses a demo id with 'Please login from your read ID.'", () => {
    logInAs({ is_demo: true });
    render(<StakePresets onPick={jest.fn()} />);
    fireEvent.click(screen.getByTestId('stake-edit-open'));
    expect(screen.getByTestId('stake-edit-message').textContent).toBe('Please login from your read ID.');
  });

  it('labels the stake buttons in Indian grouping', () => {
    logInAs({ settings: { presetStakeSettings: { settings: [100, 10000, 25000, 10000000] } } });
    render(<StakePresets onPick={jest.fn()} />);
    expect(['slip-preset-10000', 'slip-preset-25000', 'slip-preset-10000000'].map((id) => screen.getByTestId(id).textContent)).toEqual(['10,000', '25,000', '1,00,00,000']);
  });

  it('shows the player’s saved presets and picks one', () => {
    logInAs({ settings: { presetStakeSettings: { settings: [50, 150] } } });
    const onPick = jest.fn();
    render(<StakePresets onPick={onPick} />);
    fireEvent.click(screen.getByTestId('slip-preset-150'));
    expect(onPick).toHaveBeenCalledWith(150);
    expect(screen.queryByTestId('slip-preset-25000')).toBeNull();
  });

  it('checks the rules on UPDATE, then saves and shows the new buttons', async () => {
    logInAs({ settings: { presetStakeSettings: { settings: [50, 150] } } });
    const seen = fakeServer({ 'account/9/settings/stakes': { body: { success: true, result: {}, message: 'Stakes saved' } } });
    render(<StakePresets onPick={jest.fn()} />);
    fireEvent.click(screen.getByTestId('stake-edit-open'));
    fireEvent.change(screen.getByTestId('stake-edit-1'), { target: { value: '1.5' } });
    fireEvent.click(screen.getByTestId('stake-edit-update'));
    expect(screen.getByTestId('stake-edit-message').textContent).toBe('Please enter a valid integer.');
    fireEvent.change(screen.getByTestId('stake-edit-1'), { target: { value: '300' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('stake-edit-update'));
    });
    expect(seen).toEqual([{ path: 'account/9/settings/stakes', body: { settings: [50, 300] } }]);
    expect(screen.getByTestId('slip-preset-300')).toBeTruthy();
    expect(currentSession().user?.settings.presetStakeSettings.settings).toEqual([50, 300]);
  });

  it('keeps the defaults for a player without saved presets', () => {
    logInForTest();
    render(<StakePresets onPick={jest.fn()} />);
    expect(screen.getByTestId('slip-preset-25000')).toBeTruthy();
  });
});

describe("the phone's presets (§3 mobileStakesSettings, issue 34 item 9)", () => {
  const presets = { presetStakeSettings: { settings: [100, 200], mobileStakesSettings: [50, 75] } };
  const asPhone = (phone: boolean) => {
    window.matchMedia = ((query: string) => ({ matches: phone && query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
  };
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('shows the phone list on a phone and the desktop list on a desktop', () => {
    logInAs({ settings: presets });
    asPhone(true);
    const { unmount } = render(<StakePresets onPick={jest.fn()} />);
    expect(screen.getByTestId('slip-stakes').textContent).toContain('5075');
    expect(screen.queryByTestId('slip-preset-100')).toBeNull();
    unmount();
    asPhone(false);
    render(<StakePresets onPick={jest.fn()} />);
    expect(screen.getByTestId('slip-preset-100')).toBeTruthy();
    expect(screen.queryByTestId('slip-preset-50')).toBeNull();
  });

  it("saves a phone's edit to mobile-stakes", async () => {
    logInAs({ settings: presets });
    asPhone(true);
    const seen = fakeServer({ 'account/9/settings/mobile-stakes': { body: { success: true, message: 'Saved' } } });
    render(<StakePresets onPick={jest.fn()} />);
    fireEvent.click(screen.getByTestId('stake-edit-open'));
    fireEvent.change(screen.getByTestId('stake-edit-0'), { target: { value: '60' } });
    await act(async () => fireEvent.click(screen.getByTestId('stake-edit-update')));
    expect(seen.find((r) => r.path === 'account/9/settings/mobile-stakes')?.body).toEqual({ settings: [60, 75] });
    expect(currentSession().user?.settings?.presetStakeSettings?.mobileStakesSettings).toEqual([60, 75]);
    expect(currentSession().user?.settings?.presetStakeSettings?.settings).toEqual([100, 200]);
  });
});
