// Blackjack and Three Card Poker kept safe across a restart, an idle player and a full table: every
// debit of a hand is in the round journal before it is sent, the hand's end before its credit; the
// provider "killed" (the game dropped with no goodbye, its journal reopened as at the next start) has
// recovery roll back an unfinished hand's stakes and pay a decided win that was not credited, each
// once, even with recovery run twice. Real file journal in a temporary directory, in-memory wallet.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryWallet } from '../../../test/memory-wallet';
import type { PlayerSession } from '../../sessions';
import type { WalletClient } from '../../wallet/client';
import { FileJournal, openBets, readJournal, type RoundJournal } from '../../journal/journal';
import { openJournals, recoverOpenBets } from '../../journal/recovery';
import type { GameDefinition } from '../registry';
import { blackjackGame, standIdle } from './blackjack-game';
import { foldIdle, threeCardPokerGame } from './poker-game';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'khel-dealer-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const session = (id: string, playerId = 'p1'): PlayerSession => ({ id, playerId, name: 'Asha', gameId: 'blackjack', clientSeed: `seed-${id}`, nonce: 0, lastSeenMs: 0, parentOrigin: '', lang: 'en', coinLabel: '' });
const player = (game: GameDefinition, wallet: WalletClient, s: PlayerSession) => (action: string, body: object = {}) => game.actions[action]!({ session: s, wallet }, body as Record<string, unknown>) as Promise<Json>;

/** Restart: the last run's journal moved aside and recovered (no settlers: dealer hands are never settled from a seed). */
async function restart(wallet: MemoryWallet) {
  const { journal, recovery } = openJournals(dir);
  const report = recovery ? await recoverOpenBets(recovery, await wallet.client(), {}) : null;
  journal.close();
  recovery?.close();
  return report;
}

/** A first run of the provider: player p1 with ₹1,000, a fresh journal. */
async function firstRun() {
  const wallet = new MemoryWallet();
  wallet.balances.set('p1', 1_000_00);
  return { wallet, client: await wallet.client(), journal: openJournals(dir).journal };
}

/** The journal; once `dying()`, the provider "dies" as it is about to write a round's end (nothing more is written; `died` is told). */
function killedAtTheEnd(journal: FileJournal, dying: () => boolean, died: () => void): RoundJournal {
  return {
    bet: (b) => journal.bet(b),
    betIn: (id) => journal.betIn(id),
    round() {},
    closed() {},
    win: (id, a) => journal.win(id, a),
    wins: (wins) => {
      if (!dying()) return journal.wins(wins);
      died();
      return new Promise<void>(() => {});
    },
    done: (id, how) => journal.done(id, how),
  };
}

