// A provider killed mid-round and started again: the journal it left settles every open bet once.
// The games run with a real file journal in a temporary directory and the in-memory wallet; the
// "kill" is dropping the running game without any goodbye (nothing after the last journal write).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryWallet } from '../../test/memory-wallet';
import type { GameInfo } from '../games/registry';
import { AFTER_CRASH_MS, AviatorLive } from '../games/aviator/live';
import { msToReach } from '../games/aviator/curve';
import { CardTableLive, settleOpenCardRound } from '../games/cards/live';
import { dragonTiger } from '../games/cards/dragon-tiger';
import { TimedTable, settleOpenTableRound } from '../games/tables/timed-table';
import { rouletteRules } from '../games/tables/roulette';
import { openJournals, recoverOpenBets, type OpenRoundSettler } from './recovery';
import { FileJournal, openBets, readJournal } from './journal';

const flush = (ms = 5) => new Promise((r) => setTimeout(r, ms));
const settlers: Record<string, OpenRoundSettler> = { dt20: settleOpenCardRound(dragonTiger), 'roulette-european': settleOpenTableRound(rouletteRules) };
let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'khel-journal-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function cardTable(wallet: MemoryWallet, journal: FileJournal) {
  let now = 7_000_000;
  const info: GameInfo = { id: 'dt20', name: 'Dragon Tiger', section: 'live', categories: [], rtpBasisPoints: 9700, blurb: '' };
  const live = new CardTableLive(dragonTiger, info, () => now, 10_000);
  const internals = live as unknown as { wallet: unknown; journal: unknown; round: { closesAt: number; settlesAt: number; placements: Array<{ card: string }> } };
  internals.wallet = await wallet.client();
  internals.journal = journal;
  live.step(now);
  return { live, round: () => internals.round, at: (t: number) => (now = t) };
}

/** Restart: the last run's journal is moved aside and recovered. */
async function restart(wallet: MemoryWallet) {
  const { journal, recovery } = openJournals(dir);
  const report = recovery ? await recoverOpenBets(recovery, await wallet.client(), settlers) : null;
  return { journal, recovery, report };
}

const dragonBet = { marketId: 'winner', selectionId: 'dragon', side: 'back', odds: 200, stakePaise: 100_00 };

