// Betfair's non-interactive (certificate) login: instead of a session token pasted into
// KHEL_BETFAIR_SESSION, the feed logs in itself. POST https://identitysso-cert.betfair.com/api/certlogin
// over TLS with the account's client certificate, the X-Application header and a form body
// (username, password); the answer is {sessionToken, loginStatus}, SUCCESS or the reason
// (INVALID_USERNAME_OR_PASSWORD, CERT_AUTH_REQUIRED, ACCOUNT_LOCKED…). The password and the token
// never reach a log line or an error.
import { request } from 'node:https';

export const DEFAULT_LOGIN_URL = 'https://identitysso-cert.betfair.com/api/certlogin';

export interface CertLoginOptions {
  url?: string;
  appKey: string;
  username: string;
  password: string;
  /** the client certificate and its private key (PEM), as registered with the Betfair account */
  cert: string | Buffer;
  key: string | Buffer;
  /** a certificate authority to trust besides the system's (a local stand-in's) */
  ca?: string | Buffer;
  timeoutMs?: number;
}

/** Logs in with the client certificate; returns the session token, or throws the reason Betfair gave. */
export function certLogin(o: CertLoginOptions): Promise<string> {
  const body = new URLSearchParams({ username: o.username, password: o.password }).toString();
  return new Promise((resolve, reject) => {
    const req = request(
      o.url ?? DEFAULT_LOGIN_URL,
      {
        method: 'POST',
        cert: o.cert,
        key: o.key,
        ca: o.ca ? [o.ca] : undefined,
        timeout: o.timeoutMs ?? 10_000,
        headers: {
          'X-Application': o.appKey,
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          let answer: { sessionToken?: string; loginStatus?: string } = {};
          try {
            answer = JSON.parse(text) as typeof answer;
          } catch {
            // an HTML error page: reported by its status below
          }
          if (res.statusCode === 200 && answer.loginStatus === 'SUCCESS' && answer.sessionToken) return resolve(answer.sessionToken);
          const reason = /^[A-Z_]{3,60}$/.test(answer.loginStatus ?? '') ? answer.loginStatus! : `HTTP ${res.statusCode ?? '?'}`;
          reject(new Error(`Betfair certificate login refused: ${reason}`));
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('Betfair certificate login timed out')));
    // a TLS failure (no client certificate accepted) says what failed, never the credentials
    req.on('error', (err) => reject(new Error(`Betfair certificate login failed: ${(err as NodeJS.ErrnoException).code ?? err.message.replace(o.password, '***')}`)));
    req.end(body);
  });
}
