import { addToast, answerConfirm, cleanToasts, confirm$, removeToastsByType, showConfirm, toasts$, type Toast } from './toasts';

let shown: readonly Toast[] = [];
toasts$.subscribe((t) => (shown = t));

beforeEach(() => {
  jest.useFakeTimers();
  cleanToasts();
});
afterEach(() => jest.useRealTimers());

describe('toasts', () => {
  it('puts the newest first and refuses an identical title, message and type', () => {
    expect(addToast({ type: 'error', message: 'a' })).not.toBeNull();
    expect(addToast({ type: 'error', message: 'a' })).toBeNull();
    addToast({ type: 'success', message: 'a' });
    addToast({ type: 'error', message: 'b' });
    expect(shown.map((t) => `${t.type}:${t.message}`)).toEqual(['error:b', 'success:a', 'error:a']);
  });

  it('flash toasts go after 3 s, stack toasts after 5 s', () => {
    addToast({ type: 'info', message: 'flash' });
    addToast({ type: 'info', message: 'stack', variant: 'stack' });
    jest.advanceTimersByTime(3000);
    expect(shown.map((t) => t.message)).toEqual(['stack']);
    jest.advanceTimersByTime(2000);
    expect(shown).toEqual([]);
  });

  it('removes by type', () => {
    addToast({ type: 'error', message: 'x' });
    addToast({ type: 'success', message: 'y' });
    removeToastsByType('error');
    expect(shown.map((t) => t.message)).toEqual(['y']);
  });

  it('the confirm dialog resolves with the answer and uses ok/cancel by default', async () => {
    let current: unknown = null;
    confirm$.subscribe((c) => (current = c));
    const answer = showConfirm({ message: 'Sure?' });
    expect(current).toMatchObject({ message: 'Sure?', okLabel: 'ok', cancelLabel: 'cancel' });
    answerConfirm(true);
    await expect(answer).resolves.toBe(true);
    expect(current).toBeNull();
  });
});
