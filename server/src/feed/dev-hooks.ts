// A development helper's way into the running simulator (POST /dev/feed/session-line, only with
// KHEL_DEV_HELPERS=on and never in production): end-to-end tests ask it to hold a session line of
// a cricket match in play open and still for a few minutes, so a fancy bet never waits on the
// simulator's clock. The request is queued and served at the simulator's next step (never in the
// middle of one); only the instance running the simulator can serve it.

export interface HeldSessionLine {
  fancyId: number;
  noLine: number;
  heldUntilMs: number;
}

export interface SessionLineRequest {
  matchId: number;
  holdMs: number;
  answer: (held: HeldSessionLine | string) => void;
}

const pending: SessionLineRequest[] = [];
let simulators = 0;

/** The simulator says it runs here (start) or no longer does (stop). */
export function simulatorRunning(running: boolean): void {
  simulators += running ? 1 : -1;
  if (simulators === 0) for (const r of pending.splice(0)) r.answer('the simulator stopped');
}

/** The requests waiting for the simulator's next step (taken: each is answered once). */
export const takeSessionLineRequests = (): SessionLineRequest[] => pending.splice(0);

/** Asks the simulator to hold a session line of `matchId`; answers the line, or why not. */
export function holdSessionLine(matchId: number, holdMs: number, timeoutMs = 15_000): Promise<HeldSessionLine | string> {
  if (simulators === 0) return Promise.resolve('no simulator runs on this instance (KHEL_FEED=simulator, and this instance must hold the feed)');
  return new Promise((resolve) => {
    const request: SessionLineRequest = { matchId, holdMs, answer: resolve };
    pending.push(request);
    setTimeout(() => {
      const at = pending.indexOf(request);
      if (at < 0) return;
      pending.splice(at, 1);
      resolve('the simulator did not step in time');
    }, timeoutMs).unref();
  });
}
