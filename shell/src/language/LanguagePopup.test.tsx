import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { LANGUAGE_STORAGE_KEY } from '@khel/shared-kernel';
import { renderInShell, startI18n } from '../test-support/render';
import { LanguagePopup } from './LanguagePopup';

beforeEach(async () => {
  localStorage.clear();
  await startI18n();
});

describe('the language popup (§2.11)', () => {
  it('shows the title, the text and the seven languages with the current one marked', () => {
    renderInShell(<LanguagePopup onClose={jest.fn()} />);
    expect(screen.getByRole('heading', { name: 'Select Language' })).toBeTruthy();
    expect(screen.getByText('Choose your preferred language from the list below:')).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(7);
    expect(screen.getByTestId('language-option-en').className).toBe('is-current');
    expect((screen.getByRole('radio', { name: /English/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('Confirm applies the choice, persists it and closes', async () => {
    const onClose = jest.fn();
    renderInShell(<LanguagePopup onClose={onClose} />);
    fireEvent.click(screen.getByRole('radio', { name: /हिन्दी/ }));
    fireEvent.click(screen.getByTestId('language-confirm'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(i18next.language).toBe('hi');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
  });

  it('Cancel, the close icon and a click outside close without changing the language', () => {
    const onClose = jest.fn();
    renderInShell(<LanguagePopup onClose={onClose} />);
    fireEvent.click(screen.getByRole('radio', { name: /Español/ }));
    fireEvent.click(screen.getByTestId('language-cancel'));
    fireEvent.click(screen.getByTestId('language-close'));
    fireEvent.mouseDown(screen.getByTestId('language-overlay'));
    fireEvent.mouseDown(screen.getByTestId('language-popup'));
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(i18next.language).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });
});
