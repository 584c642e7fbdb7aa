import { screen } from '@testing-library/react';
import { AxiosHeaders, type AxiosAdapter } from 'axios';
import i18next from 'i18next';
import { api, chooseLanguage, loadPartTexts } from '@khel/shared-kernel';
import { renderInShell, startI18n } from '../test-support/render';
import { CountryPage } from './CountryPage';

const answer = (country: string | null): AxiosAdapter => async (config) => ({
  data: { status: true, msg: '', data: { country, allowed: false, moneyMode: 'real' } },
  status: 200,
  statusText: 'OK',
  headers: new AxiosHeaders(),
  config,
});

let original: typeof api.defaults.adapter;
beforeAll(async () => {
  await startI18n();
  await loadPartTexts('auth'); // the page's English comes with the auth dialog's (shell-pages.tsx)
});
beforeEach(() => {
  original = api.defaults.adapter;
});
afterEach(async () => {
  api.defaults.adapter = original;
  await chooseLanguage('en', i18next);
});

describe('the page that says why a real-money host refuses the country (issue 33)', () => {
  it("names the site, the visitor's country from the server, and what they may still do", async () => {
    api.defaults.adapter = answer('PK');
    renderInShell(<CountryPage />);
    expect(screen.getByRole('heading').textContent).toBe('Not available in your country');
    expect(screen.getByTestId('country-page').textContent).toContain('Khel offers real-money play only in the countries its licence allows.');
    expect((await screen.findByTestId('country-page-from')).textContent).toBe('You are visiting from Pakistan.');
    expect(screen.getByTestId('country-page-home').getAttribute('href')).toBe('/');
  });

  it('says so when the address names no country, and reads in the player’s language', async () => {
    api.defaults.adapter = answer(null);
    await chooseLanguage('hi', i18next);
    renderInShell(<CountryPage />);
    expect((await screen.findByTestId('country-page-from')).textContent).toBe('हम यह नहीं जान सके कि आप किस देश से देख रहे हैं।');
    expect(screen.getByRole('heading').textContent).toBe('आपके देश में उपलब्ध नहीं');
  });
});
