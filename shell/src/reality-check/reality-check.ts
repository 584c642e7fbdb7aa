// The reality-check reminder's call and its timing (issue 14): the play session began at the login
// (the server keeps it, so a reload continues from it); a reminder falls due every `minutes` of play.
// The timing functions are pure.
import { api, type Envelope, type RealityCheckView } from '@khel/shared-kernel';

export async function fetchRealityCheck(): Promise<RealityCheckView> {
  const { data } = await api.get<Envelope<RealityCheckView>>('account/reality-check');
  return data.data;
}

/** The session's start on this device's clock: the server's start, moved by the two clocks' difference. */
export const localSessionStart = (view: Pick<RealityCheckView, 'sessionStartedAt' | 'serverTime'>, localNowMs: number): number =>
  localNowMs - Math.max(0, Date.parse(view.serverTime) - Date.parse(view.sessionStartedAt));

/** The next moment, after `nowMs`, at which a whole number of intervals has been played. */
export function nextReminderAt(sessionStartMs: number, minutes: number, nowMs: number): number {
  const intervalMs = minutes * 60_000;
  const played = Math.max(0, nowMs - sessionStartMs);
  return sessionStartMs + (Math.floor(played / intervalMs) + 1) * intervalMs;
}

/** Whole hours and minutes played. */
export function playedTime(sessionStartMs: number, nowMs: number): { hours: number; minutes: number } {
  const totalMinutes = Math.max(0, Math.floor((nowMs - sessionStartMs) / 60_000));
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}
