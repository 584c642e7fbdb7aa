// The front's routing of fancy calls, with a router that records what it is asked (no NATS, no
// database): a fancy's bet and settlement go to the fancy's owner under its key, and a forwarded
// bet carries one idempotency key however often the router sends it, even when it is at last run here
// (the real Router, with a bus and leases that play an owner seen dead after a forward).

import type { Exchange, PlacedBet } from '../../src/exchange/exchange';
import { exchangeFront, type MarketRouter, type RoutedOp } from '../../src/cluster/front';
import { fancyKey } from '../../src/exchange/core/positions';
import type { LossRoom } from '../../src/domain/responsible-gambling';
import { Router } from '../../src/cluster/router';
import { NoAnswer } from '../../src/cluster/bus';

interface Routed {
  op: RoutedOp;
  key: string;
  args: unknown[];
  idempotent: boolean;
  /** what each send would carry (the router sends again after a lost answer when idempotent) */
  sends: unknown[][];
}

function recordingRouter(): { router: MarketRouter; routed: Routed[] } {
  const routed: Routed[] = [];
  let keys = 0;
  const router = {
    owns: () => false,
    async call<T>(op: RoutedOp, key: string, args: unknown[], opts: { idempotent?: boolean; forwardArgs?: () => unknown[] } = {}): Promise<T> {
      // like Router.call: the forwarded arguments are made once, and a retry sends the same ones
      const sent = opts.forwardArgs?.() ?? args;
      routed.push({ op, key, args, idempotent: opts.idempotent ?? false, sends: [sent, sent] });
      const placed: PlacedBet = { betId: 7, matchedPaise: 100, unmatchedPaise: 0, replayed: false };
      return placed as T;
    },
    newIdempotencyKey: () => `fwd:test-${++keys}`,
  } as unknown as MarketRouter;
  return { router, routed };
}

const real = { books: {} } as unknown as Exchange;

test("a fancy bet goes to the fancy's owner by its key, with an idempotency key made once when the player gave none", async () => {
  const { router, routed } = recordingRouter();
  const front = exchangeFront(real, router);
  const bet = { fancyId: 9001, isBack: true, line: 46, rate: 100, stakePaise: 10_000 };
  const lossRoom: LossRoom = [{ period: 'day', limitPaise: 50_000, roomPaise: 20_000 }];
  await front.placeFancyBet(12, bet, lossRoom);
  expect(routed).toHaveLength(1);
  const [r] = routed;
  expect(r).toMatchObject({ op: 'placeFancyBet', key: fancyKey(9001), idempotent: true, args: [12, bet, lossRoom] });
  expect(r!.sends[0]).toEqual([12, { ...bet, clientRef: 'fwd:test-1' }, lossRoom]);
  expect(r!.sends[1]).toBe(r!.sends[0]);

  await front.placeFancyBet(12, { ...bet, clientRef: 'players-own' });
  expect(routed[1]!.sends[0]![1]).toMatchObject({ clientRef: 'players-own' });
});

test("a fancy's settlement goes to its owner by its key, and may be sent again (settling twice changes nothing)", async () => {
  const { router, routed } = recordingRouter();
  const front = exchangeFront(real, router);
  await front.settleFancy(9001, 52, 'operator:3', null);
  await front.settleFancy(9002, null, 'feed');
  expect(routed.map(({ op, key, args, idempotent }) => ({ op, key, args, idempotent }))).toEqual([
    { op: 'settleFancy', key: fancyKey(9001), args: [9001, 52, 'operator:3', null], idempotent: true },
    { op: 'settleFancy', key: fancyKey(9002), args: [9002, null, 'feed', null], idempotent: true },
  ]);
});

test('a bet whose forward went unanswered, run here once this instance owns its market, carries the forward’s idempotency key', async () => {
  // the owner ('o') takes the forward and is then seen dead; this instance ('me') takes its buckets over
  const owners = ['o', 'me'];
  const leases = {
    instanceId: 'me',
    ownerOf: () => owners[0],
    owns: () => owners[0] === 'me',
    liveInstances: () => ['me'],
    refresh: async () => void owners.splice(0, owners.length > 1 ? 1 : 0),
    checkNow: async () => undefined,
  };
  const sends: unknown[] = [];
  const bus = {
    subject: (...parts: unknown[]) => parts.join('.'),
    request: async (_subject: string, req: { a: unknown[] }) => {
      sends.push(req.a);
      throw new NoAnswer('timeout');
    },
  };
  const ran: unknown[][] = [];
  const placed: PlacedBet = { betId: 9, matchedPaise: 0, unmatchedPaise: 10_000, replayed: false };
  const realExchange = { books: {}, placeFancyBet: async (...a: unknown[]) => (ran.push(a), placed) } as unknown as Exchange;
  const router = new Router({ bus, leases, real: realExchange, db: {}, fanout: {}, log: () => undefined } as unknown as ConstructorParameters<typeof Router>[0]);
  const front = exchangeFront(realExchange, router);
  const bet = { fancyId: 9001, isBack: true, line: 46, rate: 100, stakePaise: 10_000 };
  await expect(front.placeFancyBet(12, bet)).resolves.toEqual(placed);
  expect(sends).toHaveLength(1);
  const forwardedBet = (sends[0] as unknown[])[1] as { clientRef: string };
  expect(forwardedBet.clientRef).toMatch(/\S/);
  // run here with the key the forward carried: if the lost forward was done, this is its replay, not a second bet
  expect(ran).toEqual([[12, forwardedBet, null]]);
});
