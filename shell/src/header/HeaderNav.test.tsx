import { act, fireEvent, screen } from '@testing-library/react';
import { renderInShell, startI18n } from '../test-support/render';
import { fittingLinkCount } from '../frame/nav-fit';
import { wordmarkFits } from './SiteLogo';
import { HeaderNav } from './HeaderNav';

beforeAll(startI18n);

describe('how many header links fit (§2.3)', () => {
  it('keeps every link when all fit, else as many as fit beside More', () => {
    expect(fittingLinkCount([50, 60, 70], 10, 200, 40)).toBe(3); // 50+10+60+10+70 = 200
    expect(fittingLinkCount([50, 60, 70], 10, 199, 40)).toBe(2); // 40 +10+50 +10+60 = 170; +10+70 > 199
    expect(fittingLinkCount([50, 60, 70], 10, 100, 40)).toBe(1);
    expect(fittingLinkCount([50, 60, 70], 10, 40, 40)).toBe(0);
    expect(fittingLinkCount([], 10, 0, 40)).toBe(0);
  });

  it('shows a wordmark only where it reads at 20 px high or more', () => {
    expect(wordmarkFits(120, 258, 40)).toBe(false); // 258/40*20 = 129
    expect(wordmarkFits(129, 258, 40)).toBe(true);
    expect(wordmarkFits(10, 0, 0)).toBe(true); // not loaded yet: no switch
  });
});

describe("the header's section links", () => {
  const widthOf = (el: Element) => (el.classList.contains('header__more') ? 50 : (el.textContent ?? '').length * 8);
  let navWidth = 2000;
  beforeEach(() => {
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return { width: widthOf(this), height: 20, top: 0, left: 0, right: widthOf(this), bottom: 20, x: 0, y: 0, toJSON: () => ({}) } as DOMRect;
    });
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('header__nav') ? navWidth : 0;
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows every link and no More when they fit', () => {
    navWidth = 2000;
    renderInShell(<HeaderNav />);
    expect(document.querySelectorAll('.header__nav > a.nav-overflow')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /More/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Slots' })).toBeTruthy();
  });

  it('moves the links that do not fit under More, hidden from the bar, and opens them', () => {
    navWidth = 300;
    renderInShell(<HeaderNav />);
    const hidden = [...document.querySelectorAll('.header__nav > a.nav-overflow')].map((a) => a.textContent);
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden).toContain('Slots');
    expect(screen.queryByRole('link', { name: 'Slots' })).toBeNull(); // aria-hidden in the bar
    const shownInBar = [...document.querySelectorAll('.header__nav > a:not(.nav-overflow)')];
    const used = shownInBar.reduce((sum, a) => sum + widthOf(a) + 12, 50);
    expect(used).toBeLessThanOrEqual(300);
    act(() => fireEvent.click(screen.getByTestId('nav-more')));
    const panel = screen.getByTestId('nav-more-panel');
    expect([...panel.querySelectorAll('a')].map((a) => a.textContent)).toEqual(hidden);
    act(() => fireEvent.click(screen.getByRole('link', { name: 'Slots' })));
    expect(screen.queryByTestId('nav-more-panel')).toBeNull();
  });
});
