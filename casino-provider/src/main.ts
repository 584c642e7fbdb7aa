// The built-in casino provider: its own process and origin. Talks to Khel only over the
// seamless-wallet API (QT Platform's shape, with its Pass-Key), exactly as a third-party provider would.
import { loadProviderConfig } from './config';
import { WalletClient } from './wallet/client';
import { SessionStore } from './sessions';
import { GameRegistry } from './games/registry';
import { allGames } from './games';
import { createProviderServer } from './http/server';
import { ClientAssets } from './http/assets';
import path from 'node:path';
import { liveHub } from './live/hub';
import { openJournals, recoverInBackground, type OpenRoundSettler } from './journal/recovery';

const config = loadProviderConfig();
const wallet = new WalletClient({ apiUrl: config.apiUrl, providerCode: config.providerCode, passKey: config.passKey });
const games = new GameRegistry(allGames());
// Rounds the last run left open (a crash, kill -9) are settled from its journal: wins paid, dealt
// card rounds settled from their seeds, the rest refunded; this run writes a journal of its own.
const { journal, recovery } = openJournals(config.dataDir);
const settlers: Record<string, OpenRoundSettler> = {};
for (const g of games.list()) if (g.settleOpenRound) settlers[g.id] = g.settleOpenRound;
void recoverInBackground(recovery, wallet, settlers).catch((err: unknown) => console.error('casino provider: recovery failed', err));
for (const g of games.list()) g.start?.(wallet, journal);
const sessions = new SessionStore();
// Khel ended a player's Wallet-Session (a lock, logout, password change): their game sessions end too.
wallet.onSessionEnded = (playerId) => sessions.endPlayer(playerId);
// The pages' browser files, built beside this bundle (build.mjs: dist/client).
const assets = ClientAssets.load(path.join(__dirname, 'client'));
const server = createProviderServer({ wallet, sessions, games, assets, limits: config.limits });
liveHub.attach(server, config.limits);
server.listen(config.port, config.listenHost, () => {
  const { livePerAddress, liveTotal, connections } = config.limits;
  console.log(`casino provider listening on ${config.listenHost}:${config.port} (wallet at ${config.apiUrl}; live sockets ${livePerAddress} per address, ${liveTotal} in all; ${connections} connections)`);
});
const stop = () => {
  for (const g of games.list()) g.stop?.();
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
