// Blackjack as a provider game: deal (the stake's DEBIT), hit, stand, double and split (each a further
// DEBIT of the round), the return CREDITed when the round ends (dealer-round.ts). The dealer's hole card
// stays hidden until the player is done; the round's seed is revealed with the result, and the page
// rebuilds the cards in the browser from it (src/client/blackjack.ts).
import type { PageContent } from '../../http/page';
import type { Lang } from '../../i18n';
import type { BlackjackData } from '../../client/blackjack';
import { GameActionError, type GameContext, type GameDefinition, type GameInfo } from '../registry';
import { fairPanel, pageText, playControls } from '../instant/instant-page';
import { BLACKJACK_DECKS, BlackjackGame, blackjackReturns, total, type BlackjackAction } from './blackjack';
import type { DealerOptions, DealerRounds, OpenRound } from './dealer-round';
import { dealerGame, type DealerMove } from './dealer-game';

export const BLACKJACK: GameInfo = {
  id: 'blackjack',
  name: 'Blackjack',
  section: 'live',
  categories: ['table', 'blackjack'],
  // returned ÷ staked (doubles and splits included) with the basic strategy of blackjack.ts, measured
  // over 10^6 simulated rounds (bench/instant-rtp.mjs, BENCHMARKS.md §10)
  rtpBasisPoints: 9950,
  blurb: '6 decks · blackjack pays 3 to 2 · dealer stands on 17',
};

/** The round as the player may see it: the hole card hidden while the player plays. */
function view(round: OpenRound<BlackjackGame>) {
  const { round: r } = round.play;
  const dealer = r.over ? r.dealer : [r.dealer[0]!];
  return {
    roundId: round.roundId,
    dealer,
    dealerTotal: total(dealer).total,
    hands: r.hands.map((h) => ({ cards: h.cards, stakePaise: h.stakePaise, doubled: h.doubled, total: total(h.cards).total })),
    active: r.active,
    actions: round.play.actions(),
    over: r.over,
    stakedPaise: round.stakedPaise,
    dealt: r.over ? round.play.shoe.order : undefined,
  };
}

function blackjackPage(game: GameInfo, lang: Lang): PageContent {
  const t = pageText(lang);
  const moves = (['hit', 'stand', 'double', 'split'] as const).map((a) => `<button class="btn move" data-move="${a}" data-testid="blackjack-${a}" disabled>${t(`blackjack.${a}`)}</button>`).join('');
  const body = `<div class="felt" data-testid="blackjack-table">
<div class="seat"><div class="label">${t('blackjack.dealer')} <b id="dealer-total"></b></div><div class="hand" id="dealer" data-testid="blackjack-dealer"></div></div>
<div class="seat"><div class="label">${t('blackjack.you')}</div><div class="hands" id="hands" data-testid="blackjack-hands"></div></div>
<div class="moves">${moves}</div>
</div>
${playControls(t, 'blackjack', 'blackjack.deal')}
<ul class="rules">${(['rule1', 'rule2', 'rule3', 'rule4'] as const).map((k) => `<li>${t(`blackjack.${k}`)}</li>`).join('')}</ul>
${fairPanel(t, 'blackjack', t('blackjack.rtp', { rtp: (game.rtpBasisPoints / 100).toFixed(2) }))}`;
  const data: BlackjackData = { id: game.id, decks: BLACKJACK_DECKS };
  return { title: game.name, body, kind: 'blackjack', data };
}

/** A hand left alone (dealer-round.ts IDLE_MS): every hand still to play stands; what it returns. */
export function standIdle(round: OpenRound<BlackjackGame>): number {
  while (!round.play.round.over) round.play.act('stand');
  return blackjackReturns(round.play.round).reduce((a, b) => a + b, 0);
}

/** Ends the round when it is over: the return credited and the seed revealed. */
async function answer(ctx: GameContext, round: OpenRound<BlackjackGame>, balancePaise: number | null, rounds: DealerRounds<BlackjackGame>) {
  if (!round.play.round.over) return { ...view(round), balancePaise };
  const returns = blackjackReturns(round.play.round);
  const returned = returns.reduce((a, b) => a + b, 0);
  const end = await rounds.finish(ctx.wallet, ctx.session, round, returned);
  return { ...view(round), returns, returnPaise: returned, winPaise: returned, ...end };
}

const move =
  (action: BlackjackAction): DealerMove<BlackjackGame> =>
  async (ctx, round, rounds) => {
    if (!round.play.actions().includes(action)) throw new GameActionError(409, 'That move is not open now', 'BAD_MOVE');
    const hand = round.play.round.hands[round.play.round.active]!;
    // a double or a split takes a further stake first: refused, the hand stays as it was
    const balance = action === 'double' || action === 'split' ? await rounds.further(ctx.wallet, ctx.session, round, hand.stakePaise) : null;
    round.play.act(action);
    return answer(ctx, round, balance, rounds);
  };

export function blackjackGame(options: DealerOptions = {}): GameDefinition & { rounds: DealerRounds<BlackjackGame> } {
  return dealerGame<BlackjackGame>(
    BLACKJACK,
    {
      deal: (random, stakePaise) => new BlackjackGame(random, stakePaise),
      view,
      page: blackjackPage,
      idle: standIdle,
      // a blackjack dealt ends the round at once
      dealt: answer,
      moves: { hit: move('hit'), stand: move('stand'), double: move('double'), split: move('split') },
    },
    options,
  );
}
