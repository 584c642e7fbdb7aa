import { fireEvent, screen } from '@testing-library/react';
import { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { api } from '@khel/shared-kernel';
import { renderInShell, startI18n, testSite } from '../test-support/render';
import { applyHostIcons, baseDomainOf, fetchLogo } from '../site/site-config';
import { SiteLogo } from './SiteLogo';

beforeAll(startI18n);

describe('the host logo (§1, §2.3, §7.1 getLogo)', () => {
  it("shows the host's logo image with the site name as its alt text, linking home", () => {
    renderInShell(<SiteLogo />, { site: { ...testSite(), siteName: 'Second Innings', logo: '/api/v1/content/assets/second/logo?v=1' } });
    const img = screen.getByTestId('site-logo');
    expect(img.getAttribute('src')).toBe('/api/v1/content/assets/second/logo?v=1');
    expect(img.getAttribute('alt')).toBe('Second Innings');
    expect(screen.getByTestId('site-name').getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Second Innings' })).toBeTruthy();
  });

  it('shows the name when the host has no logo, or when its image fails to load', () => {
    const { unmount } = renderInShell(<SiteLogo />);
    expect(screen.queryByTestId('site-logo')).toBeNull();
    expect(screen.getByTestId('site-name').textContent).toBe('Khel');
    unmount();
    renderInShell(<SiteLogo />, { site: { ...testSite(), logo: '/broken.svg' } });
    fireEvent.error(screen.getByTestId('site-logo'));
    expect(screen.queryByTestId('site-logo')).toBeNull();
    expect(screen.getByTestId('site-name').textContent).toBe('Khel');
  });

  it('asks getLogo with the encoded base domain as the only key, and puts the favicon and touch icon in the head', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const adapter: AxiosAdapter = async (config) => {
      seen.push(config);
      return {
        data: { status: true, msg: '', data: { logo: '/l', favicon: '/f?v=2', touchIcon: '/t?v=2', siteName: 'Khel' } },
        status: 200,
        statusText: 'OK',
        headers: new AxiosHeaders(),
        config,
      };
    };
    const original = api.defaults.adapter;
    api.defaults.adapter = adapter;
    try {
      expect(baseDomainOf('WWW.Play.Example.com')).toBe('play.example.com');
      const logo = await fetchLogo('www.play.example.com');
      expect(seen[0]!.url).toBe('content/getLogo');
      expect(JSON.parse(seen[0]!.data as string)).toEqual({ 'play.example.com': '' });
      applyHostIcons(logo);
      expect(document.querySelector<HTMLLinkElement>('link[rel="icon"]')!.getAttribute('href')).toBe('/f?v=2');
      expect(document.querySelector<HTMLLinkElement>('link[rel="apple-touch-icon"]')!.getAttribute('href')).toBe('/t?v=2');
      applyHostIcons({ logo: '', favicon: '', touchIcon: '', siteName: 'Bare' });
      expect(document.querySelector<HTMLLinkElement>('link[rel="icon"]')!.getAttribute('href')).toBe('/f?v=2');
    } finally {
      api.defaults.adapter = original;
    }
  });
});
