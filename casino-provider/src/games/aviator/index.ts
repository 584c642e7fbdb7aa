// Aviator as a provider game: the live engine (live.ts), its page (page.ts) and its calls.
import type { GameDefinition, GameInfo } from '../registry';
import { AviatorLive } from './live';
import { aviatorPage } from './page';

const info: GameInfo = {
  id: 'aviator',
  name: 'Aviator',
  section: 'live',
  categories: ['live', 'shows'],
  // Any cash-out target returns 97 %: 10^6 simulated rounds measure 97.1–97.3 % (fairness.test.ts).
  rtpBasisPoints: 9700,
  blurb: 'Cash out before the plane flies away',
  aliases: ['SPB-aviator'],
};

export function aviatorGame(live = new AviatorLive(info)): GameDefinition {
  return {
    ...info,
    page: (lang) => aviatorPage(lang),
    actions: {
      bet: async (ctx, body) => live.placeBet(ctx.session.playerId, ctx.session.name, body),
      cashout: async (ctx, body) => live.cashOut(ctx.session.playerId, body),
      state: async () => live.snapshot(),
      history: async () => ({ terminalHash: live.terminalHash, rounds: live.played() }),
    },
    start: (wallet, journal) => live.start(wallet, journal),
    stop: () => live.stop(),
  };
}
