// Where the started product answers; the ports follow the same environment as `npm start`.
import { ports } from '@khel/tools/ports';

export const FIXTURE_PORT = Number(process.env.KHEL_FIXTURE_PORT ?? 3009);
export const shellUrl = (host = 'localhost') => `http://${host}:${ports.shell}`;
export const remoteOrigin = (section: 'sports' | 'racing' | 'casino' | 'account', host = 'localhost') =>
  `http://${host}:${ports[section]}`;
/** A RegExp for every request to a remote's origin. */
export const remoteOriginPattern = (section: 'sports' | 'racing' | 'casino' | 'account') =>
  new RegExp(`^${remoteOrigin(section).replaceAll('.', '\\.')}/`);
