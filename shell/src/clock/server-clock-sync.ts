// GET server-time (§7.1), once per page load: the offset of the kernel's serverNow is the server's time
// less the device's at the middle of the round trip. Loaded by the clock after the first screen (not
// part of the shell's first load). A failure is logged only (§8) and keeps the device's time; the next
// call asks again.
import { setServerClockOffset, type ApiClient, type Envelope, type ServerTime } from '@khel/shared-kernel';

let syncing: Promise<number | null> | null = null;

export function syncServerClock(client: ApiClient, deviceNow: () => number = Date.now): Promise<number | null> {
  syncing ??= (async () => {
    const sent = deviceNow();
    const { data } = await client.get<Envelope<ServerTime>>('server-time');
    const received = deviceNow();
    if (!data.status || !Number.isFinite(data.data?.epochMs)) throw new Error('no server time in the answer');
    const offset = Math.round(data.data.epochMs - (sent + received) / 2);
    setServerClockOffset(offset);
    return offset;
  })().catch((err: unknown) => {
    console.warn('server-time failed', err);
    syncing = null;
    return null;
  });
  return syncing;
}

/** Forgets the measure (tests). */
export function resetServerClockSync(): void {
  syncing = null;
  setServerClockOffset(0);
}
