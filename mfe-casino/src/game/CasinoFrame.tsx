// The provider's page in a frame (§2.12): launched through one of the launch calls, with the
// loading pop-up until it has loaded. Its height follows the height messages the frame posts,
// accepted only from the provider's origin and from this frame's window; anything else is ignored.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const HEIGHT_MESSAGE = 'khel-casino-height';
const MIN_HEIGHT = 480;
const MAX_HEIGHT = 6000;

/** The height a message asks for, if it is a well-formed height message from the expected frame. */
export function heightFrom(event: MessageEvent, providerOrigin: string, frameWindow: Window | null | undefined): number | null {
  if (event.origin !== providerOrigin || !frameWindow || event.source !== frameWindow) return null;
  const data = event.data as { type?: unknown; height?: unknown } | null;
  if (!data || data.type !== HEIGHT_MESSAGE || typeof data.height !== 'number' || !Number.isFinite(data.height)) return null;
  return Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, Math.round(data.height)));
}

export function CasinoFrame({ launch, launchKey }: { launch: () => Promise<string>; launchKey: string }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [height, setHeight] = useState(MIN_HEIGHT);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    let live = true;
    setUrl(null);
    setFailed(false);
    setLoaded(false);
    launch().then(
      (u) => live && setUrl(u),
      // §8: a failed launch clears the live game state (and the API client has shown the error).
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
    // A new launch for each target; `launch` itself changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [launchKey]);

  useEffect(() => {
    if (!url) return;
    const origin = new URL(url).origin;
    const onMessage = (event: MessageEvent) => {
      const h = heightFrom(event, origin, frame.current?.contentWindow);
      if (h !== null) setHeight(h);
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
