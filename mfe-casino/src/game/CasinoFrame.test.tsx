import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { CasinoFrame, heightFrom, HEIGHT_MESSAGE, withLanguage } from './CasinoFrame';

const PROVIDER = 'http://localhost:3905';

describe('heightFrom', () => {
  const frameWindow = {} as Window;
  const message = (init: Partial<MessageEventInit>) => new MessageEvent('message', { origin: PROVIDER, source: frameWindow as MessageEventSource, data: { type: HEIGHT_MESSAGE, height: 900 }, ...init });

  it('accepts a height message from the provider origin and its frame, within bounds', () => {
    expect(heightFrom(message({}), PROVIDER, frameWindow)).toBe(900);
    expect(heightFrom(message({ data: { type: HEIGHT_MESSAGE, height: 10 } }), PROVIDER, frameWindow)).toBe(480);
    expect(heightFrom(message({ data: { type: HEIGHT_MESSAGE, height: 1e9 } }), PROVIDER, frameWindow)).toBe(6000);
  });

  it('ignores other origins, other windows and malformed messages', () => {
    expect(heightFrom(message({ origin: 'http://evil.example' }), PROVIDER, frameWindow)).toBeNull();
    expect(heightFrom(message({ source: window }), PROVIDER, frameWindow)).toBeNull();
    expect(heightFrom(message({ data: { type: 'other', height: 900 } }), PROVIDER, frameWindow)).toBeNull();
    expect(heightFrom(message({ data: { type: HEIGHT_MESSAGE, height: '900' } }), PROVIDER, frameWindow)).toBeNull();
    expect(heightFrom(message({ data: null }), PROVIDER, frameWindow)).toBeNull();
  });
});

describe('withLanguage', () => {
  it("adds the player's language to the provider's launch address, and leaves odd values out", () => {
    expect(withLanguage(`${PROVIDER}/launch?token=abc&game=dt20`, 'hi')).toBe(`${PROVIDER}/launch?token=abc&game=dt20&lang=hi`);
    expect(withLanguage(`${PROVIDER}/launch?token=abc`, 'kn-IN')).toBe(`${PROVIDER}/launch?token=abc&lang=kn`);
    expect(withLanguage(`${PROVIDER}/launch?token=abc`, undefined)).toBe(`${PROVIDER}/launch?token=abc`);
    expect(withLanguage(`${PROVIDER}/launch?token=abc`, 'x"><script>')).toBe(`${PROVIDER}/launch?token=abc`);
  });
});

describe('CasinoFrame', () => {
  it("opens the game in the player's language", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'mr', resources: { mr: { translation: {} } } });
    render(
      <I18nextProvider i18n={i18n}>
        <CasinoFrame launch={() => Promise.resolve(`${PROVIDER}/launch?token=abc`)} launchKey="lang" />
      </I18nextProvider>,
    );
    const frame = (await screen.findByTestId('casino-frame')) as HTMLIFrameElement;
    expect(frame.src).toBe(`${PROVIDER}/launch?token=abc&lang=mr`);
  });

  it('shows the loading pop-up, then the provider frame; a message from another origin changes nothing', async () => {
    render(<CasinoFrame launch={() => Promise.resolve(`${PROVIDER}/launch?token=abc`)} launchKey="a" />);
    expect(screen.getByTestId('casino-loading')).toBeTruthy();
    const frame = (await screen.findByTestId('casino-frame')) as HTMLIFrameElement;
    expect(frame.src).toBe(`${PROVIDER}/launch?token=abc`);
    expect(frame.style.height).toBe('480px');
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin: 'http://evil.example', data: { type: HEIGHT_MESSAGE, height: 2000 } }));
    });
    expect(frame.style.height).toBe('480px');
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin: PROVIDER, source: frame.contentWindow as MessageEventSource, data: { type: HEIGHT_MESSAGE, height: 1500 } }));
    });
    expect(frame.style.height).toBe('1500px');
  });

  it('says so when the launch fails', async () => {
    render(<CasinoFrame launch={() => Promise.reject(new Error('no'))} launchKey="b" />);
    expect(await screen.findByTestId('casino-launch-failed')).toBeTruthy();
  });
});
