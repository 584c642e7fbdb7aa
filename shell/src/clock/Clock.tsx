// The site clock (§9): the time now in the player's zone (India, offset 330, labelled 'GMT +5.5:30';
// or the device or system zone per the time setting), refreshed every second. In the header on
// desktop and in the bottom bar below 1024px.
import { useEffect, useState } from 'react';
import { formatTime, zoneLabel } from '@khel/shared-kernel';
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
    <time className={`clock ${className}`} data-testid="clock" data-setting={setting} dateTime={at.toISOString()} title={formatTime(at, setting, 'DD/MM/YYYY HH:mm:ss')}>
      <span data-testid="clock-time">{formatTime(at, setting, 'HH:mm:ss')}</span>
      <small data-testid="clock-zone">{zoneLabel(setting, at)}</small>
    </time>
  );
}
