import { formatTime } from '@khel/shared-kernel/time';
import { useTimeSetting } from './hooks';

/** A time in the player's time setting (India, device or system zone). */
export function When({ at, pattern = 'DD/MM/YYYY HH:mm:ss' }: { at: string | null; pattern?: string }) {
  const setting = useTimeSetting();
  return at ? <time dateTime={at}>{formatTime(at, setting, pattern)}</time> : <>-</>;
}
