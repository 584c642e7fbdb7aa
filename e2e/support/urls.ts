// Where the started product answers; the ports follow the same environment as `npm start`.
import { ports } from '@khel/tools/ports';

export const FIXTURE_PORT = Number(process.env.KHEL_FIXTURE_PORT ?? 3009);
export const shellUrl = (host = 'localhost') => `http://${host}:${ports.shell}`;
/** The server's own port on this machine (the development outbox answers only here). */
export const serverUrl = () => `http://127.0.0.1:${ports.server}`;
export const remoteOrigin = (section: 'sports' | 'racing' | 'casino' | 'account', host = 'localhost') =>
  `http://${host}:${ports[section]}`;
/** A RegExp for every request to a remote's origin. */
export const remoteOriginPattern = (section: 'sports' | 'racing' | 'casino' | 'account') =>
  new RegExp(`^${remoteOrigin(section).replaceAll('.', '\\.')}/`);
