// What a test does when a service it needs (PostgreSQL, NATS) does not answer: outside CI it skips,
// saying why; under CI (CI=true, as .ci/run sets it) the run fails, so a test that needs the service
// can never pass by doing nothing.

/** Whether this run is CI's (`CI` set to anything but empty, 0 or false, as CI services set it). */
export function underCi(env: NodeJS.ProcessEnv = process.env): boolean {
  const ci = (env.CI ?? '').trim().toLowerCase();
  return ci !== '' && ci !== '0' && ci !== 'false';
}

/** Skips with a warning (returns the reason), or under CI throws: `reason` names the service that did not answer. */
export function serviceMissing(reason: string, what: string, env: NodeJS.ProcessEnv = process.env, warn: (line: string) => void = console.warn): string {
  if (underCi(env)) throw new Error(`${what} cannot run: ${reason} (under CI a missing service fails the run instead of skipping)`);
  warn(`${what} skipped: ${reason}`);
  return reason;
}
