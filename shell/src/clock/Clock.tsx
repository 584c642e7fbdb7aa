// The site clock (§9): the time now in the player's zone (India, offset 330, labelled 'GMT +5.5:30';
// or the device or system zone per the time setting), refreshed every second. In the header on
// desktop and in the bottom bar below 1024px.
import { useEffect, useState } from 'react';
import { dateTimeIn, zoneLabel } from '@khel/shared-kernel';
import { useTimeSetting } from '../session/useSession';
import './clock.css';

export const CLOCK_REFRESH_MS = 1000;

export function Clock({ className = '' }: { className?: string }) {
  const setting = useTimeSetting();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const at = new Date(now);
  return (
    <time className={`clock ${className}`} data-testid="clock" data-setting={setting} dateTime={at.toISOString()} title={dateTimeIn(at, setting, true)}>
      <span data-testid="clock-time">{dateTimeIn(at, setting, true).slice(11)}</span>
      <small data-testid="clock-zone">{zoneLabel(setting, at)}</small>
    </time>
  );
}
