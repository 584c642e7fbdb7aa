import { measureTopBar } from './top-bar';

/** A top bar of `height` px, fixed over the page or in it, with a notice banner of `banner` px and a live-casino bar of `casinoBar` px (0: none). */
function topBar(height: number, position: 'fixed' | 'relative', casinoBar = 0, banner = 24): HTMLElement {
  const bar = document.createElement('div');
  bar.style.position = position;
  bar.getBoundingClientRect = () => ({ height }) as DOMRect;
  const part = (className: string, partHeight: number) => {
    if (!partHeight) return;
    const el = document.createElement('div');
    el.className = className;
    el.getBoundingClientRect = () => ({ height: partHeight }) as DOMRect;
    bar.append(el);
  };
  part('notice-banner', banner);
  part('live-casino-bar', casinoBar);
  return bar;
}

describe('what the fixed top bar takes from the page', () => {
  it("leaves its whole height as the document's scroll padding, so a game's frame scrolled into view stops below the header (1280 px: 124 px)", () => {
    const frame = document.createElement('div');
    const root = document.createElement('html');
    measureTopBar(frame, topBar(124, 'fixed'), root);
    expect(root.style.scrollPaddingTop).toBe('124px');
    expect(frame.style.getPropertyValue('--top-extra-height')).toBe('0px');
  });

  it('counts the live-casino bar below 1024 px, in the padding and in the frame', () => {
    const frame = document.createElement('div');
    const root = document.createElement('html');
    measureTopBar(frame, topBar(165.6, 'fixed', 35.4), root);
    expect(root.style.scrollPaddingTop).toBe('166px');
    expect(frame.style.getPropertyValue('--top-extra-height')).toBe('35px');
  });

  it('takes the notice banner the spec counts off where there is none (a play host): the page starts under the header, not 24 px lower', () => {
    const frame = document.createElement('div');
    const root = document.createElement('html');
    measureTopBar(frame, topBar(100, 'fixed', 0, 0), root);
    expect(root.style.scrollPaddingTop).toBe('100px');
    expect(frame.style.getPropertyValue('--top-extra-height')).toBe('-24px');
    // below 1024 px on a live casino page: the bar added, the banner taken off
    measureTopBar(frame, topBar(135, 'fixed', 35, 0), root);
    expect(frame.style.getPropertyValue('--top-extra-height')).toBe('11px');
  });

  it("leaves nothing on a headerless game page, whose bar is in the page, not over it", () => {
    const root = document.createElement('html');
    root.style.scrollPaddingTop = '124px';
    measureTopBar(document.createElement('div'), topBar(24, 'relative'), root);
    expect(root.style.scrollPaddingTop).toBe('0px');
  });
});
