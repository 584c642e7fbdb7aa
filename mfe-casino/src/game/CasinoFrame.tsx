// The provider's page in a frame (§2.12): launched through one of the launch calls, with the
// loading pop-up until it has loaded. Its height follows the height messages the frame posts,
// accepted only from the provider's origin and from this frame's window; anything else is ignored.
// The same frame's balance messages make the header fetch the balance again. The player's language
// goes to the provider with the launch (`lang`), so the game's page speaks it; a change of language
// opens the game again in the new one.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshBalance } from '@khel/shared-kernel';

export const HEIGHT_MESSAGE = 'khel-casino-height';
/** The provider says the wallet moved (a stake, a win): the header's balance is fetched again. */
export const BALANCE_MESSAGE = 'khel-casino-balance';
const MIN_HEIGHT = 480;
/** At most one balance fetch per this gap, however often the frame asks. */
const BALANCE_REFRESH_GAP_MS = 500;
const MAX_HEIGHT = 6000;

const fromFrame = (event: MessageEvent, providerOrigin: string, frameWindow: Window | null | undefined) =>
  event.origin === providerOrigin && !!frameWindow && event.source === frameWindow;

/** Whether a message is the expected frame's word that the balance changed. */
export function isBalanceMessage(event: MessageEvent, providerOrigin: string, frameWindow: Window | null | undefined): boolean {
  return fromFrame(event, providerOrigin, frameWindow) && (event.data as { type?: unknown } | null)?.type === BALANCE_MESSAGE;
}

/** The height a message asks for, if it is a well-formed height message from the expected frame. */
export function heightFrom(event: MessageEvent, providerOrigin: string, frameWindow: Window | null | undefined): number | null {
  if (!fromFrame(event, providerOrigin, frameWindow)) return null;
  const data = event.data as { type?: unknown; height?: unknown } | null;
  if (!data || data.type !== HEIGHT_MESSAGE || typeof data.height !== 'number' || !Number.isFinite(data.height)) return null;
  return Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, Math.round(data.height)));
}

/** The provider's launch address with the player's language (en, hi, bn, gu, kn, mr, es). */
export function withLanguage(launchUrl: string, language: string | undefined): string {
  if (!language || !/^[a-z]{2}(-[A-Za-z]{2})?$/.test(language)) return launchUrl;
  try {
    const url = new URL(launchUrl);
    url.searchParams.set('lang', language.slice(0, 2));
    return url.toString();
  } catch {
    return launchUrl;
  }
}

export function CasinoFrame({ launch, launchKey }: { launch: () => Promise<string>; launchKey: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [height, setHeight] = useState(MIN_HEIGHT);
  const frame = useRef<HTMLIFrameElement>(null);
  const lastRefresh = useRef(0);

  useEffect(() => {
    let live = true;
    setUrl(null);
    setFailed(false);
    setLoaded(false);
    launch().then(
      (u) => live && setUrl(withLanguage(u, language)),
      // §8: a failed launch clears the live game state (and the API client has shown the error).
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
    // A new launch for each target; `launch` itself changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [launchKey, language]);

  useEffect(() => {
    if (!url) return;
    const origin = new URL(url).origin;
    const onMessage = (event: MessageEvent) => {
      const frameWindow = frame.current?.contentWindow;
      const h = heightFrom(event, origin, frameWindow);
      if (h !== null) setHeight(h);
      else if (isBalanceMessage(event, origin, frameWindow) && Date.now() - lastRefresh.current > BALANCE_REFRESH_GAP_MS) {
        lastRefresh.current = Date.now();
        void refreshBalance();
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url]);

  if (failed) {
    return (
      <p className="casino-frame__error" role="alert" data-testid="casino-launch-failed">
        {t('casino.launchFailed')}
      </p>
    );
  }
  return (
    <div className="casino-frame">
      {!loaded && (
        <div className="casino-loading" role="dialog" aria-modal="true" aria-label={t('casino.loading')} data-testid="casino-loading">
          <div className="casino-loading__box">
            <span className="casino-loading__spinner" aria-hidden="true" />
            {t('casino.loading')}
          </div>
        </div>
      )}
      {url && (
        <iframe
          ref={frame}
          className="casino-frame__iframe"
          src={url}
          title={t('casino.gameFrame')}
          data-testid="casino-frame"
          style={{ height }}
          allow="autoplay; fullscreen"
          referrerPolicy="origin"
          onLoad={() => setLoaded(true)}
        />
      )}
    </div>
  );
}
