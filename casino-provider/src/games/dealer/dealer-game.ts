// What every game against the dealer shares (blackjack, Three Card Poker): the round engine
// (dealer-round.ts: seeds, the stake's DEBIT, one open round per session, the idle-hand sweep), its
// state and fairness calls, the deal, and each move run in the round's turn (DealerRounds.step). A game
// gives only its own part: the round a deal opens, what the player may see of it, its page, its moves
// and how a hand left alone ends.
import type { PageContent } from '../../http/page';
import type { Lang } from '../../i18n';
import type { RandomSource } from '../../fair/seeds';
import type { GameAction, GameContext, GameDefinition, GameInfo } from '../registry';
import { DealerRounds, type DealerOptions, type OpenRound } from './dealer-round';

/** A move of an open round, run in its turn: the answer the page gets. */
export type DealerMove<G> = (ctx: GameContext, round: OpenRound<G>, rounds: DealerRounds<G>) => Promise<object>;

export interface DealerMoves<G> {
  /** the round a deal opens for its first stake */
  deal(random: RandomSource, stakePaise: number): G;
  /** what the player may see of a round (the dealer's hidden cards left out) */
  view(round: OpenRound<G>): object;
  page(game: GameInfo, lang: Lang): PageContent;
  /** a hand left alone (dealer-round.ts IDLE_MS) is ended so; what it returns */
  idle(round: OpenRound<G>): number;
  /** the answer to the deal (default: the view and the balance; a game whose round may end at once ends it here) */
  dealt?: (ctx: GameContext, round: OpenRound<G>, balancePaise: number, rounds: DealerRounds<G>) => Promise<object>;
  /** the moves after the deal, by action name */
  moves: Record<string, DealerMove<G>>;
}

export function dealerGame<G>(info: GameInfo, game: DealerMoves<G>, options: DealerOptions = {}): GameDefinition & { rounds: DealerRounds<G> } {
  const rounds = new DealerRounds<G>(info, options);
  const inTurn = (move: DealerMove<G>): GameAction => (ctx) => rounds.step(ctx.session, (round) => move(ctx, round, rounds));
  const moves = Object.fromEntries(Object.entries(game.moves).map(([name, move]) => [name, inTurn(move)]));
  return {
    ...info,
    rounds,
    start: (_wallet, journal) => rounds.begin(journal, game.idle),
    stop: () => rounds.stop(),
    page: (lang) => game.page(info, lang),
    actions: {
      ...rounds.actions(game.view),
      deal: async (ctx, body) => {
        const { round, balancePaise } = await rounds.start(ctx, body.stakePaise, game.deal);
        return game.dealt ? game.dealt(ctx, round, balancePaise, rounds) : { ...game.view(round), balancePaise };
      },
      ...moves,
    },
  };
}
