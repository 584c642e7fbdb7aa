// The Indian card tables as provider games: each runs live (live.ts) with its page (page.ts).
import type { GameDefinition, GameInfo } from '../registry';
import { CARD_GAMES } from './catalogue';
import type { CardGame } from './game';
import { CardTableLive, settleOpenCardRound } from './live';
import { cardTablePage } from './page';

/** Measured by cards.test.ts over simulated rounds: the table's main market. */
const RTP_BASIS_POINTS: Record<string, number> = { teen20: 9900, ab: 9690, dt20: 9706, lucky7: 9692, card32: 9650 };

export function cardTableGame(game: CardGame, bettingMs?: number): GameDefinition {
  const info: GameInfo = {
    id: game.id,
    name: game.name,
    section: 'live',
    categories: ['live', 'table'],
    rtpBasisPoints: RTP_BASIS_POINTS[game.id] ?? 9700,
    blurb: game.rules[0] ?? '',
  };
  const live = new CardTableLive(game, info, Date.now, bettingMs ?? game.bettingMs);
  return {
    ...info,
    page: (lang) => cardTablePage(game, lang),
    actions: {
      bet: async (ctx, body) => live.placeBet(ctx.session.playerId, body),
      mine: async (ctx) => live.mine(ctx.session.playerId),
      state: async () => live.snapshot(),
      history: async () => ({ rounds: live.played() }),
    },
    start: (wallet, journal) => live.start(wallet, journal),
    settleOpenRound: settleOpenCardRound(game),
    stop: () => live.stop(),
  };
}

export function cardTableGames(): GameDefinition[] {
  const bettingMs = Number(process.env.KHEL_CARDS_BETTING_MS) || undefined;
  return CARD_GAMES.map((g) => cardTableGame(g, bettingMs));
}
