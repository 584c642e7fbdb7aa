// How many stream WebSockets one client address may hold at once (KHEL_STREAM_MAX_PER_ADDRESS):
// one address could otherwise open thousands of anonymous sockets, each holding memory and a
// subscriber. The address is the request's (req.ip: through a proxy listed in KHEL_TRUST_PROXY,
// the client it forwarded for). A connection counts from its upgrade request until its TCP
// socket closes, so one refused or failed after the count still gives its place back.

import type { Socket } from 'node:net';

export class AddressCaps {
  private readonly open = new Map<string, number>();

  /** `max` connections per address; 0: no cap */
  constructor(readonly max: number) {}

  /** Counts a connection of `address` until `socket` closes; false (nothing counted) when the address holds `max` already. */
  take(address: string, socket: Socket): boolean {
    const held = this.open.get(address) ?? 0;
    if (this.max > 0 && held >= this.max) return false;
    this.open.set(address, held + 1);
    socket.once('close', () => {
      const left = (this.open.get(address) ?? 1) - 1;
      if (left > 0) this.open.set(address, left);
      else this.open.delete(address);
    });
    return true;
  }

  /** connections `address` holds now */
  held(address: string): number {
    return this.open.get(address) ?? 0;
  }
}
