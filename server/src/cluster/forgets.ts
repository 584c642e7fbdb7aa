// A forget relayed between instances over NATS (cluster.shareForgets): what one instance's memory
// forgot (app/memory.ts), forgotten on the others. The message: { o: the instance that forgot, k: the
// key (absent: everything) }. The version before sent and read players' limits as { o, u } (u: the
// player's id): during a rolling deploy an instance of it ignored { o, k } and this version read
// { o, u } as "everything", so a limit set on one could reach the other only when its memory went
// stale (15 s). So `u` is read as the key, and sent beside `k` while instances of that version may
// still run (an old hosts reader forgets everything on any message: `u` is nothing to it).
import type { Memory } from '../app/memory';

export interface RelayedForget {
  /** the instance that forgot */
  o: string;
  /** the key forgotten; absent (and no `u`): everything */
  k?: unknown;
  /** the key as the version before sent and reads it */
  u?: unknown;
}

/** The message telling the others that `key` (undefined: everything) was forgotten here. */
export function forgetMessage(instanceId: string, key: unknown): RelayedForget {
  return key === undefined ? { o: instanceId } : { o: instanceId, k: key, u: key };
}

/** Forgets here, without relaying, what another instance forgot; a key `isKey` refuses is not acted on. */
export function receiveForget<K>(
  message: RelayedForget,
  to: { self: string; memory: Pick<Memory<K, unknown>, 'forget' | 'forgetAll'>; isKey: (key: unknown) => key is K },
): void {
  if (message.o === to.self) return;
  const key = message.k !== undefined ? message.k : message.u;
  if (key === undefined) to.memory.forgetAll({ relay: false });
  else if (to.isKey(key)) to.memory.forget(key, { relay: false });
}
