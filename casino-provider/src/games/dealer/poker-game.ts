// Three Card Poker as a provider game: deal (the ante's DEBIT), then play (a further DEBIT equal to the
// ante) or fold; the return CREDITed when the round ends (dealer-round.ts). The dealer's cards stay
// hidden until the player decides; the round's seed is revealed with the result, and the page rebuilds
// the six cards in the browser from it (src/client/poker.ts).
import type { PageContent } from '../../http/page';
import type { Lang, UiKey } from '../../i18n';
import type { PokerData } from '../../client/poker';
import type { GameDefinition, GameInfo } from '../registry';
import { fairPanel, pageText, playControls } from '../instant/instant-page';
import type { DealerOptions, DealerRounds, OpenRound } from './dealer-round';
import { dealerGame, type DealerMove } from './dealer-game';
import { ANTE_BONUS, dealerQualifies, dealPoker, pokerReturn, rankHand, type PokerDeal } from './three-card-poker';

export const THREE_CARD_POKER: GameInfo = {
  id: 'three-card-poker',
  name: 'Three Card Poker',
  section: 'live',
  categories: ['table', 'poker'],
  // returned ÷ staked (ante and play) playing queen-six-four or better: the published 97.99 % (a 3.37 %
  // edge on the ante), measured at 97.984 % over 4 × 10^6 simulated rounds (bench/instant-rtp.mjs,
  // BENCHMARKS.md §10); the page's RTP line says so (poker.rtp)
  rtpBasisPoints: 9799,
  blurb: 'Ante and play against the dealer · ante bonus up to 5 to 1',
};

export interface PokerRound {
  deal: PokerDeal;
  antePaise: number;
  /** played (true), folded (false), or still to decide */
  played: boolean | null;
}

function view(round: OpenRound<PokerRound>) {
  const { deal, played } = round.play;
  const over = played !== null;
  return {
    roundId: round.roundId,
    player: deal.player,
    playerHand: rankHand(deal.player).cls,
    dealer: over ? deal.dealer : [],
    dealerHand: over ? rankHand(deal.dealer).cls : null,
    qualifies: over ? dealerQualifies(deal.dealer) : null,
    over,
    played,
    stakedPaise: round.stakedPaise,
  };
}

function pokerPage(game: GameInfo, lang: Lang): PageContent {
  const t = pageText(lang);
  const bonus = Object.entries(ANTE_BONUS).map(([cls, n]) => `<tr><td>${t(`poker.hand.${cls}` as UiKey)}</td><td>${n}:1</td></tr>`).join('');
  const body = `<div class="felt" data-testid="poker-table">
<div class="seat"><div class="label">${t('blackjack.dealer')} <b id="dealer-hand"></b></div><div class="hand" id="dealer" data-testid="poker-dealer"></div></div>
<div class="seat"><div class="label">${t('blackjack.you')} <b id="player-hand"></b></div><div class="hand" id="player" data-testid="poker-player"></div></div>
<div class="moves"><button class="btn move" data-move="play" data-testid="poker-play" disabled>${t('poker.play')}</button><button class="btn move fold" data-move="fold" data-testid="poker-fold" disabled>${t('poker.fold')}</button></div>
</div>
${playControls(t, 'poker', 'blackjack.deal')}
<ul class="rules">${(['rule1', 'rule2', 'rule3', 'rule4'] as const).map((k) => `<li>${t(`poker.${k}`)}</li>`).join('')}</ul>
<table class="pay"><caption>${t('poker.bonus')}</caption>${bonus}</table>
${fairPanel(t, 'poker', t('poker.rtp', { rtp: (game.rtpBasisPoints / 100).toFixed(2) }))}`;
  const data: PokerData = { id: game.id };
  return { title: game.name, body, kind: 'poker', data };
}

/** A hand left alone (dealer-round.ts IDLE_MS) folds; what it returns. */
export function foldIdle(round: OpenRound<PokerRound>): number {
  round.play.played = false;
  return pokerReturn(round.play.deal, round.play.antePaise, false);
}

const decide =
  (play: boolean): DealerMove<PokerRound> =>
  async (ctx, round, rounds) => {
    // playing takes a further stake, the ante again: refused, the player may still fold
    if (play) await rounds.further(ctx.wallet, ctx.session, round, round.play.antePaise);
    round.play.played = play;
    const returned = pokerReturn(round.play.deal, round.play.antePaise, play);
    const end = await rounds.finish(ctx.wallet, ctx.session, round, returned);
    return { ...view(round), returnPaise: returned, winPaise: returned, dealt: [...round.play.deal.player, ...round.play.deal.dealer], ...end };
  };

export function threeCardPokerGame(options: DealerOptions = {}): GameDefinition & { rounds: DealerRounds<PokerRound> } {
  return dealerGame<PokerRound>(
    THREE_CARD_POKER,
    {
      deal: (random, antePaise) => ({ deal: dealPoker(random), antePaise, played: null }),
      view,
      page: pokerPage,
      idle: foldIdle,
      moves: { play: decide(true), fold: decide(false) },
    },
    options,
  );
}
