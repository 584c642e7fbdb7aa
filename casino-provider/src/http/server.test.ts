// The provider's HTTP surface with a wallet in memory: launch, pages, a spin's money and fairness,
// and the refusals.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createHash } from 'node:crypto';
import { launchWallet } from '../../test/launch-wallet';
import { SessionStore } from '../sessions';
import { GameRegistry } from '../games/registry';
import { slotGames } from '../games/slots';
import { createProviderServer } from './server';

const { wallet, money } = launchWallet();

let server: Server;
let base = '';
beforeAll(async () => {
  server = createProviderServer({ wallet, sessions: new SessionStore(), games: new GameRegistry(slotGames()) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  money.balance = 100_00;
  money.debits.length = 0;
});

async function launch(game = 'slot-lotus-sevens'): Promise<{ session: string; location: string }> {
  const res = await fetch(`${base}/launch?token=good-token&game=${game}`, { redirect: 'manual', headers: { referer: 'http://localhost:3500/slot-games' } });
  expect(res.status).toBe(302);
  const location = res.headers.get('location')!;
  return { location, session: new URL(location, base).searchParams.get('s')! };
}

// Answers are read loosely here; their shapes are checked by the games' own types.
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const json = async (res: Response) => (await res.json()) as Json;

const api = (session: string, path: string, body: unknown) =>
  fetch(`${base}/api/games/slot-lotus-sevens/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-session': session }, body: JSON.stringify(body) });

describe('the provider', () => {
  it('opens a session from a launch token and serves the game page, messages addressed to the launching origin', async () => {
    const { location } = await launch();
    expect(location).toMatch(/^\/play\/slot-lotus-sevens\?s=[\w-]{32}&lang=en$/);
    const pageRes = await fetch(`${base}${location}`);
    // framed only by the same host's Khel shell, with the browser protections of every Khel origin
    const shell = `http://${new URL(base).hostname}:${process.env.KHEL_SHELL_PORT || 3000}`;
    expect(pageRes.headers.get('content-security-policy')).toMatch(new RegExp(`; frame-ancestors ${shell}$`));
    expect(pageRes.headers.get('x-content-type-options')).toBe('nosniff');
    const page = await pageRes.text();
    expect(page).toContain('data-testid="slot-machine"');
    expect(page).toContain('data-parent-origin="http://localhost:3500"');
    expect((await fetch(`${base}/launch?token=stolen`, { redirect: 'manual' })).status).toBe(403);
    expect((await fetch(`${base}/play/slot-lotus-sevens?s=made-up`)).status).toBe(403);
  });

  it('spins: stake debited, win credited, the committed seed revealed and reproducing the reels', async () => {
    const { session } = await launch();
    const state = await json(await api(session, 'state', {}));
    const res = await api(session, 'spin', { stakePaise: 10_00 });
    expect(res.status).toBe(200);
    const spin = await json(res);
    expect(money.debits).toEqual([10_00]);
    expect(spin.balancePaise).toBe(100_00 - 10_00 + spin.winPaise);
    expect(money.balance).toBe(spin.balancePaise);
    expect(spin.fairness.hash).toBe(state.commitment);
    expect(createHash('sha256').update(spin.fairness.serverSeed).digest('hex')).toBe(state.commitment);
    expect(spin.commitment).not.toBe(state.commitment);
    const check = await json(await api(session, 'verify', spin.fairness));
    expect(check.window).toEqual(spin.window);
  });

  it('refuses bad stakes, missing funds, unknown sessions and calls', async () => {
    const { session } = await launch();
    expect((await api(session, 'spin', { stakePaise: 7_00 })).status).toBe(400);
    expect((await api(session, 'spin', { stakePaise: '1000' })).status).toBe(400);
    money.balance = 5_00;
    const broke = await api(session, 'spin', { stakePaise: 10_00 });
    expect(broke.status).toBe(402);
    expect((await json(broke)).message).toBe('Insufficient balance');
    expect(money.balance).toBe(5_00);
    expect((await api('made-up', 'spin', { stakePaise: 10_00 })).status).toBe(401);
    expect((await api(session, 'constructor', {})).status).toBe(404);
    expect((await fetch(`${base}/api/games/slot-lotus-sevens/spin`, { method: 'POST', headers: { 'x-session': session }, body: 'not json' })).status).toBe(400);
  });
});
