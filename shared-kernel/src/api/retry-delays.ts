// The waits between tries after a lost connection, for the API client's calls (reconnect.ts) and
// every live socket (live/reconnecting-socket.ts): 1 s, 2 s, 4 s, then every 8 s. Pure, so a Web
// Worker can take it without the kernel's state.

/** The waits between tries: 1 s, 2 s, 4 s, then 8 s. */
export const RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000, 4_000, 8_000];

export const retryDelay = (tries: number): number => RETRY_DELAYS_MS[Math.min(tries, RETRY_DELAYS_MS.length - 1)]!;
