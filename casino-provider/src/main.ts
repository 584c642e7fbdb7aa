// The built-in casino provider: its own process and origin. Talks to Khel only over the
// seamless-wallet API (signed HTTP), exactly as a third-party provider would.
import { loadProviderConfig } from './config';
import { WalletClient } from './wallet/client';
import { SessionStore } from './sessions';
import { GameRegistry } from './games/registry';
import { allGames } from './games';
import { createProviderServer } from './http/server';
import { liveHub } from './live/hub';

const config = loadProviderConfig();
const wallet = new WalletClient({ apiUrl: config.apiUrl, providerCode: config.providerCode, secret: config.secret });
const games = new GameRegistry(allGames());
for (const g of games.list()) g.start?.(wallet);
const server = createProviderServer({ wallet, sessions: new SessionStore(), games });
liveHub.attach(server);
server.listen(config.port, config.listenHost, () => {
  console.log(`casino provider listening on ${config.listenHost}:${config.port} (wallet at ${config.apiUrl})`);
});
const stop = () => {
  for (const g of games.list()) g.stop?.();
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
