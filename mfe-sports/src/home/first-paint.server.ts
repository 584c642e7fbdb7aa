// The sports remote's server-side part (Node, built by build-first-paint.mjs to dist-server/): the home
// page's and the event page's first screen as HTML, with the style sheet its rows need, for the shell's server to put into
// the page it sends (tools/first-paint.js). English, the language the frame first renders in (§4.7).
import i18next from 'i18next';
import { initI18n } from '@khel/shared-kernel';
import type { Market, MatchListItem, Sport } from '../api/catalog';
import { homeFirstPaintHtml } from './first-paint';
import { eventFirstPaintHtml } from '../event/first-paint';
import rowsCss from '../market-rows/market-rows.css';
import rulesCss from '../rules/rules.css';
import ladderCss from '../ladder/ladder.css';

/** The rows' style sheet (minified), as the remote's style-loader puts it in the page later. */
export const css: string = rowsCss;
/** The event page's: its rows', its ladder icons' and its Rules button's. */
export const eventCss: string = rowsCss + ladderCss + rulesCss;

/** Starts English texts once; the returned function renders a home answer's first screen. */
export async function startHomeFirstPaint(): Promise<(input: { matches: MatchListItem[]; sports: readonly Sport[]; nowMs: number }) => string> {
  const instance = await initI18n(i18next.createInstance(), 'en');
  const t = instance.t.bind(instance);
  return ({ matches, sports, nowMs }) => homeFirstPaintHtml({ matches, sports, nowMs, t });
}

/** The same for the event page: its heading and first markets from its first answer (matchDetailsOpen). */
export async function startEventFirstPaint(): Promise<(input: { markets: Market[]; nowMs: number }) => string> {
  const instance = await initI18n(i18next.createInstance(), 'en');
  const t = instance.t.bind(instance);
  return ({ markets, nowMs }) => eventFirstPaintHtml({ markets, nowMs, t });
}
