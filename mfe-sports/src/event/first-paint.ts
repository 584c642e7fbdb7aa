// The event page's first screen as HTML, for the shell's server to put into the page it sends (issue
// #20, as home/first-paint.ts does for home): the event's heading and its first markets' rows, the
// markup the event page renders for them once its first answer is in (first-paint.test.tsx holds the
// two equal), with the prices and sizes that answer carries, in English (§4.7: the frame first renders
// in English), Indian number formats. The fancy lines below the markets come with the page.
// Pure (no React, no DOM): built for Node beside the remote (home/first-paint.server.ts).
import type { Say } from '../i18n/say';
import type { Market, Runner } from '../api/catalog';
import { countdownText, formatVolume, levelActive, runnerNameOf, runnerRowStatus, selectionIdOf } from '../market-rows/row-state';
import { runnerLevels } from '../market-rows/runner-fields';
import { marketTitle } from '../market-rows/market-title';
import { marketKindOf } from '../market-rows/selection';
import { DEFAULT_BET_SETTINGS, stakeRange, stakeRangeText } from '../market-rows/stake-range';
import { escapeHtml } from '../home/first-paint';

import { FIRST_SCREEN_MARKETS } from './first-screen';

export { FIRST_SCREEN_MARKETS } from './first-screen';

const LEVELS = [0, 1, 2] as const;

function oddsCell(market: Market, runner: Runner, side: 'back' | 'lay', level: number): string {
  const selectionId = selectionIdOf(runner);
  const value = runnerLevels(runner)[side][level];
  const active = levelActive(market.market_type, level);
  const clickable = active && value != null;
  return (
    `<button type="button" class="odds-cell odds-cell--${side}${level > 0 ? ' odds-cell--outer' : ''}${active ? '' : ' odds-cell--inactive'}" data-testid="odds-${side}-${escapeHtml(market.market_id)}-${selectionId}-${level}"${clickable ? '' : ' disabled=""'}>` +
    `<span class="odds-cell__price">${value ? escapeHtml(String(value.price)) : '-'}</span>` +
    `<span class="odds-cell__size">${escapeHtml(formatVolume(value?.size))}</span></button>`
  );
}

function runnerRow(market: Market, runner: Runner, t: Say): string {
  const selectionId = selectionIdOf(runner);
  const id = `${escapeHtml(market.market_id)}-${selectionId}`;
  const open = runnerRowStatus(market.status, runner.status) === 'OPEN';
  return (
    `<div class="market-row" data-testid="runner-row-${id}"><div class="market-row__name">${escapeHtml(runnerNameOf(runner))}</div>` +
    (open
      ? `<div class="market-row__cells">${[...LEVELS].reverse().map((l) => oddsCell(market, runner, 'back', l)).join('')}${LEVELS.map((l) => oddsCell(market, runner, 'lay', l)).join('')}</div>`
      : `<div class="market-row__banner" data-testid="status-${id}">${escapeHtml(t('sports.suspended'))}</div>`) +
    '</div>'
  );
}

/** MarketTable for a visitor (no position, no open bets: the ladder disabled, no cash-out). */
function marketTable(market: Market, t: Say): string {
  const id = escapeHtml(market.market_id);
  const { market_min_stack: min, market_max_stack: max } = market;
  // a visitor's range: §9's defaults within the market's own (as StakeLimits renders it)
  const range = stakeRange(marketKindOf(market.market_type), market.sport_id, DEFAULT_BET_SETTINGS, { min, max });
  const limits = min && max ? `<small class="market__limits" data-testid="limits-${id}">${escapeHtml(stakeRangeText(range, t))}</small>` : '';
  const ladder = escapeHtml(t('sports.ladder'));
  return (
    `<section class="market" data-testid="market-${id}"><header class="market__header">` +
    `<h2 class="market__title">${escapeHtml(marketTitle(market, t))}${limits}</h2>` +
    `<button type="button" class="ladder__icon" aria-label="${ladder}" title="${ladder}" data-testid="ladder-${id}" disabled="">☰</button>` +
    `<span class="market__side market__side--back">${escapeHtml(t('sports.back'))}</span><span class="market__side market__side--lay">${escapeHtml(t('sports.lay'))}</span>` +
    '</header>' +
    (market.runners ?? []).map((r) => runnerRow(market, r, t)).join('') +
    '</section>'
  );
}

/**
 * The event page (`<section class="event-page">`) with its heading and first markets, from the
 * page's first answer (`match/matchDetailsOpen`); '' when there is no market (the page then goes to /).
 */
export function eventFirstPaintHtml({ markets, nowMs, t }: { markets: readonly Market[]; nowMs: number; t: Say }): string {
  const first = markets[0];
  if (!first) return '';
  const startMs = first.match_date ? Date.parse(first.match_date) : NaN;
  const time = first.inplay ? t('sports.inPlay') : Number.isFinite(startMs) ? countdownText(startMs, nowMs, t) : '';
  const tv = first.has_tv_url
    ? `<div class="event-tv"><button type="button" class="event-tv__button" aria-expanded="false" data-testid="event-tv-button">${escapeHtml(t('sports.tv'))}</button></div>`
    : '';
  return (
    '<section class="sports-page event-page" data-testid="event-page" data-live="polling"><header class="event-header">' +
    `<h1 data-testid="event-name">${escapeHtml(first.match_name ?? '')}</h1><span data-testid="event-time">${escapeHtml(time)}</span>` +
    `<button type="button" class="rules__button" data-testid="rules-open">${escapeHtml(t('sports.rules'))}</button></header>` +
    tv +
    markets
      .slice(0, FIRST_SCREEN_MARKETS)
      .map((m) => marketTable(m, t))
      .join('') +
    '</section>'
  );
}