describe('dealer rounds through the round journal', () => {
  it('refunds, exactly once, a blackjack hand dealt and doubled when the provider died before its end', async () => {
    const { wallet, client, journal } = await firstRun();
    let dying = false;
    let died!: () => void;
    const dead = new Promise<void>((r) => (died = r));
    const game = blackjackGame();
    game.start!(client, killedAtTheEnd(journal, () => dying, died));
    const api = player(game, client, session('s1'));
    let doubled: Json | null = null;
    let before = 0;
    for (let i = 0; i < 200 && !doubled; i++) {
      before = wallet.balanceOf('p1');
      let v = await api('deal', { stakePaise: 10_00 });
      if (!v.over && v.actions.includes('double')) {
        dying = true;
        void api('double'); // the second stake is taken, then the provider dies writing the hand's end
        await dead;
        doubled = v;
      } else while (!v.over) v = await api('stand'); // a hand not to double: played out as usual
    }
    expect(doubled).not.toBeNull();
    game.stop!();
    journal.close();
    const open = [...openBets(readJournal(join(dir, 'rounds.jsonl'))).bets.values()];
    expect(open.map((b) => [b.bet.walletRoundId, b.bet.amountPaise, b.in])).toEqual([
      [doubled!.roundId, 10_00, true],
      [doubled!.roundId, 10_00, true],
    ]);
    expect(wallet.balanceOf('p1')).toBe(before - 20_00);
    const credits = wallet.executed('credit');

    const report = await restart(wallet);
    expect(report).toEqual({ paid: 0, lost: 0, refunded: 2, left: 0 });
    expect(wallet.balanceOf('p1')).toBe(before);
    expect(wallet.executed('rollback')).toBe(2);
    // killed again while recovering: the second pass moves nothing
    await restart(wallet);
    expect(wallet.balanceOf('p1')).toBe(before);
    expect(wallet.executed('rollback')).toBe(2);
    expect(wallet.executed('credit')).toBe(credits);
  });

  it('pays, exactly once, a decided blackjack win whose credit did not reach the wallet', async () => {
    const { wallet, client, journal } = await firstRun();
    const game = blackjackGame();
    game.start!(client, journal);
    const api = player(game, client, session('s2'));
    let won: Json | null = null;
    for (let i = 0; i < 100 && !won; i++) {
      let v = await api('deal', { stakePaise: 10_00 });
      while (!v.over && !(v.active === v.hands.length - 1 && v.hands[v.active].total >= 17)) v = await api(v.hands[v.active].total < 17 ? 'hit' : 'stand');
      if (v.over) continue;
      const before = wallet.balanceOf('p1');
      wallet.down = true; // Khel unreachable for the last stand's credit
      v = await api('stand');
      wallet.down = false;
      if (v.returnPaise > 0) {
        expect(wallet.balanceOf('p1')).toBe(before);
        won = v;
      }
    }
    expect(won).not.toBeNull();
    game.stop!();
    journal.close();
    const balance = wallet.balanceOf('p1');
    const credits = wallet.executed('credit');

    const report = await restart(wallet);
    expect(report).toEqual({ paid: 1, lost: 0, refunded: 0, left: 0 });
    expect(wallet.balanceOf('p1')).toBe(balance + won!.returnPaise);
    await restart(wallet);
    expect(wallet.balanceOf('p1')).toBe(balance + won!.returnPaise);
    expect(wallet.executed('credit')).toBe(credits + 1);
    expect(wallet.executed('rollback')).toBe(0);
  });

  it('closes in the journal every bet of a finished hand: a played poker hand leaves nothing to recover', async () => {
    const { wallet, client, journal } = await firstRun();
    const game = threeCardPokerGame();
    game.start!(client, journal);
    const api = player(game, client, session('s3'));
    await api('deal', { stakePaise: 20_00 });
    const v = await api('play');
    expect(v.stakedPaise).toBe(40_00);
    game.stop!();
    journal.close();
    const records = readJournal(join(dir, 'rounds.jsonl'));
    expect(records.filter((r) => r.k === 'bet').map((r) => r.k === 'bet' && r.id)).toEqual([`${v.roundId}-0`, `${v.roundId}-1`]);
    expect(openBets(records).bets.size).toBe(0);
    expect(wallet.calls.filter((c) => c.call === 'debit').map((c) => c.body.txnId)).toEqual([`d-${v.roundId}-0`, `d-${v.roundId}-1`]);
    if (v.returnPaise > 0) expect(wallet.calls.filter((c) => c.call === 'credit').map((c) => c.body.txnId)).toEqual([`c-${v.roundId}-0`]);
    expect(await restart(wallet)).toBeNull();
  });

  it('finishes a hand left alone past the idle time: blackjack stands, its return credited; poker folds', async () => {
    const { wallet, client, journal } = await firstRun();
    let now = 1_000_000;
    const bj = blackjackGame({ idleMs: 10 * 60_000, clock: () => now });
    bj.start!(client, journal);
    const bjApi = player(bj, client, session('s4'));
    let dealt = await bjApi('deal', { stakePaise: 10_00 });
    for (let i = 0; i < 20 && dealt.over; i++) dealt = await bjApi('deal', { stakePaise: 10_00 });
    expect(dealt.over).toBe(false);
    const before = wallet.balanceOf('p1');
    now += 9 * 60_000;
    expect(await bj.rounds.sweep(standIdle)).toBe(0); // not idle long enough
    expect((await bjApi('state')).round.roundId).toBe(dealt.roundId);
    now += 60_000;
    expect(await bj.rounds.sweep(standIdle)).toBe(1);
    expect((await bjApi('state')).round).toBeNull();
    const credit = wallet.calls.filter((c) => c.call === 'credit' && c.body.roundId === dealt.roundId);
    const returned = credit.reduce((a, c) => a + Math.round(Number(c.body.amount) * 100), 0);
    expect(wallet.balanceOf('p1')).toBe(before + returned);
    if (returned > 0) expect(credit.map((c) => c.body.txnId)).toEqual([`c-${dealt.roundId}-0`]);

    const poker = threeCardPokerGame({ idleMs: 10 * 60_000, clock: () => now });
    poker.start!(client, journal);
    const pokerApi = player(poker, client, session('s5'));
    const hand = await pokerApi('deal', { stakePaise: 20_00 });
    const afterAnte = wallet.balanceOf('p1');
    now += 10 * 60_000;
    expect(await poker.rounds.sweep(foldIdle)).toBe(1);
    expect((await pokerApi('state')).round).toBeNull();
    expect(wallet.balanceOf('p1')).toBe(afterAnte);
    expect(wallet.calls.filter((c) => c.body.roundId === hand.roundId).map((c) => c.call)).toEqual(['debit']);
    bj.stop!();
    poker.stop!();
    journal.close();
    expect(openBets(readJournal(join(dir, 'rounds.jsonl'))).bets.size).toBe(0);
  });

  it('refuses a new deal when the table is full, dropping no open hand', async () => {
    const wallet = new MemoryWallet();
    wallet.balances.set('p1', 1_000_00);
    const client = await wallet.client();
    const game = threeCardPokerGame({ maxOpen: 2 });
    const [a, b, c] = ['t1', 't2', 't3'].map((id) => player(game, client, session(id)));
    const first = await a!('deal', { stakePaise: 20_00 });
    await b!('deal', { stakePaise: 20_00 });
    await expect(c!('deal', { stakePaise: 20_00 })).rejects.toMatchObject({ statusCode: 503, code: 'TABLE_FULL' });
    expect(wallet.balanceOf('p1')).toBe(960_00); // the refused deal took nothing
    expect((await a!('state')).round.roundId).toBe(first.roundId);
    await a!('fold');
    expect((await c!('deal', { stakePaise: 20_00 })).player).toHaveLength(3);
  });
});
