// The live stream across instances. Whatever the exchange of one instance tells its own stream hub
// (a market changed, a fancy line moved, a player's balance or orders changed) is published on NATS
// and told to every other instance's hub as if it had happened there:
//   <prefix>.market.<marketId>  the owner's sequence and best levels of each runner (or a bare touch)
//   <prefix>.fancy.<fancyId>    a fancy line changed (the hub reads it from the database)
//   <prefix>.player.<userId>    a player's balance changed, or one of their bets (bet id and change)
//   <prefix>.forget             markets whose status changed (in play): bets read it afresh
// So a subscriber on any instance gets every market's images and deltas with the owner's sequence
// numbers, and a resume token from one instance resumes on another. Markets owned elsewhere are
// priced from the depth last published by their owner (asked of it on first use). A sequence is the
// bucket's lease token, then the owner's count (Leases.streamSeq): it keeps growing when another
// instance takes the market over, and an instance keeps only a depth newer than the one it holds, so
// a page (which drops a message no newer than the last it holds) never misses a change.

import type { OrderChange } from '@khel/shared-kernel/contract';
import type { Exchange } from '../exchange/exchange';
import { atShare, type HouseLevel } from '../domain/order-book';
import { clusterMessages } from '../observability/metrics';
import type { Bus } from './bus';
import type { DepthView } from './front';
import type { Leases } from './leases';

/** A market's depth as published: its sequence, and each runner's best levels [price, size, the house's part of it] back and lay. */
export interface DepthMessage {
  o: string;
  s?: number;
  r?: Array<[selectionId: number, back: Array<[number, number, number?]>, lay: Array<[number, number, number?]>]>;
}
type PlayerMessage = { o: string; k: 'p' } | { o: string; k: 'o'; b: number; c: OrderChange };

/** Tells every instance's stream that a player's balance changed, from outside any instance (the operator CLI). */
export function publishPlayerMoney(bus: Bus, from: string, userId: number): void {
  bus.publish(bus.subject('player', userId), { o: from, k: 'p' } satisfies PlayerMessage);
}

const LEVELS = 3;
const EMPTY: DepthView = { availableToBack: () => [], availableToLay: () => [] };
const levels = (l: Array<[number, number, number?]>): HouseLevel[] => l.map(([price, sizePaise, housePaise]) => ({ price, sizePaise, housePaise: housePaise ?? 0 }));
const wire = (l: readonly HouseLevel[]): Array<[number, number, number]> => l.map((x) => [x.price, x.sizePaise, x.housePaise]);

export class Fanout {
  private readonly depth = new Map<string, { seq: number; runners: Map<number, { back: HouseLevel[]; lay: HouseLevel[] }> }>();
  private readonly dirty = new Set<string>();
  private scheduled = false;
  private relaying = false;
  private readonly asking = new Set<string>();
  private readonly off: Array<() => void> = [];

  constructor(
    private readonly bus: Bus,
    private readonly leases: Leases,
    private readonly real: Exchange,
  ) {}

  private get me(): string {
    return this.leases.instanceId;
  }

  start(): void {
    const ev = this.real.events;
    const onMarket = (id: string) => {
      if (this.relaying) return;
      this.dirty.add(id);
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    };
    const onFancy = (id: number) => !this.relaying && this.send(this.bus.subject('fancy', id), { o: this.me }, 'fancy');
    const onPlayer = (u: number) => !this.relaying && this.send(this.bus.subject('player', u), { o: this.me, k: 'p' }, 'player');
    const onOrder = (u: number, b: number, c: OrderChange) => !this.relaying && this.send(this.bus.subject('player', u), { o: this.me, k: 'o', b, c }, 'order');
    ev.on('market', onMarket);
    ev.on('fancy', onFancy);
    ev.on('player', onPlayer);
    ev.on('order', onOrder);
    this.off.push(
      () => ev.off('market', onMarket),
      () => ev.off('fancy', onFancy),
      () => ev.off('player', onPlayer),
      () => ev.off('order', onOrder),
    );

    this.bus.subscribe<DepthMessage>(this.bus.subject('market', '>'), (m, subject) => {
      if (m.o === this.me) return;
      const marketId = subject.slice(this.bus.subject('market', '').length);
      clusterMessages.inc({ direction: 'in', kind: 'market' });
      // Owned here: a touch moves its sequence on, and the depth goes out with it; nobody else's depth counts.
      if (this.leases.owns(marketId)) {
        if (!m.r) this.real.touchMarket(marketId);
        return;
      }
      // Elsewhere: only the owner's depth with a newer sequence is news (a bare touch is for the owner).
      if (m.r && this.remember(marketId, m)) this.relay(() => this.real.events.emit('market', marketId));
    });
    this.bus.subscribe<{ o: string }>(this.bus.subject('fancy', '*'), (m, subject) => {
      if (m.o === this.me) return;
      clusterMessages.inc({ direction: 'in', kind: 'fancy' });
      this.relay(() => this.real.events.emit('fancy', Number(subject.split('.').pop())));
    });
    this.bus.subscribe<PlayerMessage>(this.bus.subject('player', '*'), (m, subject) => {
      if (m.o === this.me) return;
      const userId = Number(subject.split('.').pop());
      clusterMessages.inc({ direction: 'in', kind: m.k === 'o' ? 'order' : 'player' });
      this.relay(() => (m.k === 'o' ? this.real.events.emit('order', userId, m.b, m.c) : this.real.events.emit('player', userId)));
    });
    this.bus.subscribe<{ o: string; m: string[] }>(this.bus.subject('forget'), (m) => {
      for (const id of m.m) this.real.forgetMarket(id);
    });
  }

