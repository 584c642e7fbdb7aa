// The home page's first screen as HTML, for the shell's server to put into the page it sends, so a
// player sees the first rows before any script has loaded (issue #20). The markup is the one the home
// page renders for those rows once its list is in (first-paint.test.tsx holds the two equal), with the
// prices and sizes the answer carries, in the language the frame first renders in (§4.7: the chosen
// language follows about 2 s later), India time (the default clock, §9), Indian number formats.
// Pure (no React, no DOM): built for Node beside the remote (first-paint.server.ts).
import type { Say } from '../i18n/say';
import type { MatchListItem, Runner, Sport } from '../api/catalog';
import { FIRST_SCREEN_ROWS, firstRows, groupBySport } from './home-groups';
import { columnsOf, eventPath } from '../market-rows/list-order';
import { formatVolume, INDIA_OFFSET_MINUTES, runnerRowStatus, startLabel } from '../market-rows/row-state';
import { runnerLevels, selectionIdOf } from '../market-rows/runner-fields';
import { eventNameIn } from '@khel/shared-kernel';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/** Text or an attribute's value, escaped as React escapes it. */
export const escapeHtml = (text: string | number): string => String(text).replace(/[&<>"']/g, (c) => ESCAPES[c]!);

function oddsCell(testId: string, side: 'back' | 'lay', active: boolean, price: number | undefined, size: number | undefined): string {
  const clickable = active && price !== undefined;
  return (
    `<button type="button" class="odds-cell odds-cell--${side}${active ? '' : ' odds-cell--inactive'}" data-testid="${escapeHtml(testId)}"${clickable ? '' : ' disabled=""'}>` +
    `<span class="odds-cell__price">${price === undefined ? '-' : escapeHtml(String(price))}</span>` +
    `<span class="odds-cell__size">${escapeHtml(formatVolume(size))}</span></button>`
  );
}

function cells(match: MatchListItem): string {
  return columnsOf<Runner>(match.runners ?? [])
    .map((runner) => {
      if (!runner) return '<span class="match-row__gap" aria-hidden="true"></span>';
      const id = selectionIdOf(runner);
      if (match.market_id === null) return (['back', 'lay'] as const).map((side) => oddsCell(`odds-${side}-null-${id}-0`, side, false, undefined, undefined)).join('');
      const open = runnerRowStatus('OPEN', runner.status) === 'OPEN';
      const levels = runnerLevels(runner);
      return (['back', 'lay'] as const)
        .map((side) => {
          const level = levels[side][0];
          return oddsCell(`odds-${side}-${match.market_id}-${id}-0`, side, open, level?.price, level?.size);
        })
        .join('');
    })
    .join('');
}

function row(match: MatchListItem, nowMs: number, t: Say): string {
  const startMs = match.match_date ? Date.parse(match.match_date) : NaN;
  const id = escapeHtml(match.match_id);
  return (
    `<div class="match-row" data-testid="match-row-${id}"><div class="match-row__info">` +
    `<button type="button" class="match-row__star" aria-pressed="false" aria-label="${escapeHtml(t('sports.addFavourite'))}" data-testid="favourite-${id}">☆</button>` +
    // react-router's Link: its attributes in its order (data-discover marks a link it can prefetch)
    `<a data-testid="match-link-${id}" href="${escapeHtml(eventPath(match))}" data-discover="true">${escapeHtml(eventNameIn(match.match_name, match.match_date, 'india'))}</a>` +
    (match.inplay ? `<span class="match-row__inplay">${escapeHtml(t('sports.inPlay'))}</span>` : '') +
    `<div class="match-row__time" data-testid="match-time-${id}">${Number.isFinite(startMs) ? escapeHtml(startLabel(startMs, nowMs, INDIA_OFFSET_MINUTES, t)) : ''}</div>` +
    `</div><div class="market-row__cells">${cells(match)}</div></div>`
  );
}

function columnHeadings(t: Say): string {
  const column = (name: string) =>
    `<div class="match-list__column"><span class="match-list__column-name">${escapeHtml(name)}</span><span class="match-list__side">${escapeHtml(t('sports.back'))}</span><span class="match-list__side">${escapeHtml(t('sports.lay'))}</span></div>`;
  return `<div class="match-list__columns" data-testid="match-list-columns">${['1', t('sports.drawColumn'), '2'].map(column).join('')}</div>`;
}

/**
 * The home page (`<section class="sports-home">`) with the first screen's rows of `matches` (the
 * home call's answer), grouped and ordered as the page groups them; '' when there is nothing to list
 * (the page then shows its own empty text, not a first paint).
 */
export function homeFirstPaintHtml({ matches, sports, nowMs, t }: { matches: MatchListItem[]; sports: readonly Sport[]; nowMs: number; t: Say }): string {
  const groups = firstRows(groupBySport({ sports, matches }, t), FIRST_SCREEN_ROWS);
  if (groups.length === 0) return '';
  const lists = groups.map(
    (g) =>
      `<section class="match-list" data-testid="match-list"><header class="match-list__header"><h2>${escapeHtml(g.name)}</h2>${columnHeadings(t)}</header>` +
      g.matches.map((m) => row(m, nowMs, t)).join('') +
      '</section>',
  );
  return `<section class="sports-page sports-home" data-testid="sports-home">${lists.join('')}</section>`;
}
