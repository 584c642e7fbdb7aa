// Renders shell components the way the frame does: router, site, shell UI state, i18n.
import type { ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { initI18n, type SectionName } from '@khel/shared-kernel';
import { SiteTestProvider, type Site } from '../site/SiteContext';
import { DEFAULT_SITE_FLAGS, type SiteFlags } from '../site/flags';
import { ShellUiProvider } from '../ui/ShellUi';
import { MenuTestProvider, type MenuIds } from '../menu/MenuContext';

/** Every id of the default host's menu. */
export const FULL_MENU: MenuIds = new Set(['4', '1', '2', '7', '4339', '2378961', '-100', 'QT']);

export async function startI18n(): Promise<void> {
  await initI18n(i18next.use(initReactI18next), 'en');
  await i18next.changeLanguage('en');
}

export function testSite(flags: Partial<SiteFlags> = {}, sections: SectionName[] = ['sports', 'racing', 'casino', 'account']): Site {
  return {
    host: 'localhost',
    siteName: 'Khel',
    themeColor: '#c10931',
    remotes: sections.map((name) => ({ name, entry: `http://localhost/${name}/mf-manifest.json` })),
    has: (s) => sections.includes(s),
    flags: { ...DEFAULT_SITE_FLAGS, ...flags },
    socials: {},
    slider: [],
    contact: null,
    logo: '',
    logoBadge: '',
  };
}

export function renderInShell(ui: ReactNode, options: { path?: string; site?: Site; menu?: MenuIds } = {}): RenderResult {
  return render(
    <MemoryRouter initialEntries={[options.path ?? '/']}>
      <SiteTestProvider site={options.site ?? testSite()}>
        <MenuTestProvider ids={options.menu ?? FULL_MENU}>
          <ShellUiProvider>{ui}</ShellUiProvider>
        </MenuTestProvider>
      </SiteTestProvider>
    </MemoryRouter>,
  );
}
