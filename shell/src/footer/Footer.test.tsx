import { screen } from '@testing-library/react';
import { renderInShell, startI18n, testSite } from '../test-support/render';
import { LeftDrawer } from '../mobile/LeftDrawer';
import { isLiveCasinoPage, LiveCasinoBar } from '../mobile/LiveCasinoBar';
import { Footer } from './Footer';

const contact = { wpnumber: '+919000000001', instagram: '', facebook: '', twitter: '', telegram: 'https://t.me/khel_support', email: 'support@khel.local', message: 'We are here 24x7 on WhatsApp.' };
const withContact = (showContact = true) => ({ ...testSite({ showContact }), contact });

beforeAll(startI18n);
/** A 390px screen: the frame's media query (min-width 1024px) does not match. */
function onPhone(): () => void {
  const matchMedia = (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList;
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
  return () => Reflect.deleteProperty(window, 'matchMedia');
}

describe('the footer (§2.9)', () => {
  it('has the UPI and bank transfer badges, the regulator and responsible-gambling badges, and the two app buttons', () => {
    renderInShell(<Footer />);
    expect(screen.getByTestId('badge-upi').textContent).toBe('UPI');
    expect(screen.getByTestId('badge-bank').textContent).toBe('Bank Transfer');
    expect(screen.getByTestId('badge-regulator').textContent).toBe('Licensed & Regulated');
    expect(screen.getByTestId('badge-responsible').getAttribute('href')).toBe('/responsible-gambling');
    expect(screen.getByTestId('android-app').textContent).toBe('Android App');
    expect(screen.getByTestId('score-app').textContent).toBe('Score App');
  });

  it('shows the contact-us block on desktop only when the host enables it', () => {
    const { unmount } = renderInShell(<Footer />, { site: withContact() });
    expect(screen.getByTestId('footer-contact').textContent).toContain('Contact Us');
    expect(screen.getByTestId('footer-contact-whatsapp').getAttribute('href')).toBe('https://wa.me/919000000001');
    unmount();
    renderInShell(<Footer />, { site: withContact(false) });
    expect(screen.queryByTestId('footer-contact')).toBeNull();
  });

  it('leaves the contact-us block out of the mobile footer', () => {
    const restore = onPhone();
    renderInShell(<Footer />, { site: withContact() });
    expect(screen.queryByTestId('footer-contact')).toBeNull();
    restore();
  });
});

describe('the mobile left drawer (§2.5)', () => {
  it('has the contact block on the home page only', () => {
    const { unmount } = renderInShell(<LeftDrawer onClose={() => undefined} />, { site: withContact() });
    expect(screen.getByTestId('drawer-contact').textContent).toContain('support@khel.local');
    unmount();
    renderInShell(<LeftDrawer onClose={() => undefined} />, { site: withContact(), path: '/sports-page/Cricket/4' });
    expect(screen.queryByTestId('drawer-contact')).toBeNull();
  });
});

describe('the live-casino bar (§2.2)', () => {
  it('belongs to the live casino pages', () => {
    for (const path of ['/casino-live/SPB-aviator/SPB', '/table-casino-live/Teen', '/casino_live/5', '/livegames/aura/FAWK', '/casino-lobby/casino']) expect(isLiveCasinoPage(path)).toBe(true);
    for (const path of ['/', '/aviator', '/slot-games', '/casino-lobby/slot-games', '/indian-card-games']) expect(isLiveCasinoPage(path)).toBe(false);
  });

  it('links the live games the menu holds', () => {
    renderInShell(<LiveCasinoBar />, { menu: new Set(['QT']) });
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Live Casino', 'Aviator']);
  });
});