  stop(): void {
    for (const f of this.off) f();
  }

  /** The depth of an owned market, as published. */
  depthOf(marketId: string): DepthMessage {
    const r: NonNullable<DepthMessage['r']> = [];
    for (const [selectionId, book] of this.real.books.market(marketId)) {
      const { toBack, toLay } = book.depth(LEVELS);
      r.push([selectionId, wire(toBack), wire(toLay)]);
    }
    return { o: this.me, s: this.ownSeq(marketId), r };
  }

  /** An owned market's sequence (see Leases.streamSeq). */
  ownSeq(marketId: string): number {
    return this.leases.streamSeq(marketId, this.real.marketSeq(marketId));
  }

  /** After a takeover: these markets' sequences move on (past the old owner's) and their depth goes out. */
  announce(marketIds: Iterable<string>): void {
    for (const id of marketIds) if (this.leases.owns(id)) this.real.touchMarket(id);
  }

  /** Depth of markets owned elsewhere, in bulk (a joining instance's first look); returns how many were new. */
  learn(depths: Record<string, DepthMessage>): number {
    let n = 0;
    for (const [marketId, m] of Object.entries(depths)) {
      if (!this.leases.owns(marketId) && this.remember(marketId, m)) {
        n++;
        this.relay(() => this.real.events.emit('market', marketId));
      }
    }
    return n;
  }

  forget(marketIds: string[]): void {
    if (marketIds.length > 0) this.bus.publish(this.bus.subject('forget'), { o: this.me, m: marketIds });
  }

  /** Asks the owner to touch a market it owns (the feed changed its bookmaker quotes, say). */
  touch(marketId: string): void {
    this.send(this.bus.subject('market', marketId), { o: this.me }, 'market');
  }

  remoteSeq(marketId: string): number {
    const known = this.depth.get(marketId);
    if (!known) this.ask(marketId);
    return known?.seq ?? 0;
  }

  remoteBook(marketId: string, selectionId: number): DepthView {
    const known = this.depth.get(marketId);
    if (!known) {
      this.ask(marketId);
      return EMPTY;
    }
    const runner = known.runners.get(selectionId);
    if (!runner) return EMPTY;
    // a level the owner's best three hold only the house's orders may drop out at a low share: fewer levels, never more size
    return { availableToBack: (n, share) => atShare(runner.back, share, n), availableToLay: (n, share) => atShare(runner.lay, share, n) };
  }

  private flush(): void {
    this.scheduled = false;
    const ids = [...this.dirty];
    this.dirty.clear();
    for (const id of ids) {
      // Only the owner's books are the truth; another instance only says that something changed.
      this.send(this.bus.subject('market', id), this.leases.owns(id) ? this.depthOf(id) : { o: this.me }, 'market');
    }
  }

  /**
   * Keeps an owner's depth when its sequence is newer than the one held (a market's sequence only
   * grows, even across owners), so a page never gets two different states under one sequence.
   */
  private remember(marketId: string, m: DepthMessage): boolean {
    const held = this.depth.get(marketId);
    if (held && (m.s ?? 0) <= held.seq) return false;
    this.depth.set(marketId, {
      seq: m.s ?? 0,
      runners: new Map((m.r ?? []).map(([sel, back, lay]) => [sel, { back: levels(back), lay: levels(lay) }])),
    });
    return true;
  }

  /** First use of a market owned elsewhere: its owner is asked for its depth; the stream hears when it comes. */
  private ask(marketId: string): void {
    if (this.asking.has(marketId)) return;
    const owner = this.leases.ownerOf(marketId);
    if (!owner || owner === this.me) return;
    this.asking.add(marketId);
    this.bus
      .request<{ ok: boolean; v?: DepthMessage }>(this.bus.subject('rpc', owner), { op: 'depth', m: marketId, a: [] }, 2000)
      .then((answer) => {
        if (answer.ok && answer.v && !this.leases.owns(marketId) && this.remember(marketId, answer.v)) {
          this.relay(() => this.real.events.emit('market', marketId));
        }
      })
      .catch(() => undefined)
      .finally(() => this.asking.delete(marketId));
  }

  private relay(emit: () => void): void {
    this.relaying = true;
    try {
      emit();
    } finally {
      this.relaying = false;
    }
  }

  private send(subject: string, value: unknown, kind: string): void {
    clusterMessages.inc({ direction: 'out', kind });
    this.bus.publish(subject, value);
  }
}
