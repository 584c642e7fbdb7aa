// The page markup of a timed table: countdown, chip choice, the table's own board, my bets, the
// result, the history of the last results and the fairness check. `board` renders spots with
// data-spot="…"; the browser module (src/client/table.ts) draws results by the table's kind in `data`.
// Styles: src/client/styles/table.css.
import type { GameDefinition } from '../registry';
import { escapeHtml, type PageContent } from '../../http/page';
import type { TableData } from '../../client/table';
import { t as text, type Lang, type UiKey } from '../../i18n';

/** A table's own part of its page: its board's markup (spots with data-spot="…") and its data for the module. */
export interface TableBoard {
  board: string;
  data: TableData;
}

export function tablePage(game: GameDefinition, opts: TableBoard, lang: Lang = 'en'): PageContent {
  const t = (key: UiKey) => escapeHtml(text(lang, key));
  const body = `<div class="tbl-top"><div><div class="count" id="count" data-testid="table-countdown">…</div><small id="phase-text"></small></div>
<div class="chips">${[10, 50, 100, 500, 1000].map((r, i) => `<button class="chip" data-chip="${r * 100}" aria-pressed="${i === 0}">₹${r}</button>`).join('')}</div></div>
<div class="bar"><i id="bar"></i></div>
${opts.board}
<div class="tbl-actions"><button class="btn" id="place" data-testid="table-place" disabled>${t('tables.placeBets')}</button><button class="chip" id="clear">${t('tables.clear')}</button></div>
<div class="err" id="error" role="alert" data-testid="table-error"></div>
<p id="mine" data-testid="table-my-bets"></p>
<div class="result" id="result" data-testid="table-result" aria-live="polite"></div>
<h3 class="tbl-sub">${t('tables.lastResults')}</h3><div class="history" id="history" data-testid="table-history"></div>
<details class="fair"><summary>${t('common.fair')}</summary><p>${t('tables.seedHash')} <code id="commitment"></code></p><p id="reveal">–</p></details>`;

  return { title: game.name, body, kind: 'table', data: opts.data };
}
