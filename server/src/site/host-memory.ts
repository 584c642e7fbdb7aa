// What the routes know of the white-label hosts, so that a request needs no database read to learn
// which host it is for (before, one read of hosts a request: a bet's only read outside the
// exchange's writer). Every change of a host through the operator console (hosts-admin.ts: its
// name, configuration, money mode, sections, domains and their approval) forgets every host here
// once its transaction has committed, and, with several instances, on every other instance too
// (cluster.ts relays the forget over NATS). A read that raced a forget is not kept (the generation
// moved on), so a change applies to this instance's next request at once. An entry is read again
// after HOST_MEMORY_MS in any case: the bound on how late a change is seen when it was made on
// another instance whose relayed forget was lost (NATS delivers at most once), or made in the
// database directly (a migration, psql). Bounded: the oldest names go first, so made-up Host
// headers (each answered by the default host) cannot grow it.

import { remember } from '../app/remember';
import type { Sql } from '../store/db';
import type { Host } from './hosts';

/** how long a host's known state is used before it is read again */
export const HOST_MEMORY_MS = 10_000;
const HOST_MEMORY_MAX = 10_000;

export type ReadHost = (db: Sql, hostname: string) => Promise<Host>;

export class HostMemory {
  private readonly hosts = new Map<string, { host: Host; until: number }>();
  private generation = 0;
  private readonly listeners: Array<() => void> = [];

  constructor(private readonly read: ReadHost) {}

  /** The host a (normalised) host name reaches, from memory when it is fresh. Shared: never change it. */
  async host(db: Sql, hostname: string, nowMs: number = Date.now()): Promise<Host> {
    const known = this.hosts.get(hostname);
    if (known && known.until > nowMs) return known.host;
    const generation = this.generation;
    const host = deepFreeze(await this.read(db, hostname));
    if (generation === this.generation) remember(this.hosts, hostname, { host, until: nowMs + HOST_MEMORY_MS }, HOST_MEMORY_MAX);
    return host;
  }

  /**
   * A host changed (or its domains did): every host is read again at its next use. `relay` (the
   * default) tells the listeners (the other instances); a forget from another instance is not relayed.
   */
  forget({ relay = true }: { relay?: boolean } = {}): void {
    this.generation++;
    this.hosts.clear();
    if (relay) for (const listener of this.listeners) listener();
  }

  /** Called with each forget made here (several instances: to tell the others). */
  onForget(listener: () => void): void {
    this.listeners.push(listener);
  }

  get size(): number {
    return this.hosts.size;
  }
}

/** One host object serves many requests at once: freezing it makes a change by one of them throw instead of leaking into the others. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
