// Per-player seed commitments of instant games (slots): the hash of the next round's server seed is
// shown before the player bets; the round reveals that seed and commits to a fresh one.
import { newServerSeed } from '../../fair/seeds';

interface Commitment {
  serverSeed: string;
  hash: string;
  busy: boolean;
}

const MAX_COMMITMENTS = 100_000;

export class InstantSeeds {
  private readonly bySession = new Map<string, Commitment>();

  /** The commitment for the player's next round in this game. */
  current(sessionId: string): Commitment {
    let c = this.bySession.get(sessionId);
    if (!c) {
      if (this.bySession.size >= MAX_COMMITMENTS) this.bySession.delete(this.bySession.keys().next().value!);
      c = { ...newServerSeed(), busy: false };
      this.bySession.set(sessionId, c);
    }
    return c;
  }

  /** Replaces the used seed with a fresh committed one. */
  rotate(sessionId: string): Commitment {
    const c = { ...newServerSeed(), busy: false };
    this.bySession.set(sessionId, c);
    return c;
  }
}
