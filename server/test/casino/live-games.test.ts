// The live casino games in the event search (spec §2.8, sport 77777): listed where the host has its
// casino section, and a result's id (/casino_live/{id}) launches that very game.
// The games are those of the host's catalogue, here the built-in provider's real server's.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createProviderServer } from '../../../casino-provider/src/http/server';
import { GameRegistry } from '../../../casino-provider/src/games/registry';
import { SessionStore } from '../../../casino-provider/src/sessions';
import { allGames } from '../../../casino-provider/src/games';
import type { WalletClient } from '../../../casino-provider/src/wallet/client';
import { startTestApp, post, type TestApp } from '../support/app';
import { createPlayer } from '../support/players';

let t: TestApp;
let provider: Server;
beforeAll(async () => {
  provider = createProviderServer({ wallet: {} as WalletClient, sessions: new SessionStore(), games: new GameRegistry(allGames()) });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  t = await startTestApp({ KHEL_PROVIDER_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}` });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => provider.close(() => resolve()));
});

type Entry = { id: number; match_id: number; match_name: string; sport_id: number; inplay: boolean };
const casinoEntries = (data: Entry[]) => data.filter((e) => e.sport_id === 77777);

describe('casino games in the search list', () => {
  it('lists the live tables as sport 77777 for visitors and players of a host with casino', async () => {
    const visitor = await post(t.app, 'match/matches');
    const listed = casinoEntries(visitor.body.data as Entry[]);
    expect(listed.map((e) => e.match_name)).toEqual(expect.arrayContaining(['Aviator', 'Teen Patti 20-20', 'Andar Bahar', 'Dragon Tiger', 'Lucky 7', '32 Cards']));
    const dragonTiger = listed.find((e) => e.match_name === 'Dragon Tiger')!;
    expect(dragonTiger).toEqual(expect.objectContaining({ id: 77704, match_id: 77704, inplay: true }));
    const p = await createPlayer(t.db);
    const player = await post(t.app, 'match/getMatches', undefined, { token: p.token });
    expect(casinoEntries(player.body.data as Entry[]).map((e) => e.id)).toEqual(listed.map((e) => e.id));
  });

  it('lists none on a host without the casino section', async () => {
    const second = await post(t.app, 'match/matches', undefined, { host: 'second.localhost' });
    expect(second.statusCode).toBe(200);
    expect(casinoEntries(second.body.data as Entry[])).toEqual([]);
  });

  it("launches a result's game from its id, and keeps provider game ids as they are", async () => {
    const p = await createPlayer(t.db);
    const byId = await post(t.app, 'lotus/lobbyUrl', { game_id: '77704', game_type: 'live' }, { token: p.token });
    expect(new URL(byId.body.launchUrl as string).searchParams.get('game')).toBe('dt20');
    const byName = await post(t.app, 'lotus/lobbyUrl', { game_id: 'baccarat', game_type: 'live' }, { token: p.token });
    expect(new URL(byName.body.launchUrl as string).searchParams.get('game')).toBe('baccarat');
    const unknown = await post(t.app, 'lotus/lobbyUrl', { game_id: '99', game_type: 'live' }, { token: p.token });
    expect(new URL(unknown.body.launchUrl as string).searchParams.get('game')).toBe('99');
    const demo = await createPlayer(t.db, { isDemo: true });
    expect((await post(t.app, 'lotus/lobbyUrl', { game_id: '77704' }, { token: demo.token })).body.msg).toBe('Please login from your read ID.');
  });
});
