// The provider's server for a test file, with Khel's wallet in memory (QT Platform's shape, the real
// client): started before the file's tests, stopped after; player 42 has ₹1,000 before each test.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { MemoryWallet } from './memory-wallet';
import { SessionStore } from '../src/sessions';
import { GameRegistry, type GameDefinition } from '../src/games/registry';
import { createProviderServer } from '../src/http/server';

export function providerWithWallet(games: () => GameDefinition[]): { memory: MemoryWallet; base: () => string } {
  const memory = new MemoryWallet();
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createProviderServer({ wallet: await memory.client(), sessions: new SessionStore(), games: new GameRegistry(games()) });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    memory.balances.set('42', 1_000_00);
    memory.calls.length = 0;
    memory.transactions.clear();
  });
  return { memory, base: () => base };
}
