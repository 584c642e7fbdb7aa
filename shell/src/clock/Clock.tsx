// The site clock (§9): the time now in the player's zone (India, offset 330, labelled 'GMT +5.5:30';
// or the device or system zone per the time setting), refreshed every second. In the header on
// desktop and in the bottom bar below 1024px. The time is the server's (§7.1 GET server-time: the
// device's clock corrected by the offset the kernel measures once, a little after the page has loaded).
import { useEffect, useState } from 'react';
import { api, dateTimeIn, serverNow, zoneLabel } from '@khel/shared-kernel';
import { useTimeSetting } from '../session/useSession';
import './clock.css';

export const CLOCK_REFRESH_MS = 1000;
/** The server's clock is asked after the first screen's calls (a visitor's home loads no HTTP client before). */
export const SERVER_CLOCK_DELAY_MS = 2000;

export function Clock({ className = '' }: { className?: string }) {
  const setting = useTimeSetting();
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), CLOCK_REFRESH_MS);
    const sync = setTimeout(
      () =>
        void import(/* webpackChunkName: "server-clock" */ './server-clock-sync')
          .then((m) => m.syncServerClock(api))
          .then(() => setNow(serverNow()), () => undefined),
      SERVER_CLOCK_DELAY_MS,
    );
    return () => {
      clearInterval(timer);
      clearTimeout(sync);
    };
  }, []);
  const at = new Date(now);
  return (
    <time className={`clock ${className}`} data-testid="clock" data-setting={setting} dateTime={at.toISOString()} title={dateTimeIn(at, setting, true)}>
      <span data-testid="clock-time">{dateTimeIn(at, setting, true).slice(11)}</span>
      <small data-testid="clock-zone">{zoneLabel(setting, at)}</small>
    </time>
  );
}