describe('restart recovery from the round journal', () => {
  it('refunds, exactly once, a card bet whose round was still taking bets', async () => {
    const wallet = new MemoryWallet();
    wallet.balances.set('p1', 1_000_00);
    const first = openJournals(dir);
    expect(first.recovery).toBeNull();
    const t = await cardTable(wallet, first.journal);
    await t.live.placeBet('p1', { requestId: 'restart-bet-1', ...dragonBet });
    expect(wallet.balanceOf('p1')).toBe(900_00);
    // killed here (betting still open)

    const second = await restart(wallet);
    expect(second.report).toEqual({ paid: 0, lost: 0, refunded: 1, left: 0 });
    expect(wallet.balanceOf('p1')).toBe(1_000_00);
    expect(wallet.executed('rollback')).toBe(1);

    // Killed again before the recover file was removed: the next start moves no money twice.
    const third = await restart(wallet);
    expect(third.report?.refunded ?? 0).toBeLessThanOrEqual(1);
    expect(wallet.balanceOf('p1')).toBe(1_000_00);
    expect(wallet.calls.filter((c) => c.call === 'credit')).toHaveLength(0);
  });

  it('settles from its seed a card round whose deal had begun, and pays the winner once', async () => {
    const wallet = new MemoryWallet();
    wallet.balances.set('p1', 1_000_00);
    const t = await cardTable(wallet, openJournals(dir).journal);
    await t.live.placeBet('p1', { requestId: 'restart-bet-2', ...dragonBet });
    t.at(t.round().closesAt + 1);
    t.live.step(); // the deal begins; killed before the result
    const [d, g] = t.round().placements.map((p) => 'A23456789TJQK'.indexOf(p.card[0]!));
    const expected = d! > g! ? 1_100_00 : d === g ? 950_00 : 900_00;

    const { report } = await restart(wallet);
    expect(wallet.balanceOf('p1')).toBe(expected);
    expect(report!.refunded).toBe(0);
    expect(wallet.executed('rollback')).toBe(0);
    // again: nothing moves twice
    await restart(wallet);
    expect(wallet.balanceOf('p1')).toBe(expected);
    expect(wallet.executed('credit')).toBe(d! < g! ? 0 : 1);
  });

  it('pays an Aviator cash-out whose credit did not reach the wallet, and refunds a bet still in the air', async () => {
    const wallet = new MemoryWallet();
    wallet.balances.set('p1', 1_000_00);
    let now = 2_000_000;
    const live = new AviatorLive({ id: 'aviator', name: 'Aviator', section: 'live', categories: [], rtpBasisPoints: 9700, blurb: '' }, () => now);
    const internals = live as unknown as { wallet: unknown; journal: unknown; round: { takeOffAt: number; crashPoint: number; crashAt: number | null } };
    internals.wallet = await wallet.client();
    internals.journal = openJournals(dir).journal;
    // Rounds until one flies past 1.5x (both bets are placed in it).
    let cashed = '';
    for (let i = 0; i < 400 && !cashed; i++) {
      live.step(now);
      const a = (await live.placeBet('p1', 'Ravi', { requestId: `restart-av-a-${i}`, panel: 0, stakePaise: 100_00, autoCashOut: null })) as { betId: string };
      await live.placeBet('p1', 'Ravi', { requestId: `restart-av-b-${i}`, panel: 1, stakePaise: 50_00, autoCashOut: null });
      now += 5_000;
      live.step(now);
      if (internals.round.crashPoint >= 150) {
        now = internals.round.takeOffAt + msToReach(150);
        wallet.down = true; // Khel unreachable: the win's credit does not land
        await live.cashOut('p1', { betId: a.betId });
        await flush(400);
        cashed = a.betId;
      } else {
        // crashed (perhaps at take-off, a 1.00x round): both lost; the next round opens after the pause
        now = Math.max(now, internals.round.crashAt!);
        live.step(now);
        now += AFTER_CRASH_MS;
      }
    }
    expect(cashed).not.toBe('');
    live.stop(); // killed mid-flight: panel 1 still in the air
    wallet.down = false;
    const before = wallet.balanceOf('p1');

    const { report } = await restart(wallet);
    expect(report).toEqual({ paid: 1, lost: 0, refunded: 1, left: 0 });
    expect(wallet.balanceOf('p1')).toBe(before + 150_00 + 50_00);
    await restart(wallet);
    expect(wallet.balanceOf('p1')).toBe(before + 150_00 + 50_00);
    expect(readdirSync(dir).filter((f) => f.startsWith('recover-'))).toHaveLength(0);
  });

  it('keeps a bet open while the wallet does not answer, and settles it on a later pass', async () => {
    const wallet = new MemoryWallet();
    wallet.balances.set('p1', 1_000_00);
    const t = await cardTable(wallet, openJournals(dir).journal);
    await t.live.placeBet('p1', { requestId: 'restart-bet-3', ...dragonBet });
    wallet.down = true;
    const down = await restart(wallet);
    expect(down.report!.left).toBe(1);
    expect(wallet.balanceOf('p1')).toBe(900_00);
    wallet.down = false;
    const up = await restart(wallet);
    expect(up.report!.refunded).toBe(1);
    expect(wallet.balanceOf('p1')).toBe(1_000_00);
  });

  it('refunds a roulette stake of a round still taking bets (the same engine as the card tables)', async () => {
    const wallet = new MemoryWallet();
    wallet.balances.set('p1', 1_000_00);
    const now = 9_000_000;
    const info: GameInfo = { id: 'roulette-european', name: 'European Roulette', section: 'live', categories: [], rtpBasisPoints: 9730, blurb: '' };
    const table = new TimedTable(info, rouletteRules, { bettingMs: 15_000, resultMs: 5_000 }, () => now);
    (table as unknown as { journal: unknown }).journal = openJournals(dir).journal;
    const session = { id: 's', playerId: 'p1', name: 'P', gameId: '', clientSeed: 'c', nonce: 0, lastSeenMs: 0, parentOrigin: '', lang: 'en' as const, coinLabel: '' };
    await table.actions.bet!({ session, wallet: await wallet.client() }, { bets: [{ spot: 'red', stakePaise: 100_00 }, { spot: 'n17', stakePaise: 50_00 }] });
    expect(wallet.balanceOf('p1')).toBe(850_00);
    const { report } = await restart(wallet);
    expect(report).toEqual({ paid: 0, lost: 0, refunded: 1, left: 0 });
    expect(wallet.balanceOf('p1')).toBe(1_000_00);
  });

  it('keeps a long-running journal small: past its size it is rewritten with only the open bets', async () => {
    const path = join(dir, 'rounds.jsonl');
    const journal = new FileJournal(path, [], 20_000);
    const bet = (id: string) => ({ id, gameId: 'dt20', gameName: 'Dragon Tiger', playerId: '7', walletRoundId: `r-${id}`, amountPaise: 100_00, round: 'r' });
    journal.round('dt20', 'r', 'seed');
    const flushed = [journal.bet(bet('still-open'))];
    journal.betIn('still-open');
    for (let i = 0; i < 3000; i++) {
      flushed.push(journal.bet(bet(`b${i}`)));
      journal.done(`b${i}`, 'lost');
    }
    // The bets wait for their flush (grouped); the rewrite happens between two flushes.
    await Promise.all(flushed);
    const left = readJournal(path);
    expect(left.length).toBeLessThan(400);
    expect([...openBets(left).bets.keys()]).toEqual(['still-open']);
    expect(openBets(left).rounds.get('dt20:r')).toEqual({ seed: 'seed', closed: false });
    journal.close();
  });
});
