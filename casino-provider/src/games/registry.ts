// How a game plugs into the provider. A game is one folder under src/games/ exporting a
// `GameDefinition`; src/games/index.ts lists them. The provider serves its page at
// /play/{id}?s={session} and routes POST /api/games/{id}/{action} to its `actions`. Money moves
// only through `ctx.wallet` (Khel's seamless wallet), never anywhere else.
import type { WalletClient } from '../wallet/client';
import type { PlayerSession } from '../sessions';
import type { Lang } from '../i18n';
import type { RoundJournal } from '../journal/journal';
import type { OpenRoundSettler } from '../journal/recovery';
import type { PageContent } from '../http/page';

/** The lobby's categories (spec §3: liveCasino tabs and slotsGames tabs). */
export type LiveCategory = 'top' | 'live' | 'table' | 'poker' | 'blackjack' | 'baccarat' | 'roulette' | 'shows' | 'virtual';
export type SlotCategory = 'main' | 'all' | 'fishing' | 'bingo' | 'virtual' | 'multiplayer' | 'scratch';

export interface GameInfo {
  /** stable id used in launch calls and URLs, e.g. 'slot-lotus-sevens' */
  id: string;
  name: string;
  /** 'slots' games are listed under the slots lobby, 'live' under live casino */
  section: 'slots' | 'live';
  categories: ReadonlyArray<LiveCategory | SlotCategory>;
  /** return to player in basis points (9600 = 96.00%), as measured by the game's RTP test */
  rtpBasisPoints: number;
  /** one line for the lobby tile */
  blurb: string;
  /** other ids the operator's site launches it by (e.g. 'SPB-aviator' from /casino-live/SPB-aviator/SPB) */
  aliases?: readonly string[];
}

/** What a game's action receives: the player's session and the provider's services. */
export interface GameContext {
  session: PlayerSession;
  wallet: WalletClient;
}

export class GameActionError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code = 'REFUSED',
  ) {
    super(message);
  }
}

export type GameAction = (ctx: GameContext, body: Record<string, unknown>) => Promise<unknown>;

export interface GameDefinition extends GameInfo {
  /**
   * the page in the player's language: its markup, which browser module runs it (src/client) and
   * that module's data (the provider wraps it in its page frame, src/http/page.ts)
   */
  page(lang: Lang): PageContent;
  /** the round engine's calls: spin, bet, state... */
  actions: Record<string, GameAction>;
  /**
   * timed games start their clock here, the dealer games their idle-hand sweep (called once when the
   * provider starts); they write each bet's fate to `journal`, so a restart settles what they leave
   * open (src/journal/)
   */
  start?(wallet: WalletClient, journal: RoundJournal): void;
  /** settles, from its committed seed, a round of this game whose deal had begun when the provider stopped */
  settleOpenRound?: OpenRoundSettler;
  stop?(): void;
}

export class GameRegistry {
  private readonly games = new Map<string, GameDefinition>();
  private readonly aliases = new Map<string, GameDefinition>();

  constructor(games: readonly GameDefinition[]) {
    for (const g of games) {
      if (this.games.has(g.id)) throw new Error(`two games with id ${g.id}`);
      this.games.set(g.id, g);
      for (const alias of g.aliases ?? []) this.aliases.set(alias, g);
    }
  }

  get(id: string): GameDefinition | undefined {
    return this.games.get(id) ?? this.aliases.get(id);
  }

  list(): GameDefinition[] {
    return [...this.games.values()];
  }
}
