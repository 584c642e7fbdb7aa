// The two response envelopes the client reads (spec §7).

/** Most calls: `{status, msg, data}`. */
export interface Envelope<T> {
  status: boolean;
  msg: string;
  data: T;
  /** present (true) when the session is gone and the client must log out */
  logout?: boolean;
  /** a fresh bearer token; the client replaces its stored one */
  token?: string;
}

/** The account-area calls: `{success, result}`. */
export interface SuccessEnvelope<T> {
  success: boolean;
  result: T;
  message?: string;
}
