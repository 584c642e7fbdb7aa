// The server's clock (§7.1 GET server-time): the site clock and the start countdowns read the time from
// it, not from a device whose clock may be minutes off. The shell measures the offset once (its clock's
// server-clock-sync.ts, loaded after the first screen); until then the device's own time is used.
let offsetMs = 0;

/** The time now by the server's clock (the device's until the offset is known). */
export const serverNow = (): number => Date.now() + offsetMs;

/** Sets the offset the shell measured (0 forgets it). */
export const setServerClockOffset = (ms: number): void => {
  offsetMs = ms;
};
