// A card table's page markup, served by the provider inside its page frame (src/http/page.ts), and the
// table it gives the page's browser module (src/client/cards.ts: the live table, bets, the verify
// dialog) as data; its styles are src/client/styles/cards.css. Only the table's own words, escaped.
import { escapeHtml, type PageContent } from '../../http/page';
import type { CardTableData } from '../../client/cards';
import { nameIn, t as text, TEXTS, type Lang, type UiKey } from '../../i18n';
import type { CardGame } from './game';
import { MIN_STAKE_PAISE } from './table';

/** The short results of the history bar, as words (English; shown in the player's language). */
export const WINNER_LABELS: Record<string, Record<string, string>> = {
  teen20: { A: 'Player A', B: 'Player B', T: 'Tie' },
  ab: { A: 'Andar', B: 'Bahar' },
  dt20: { D: 'Dragon', G: 'Tiger', T: 'Tie' },
  lucky7: { L: 'Low card', '7': 'Lucky 7', H: 'High card' },
  card32: { '8': 'Player 8', '9': 'Player 9', '10': 'Player 10', '11': 'Player 11', V: 'Void round' },
};

export function cardTablePage(game: CardGame, lang: Lang = 'en'): PageContent & { data: CardTableData } {
  const t = (key: UiKey) => escapeHtml(text(lang, key));
  const name = (english: string) => nameIn(lang, english);
  const translatedMarkets = game.markets.map((m) => ({ ...m, name: name(m.name), selections: m.selections.map((s) => ({ ...s, name: name(s.name) })) }));
  const labels = Object.fromEntries(Object.entries(WINNER_LABELS[game.id] ?? {}).map(([k, v]) => [k, name(v)]));
  const data: CardTableData = { id: game.id, slots: game.slots, markets: translatedMarkets, deck: game.deck, winnerLabels: labels };
  const rules = (TEXTS[lang].rules as Record<string, string[]>)[game.id] ?? game.rules;
  const markets = translatedMarkets
    .map(
      (m) => `<div class="mkt" data-testid="market-${m.id}"><h3>${escapeHtml(m.name)}</h3>${m.selections
        .map(
          (s) => `<div class="sel"><div>${escapeHtml(s.name)}<br><span class="pos" id="pos-${m.id}-${s.id}" data-testid="position-${m.id}-${s.id}"></span></div>
<button class="odds back" data-m="${m.id}" data-s="${s.id}" data-side="back" data-odds="${s.back}" data-testid="back-${m.id}-${s.id}">${(s.back / 100).toFixed(2)}</button>
${s.lay ? `<button class="odds lay" data-m="${m.id}" data-s="${s.id}" data-side="lay" data-odds="${s.lay}" data-testid="lay-${m.id}-${s.id}">${(s.lay / 100).toFixed(2)}</button>` : '<span></span>'}</div>`,
        )
        .join('')}${m.paytable ? `<div class="paytable">${t('cards.pays')} ${m.paytable.map((p) => `${escapeHtml(name(p.label))} ${(p.odds / 100).toFixed(2)}`).join(' · ')}</div>` : ''}</div>`,
    )
    .join('');
  const body = `<div class="ct-hist" id="hist" data-testid="cards-history" aria-label="${t('cards.lastResults')}"></div>
<div class="ct-table">
  <div class="ct-phase"><span id="phase" data-testid="cards-phase">…</span><span class="ct-timer" id="timer" data-testid="cards-timer"></span></div>
  <div class="ct-slots">${game.slots.map((s) => `<div class="ct-slot"><h4>${escapeHtml(name(s.name))}</h4><div class="ct-cards" id="slot-${s.id}" data-testid="slot-${s.id}"></div></div>`).join('')}</div>
  <div class="ct-result" id="result" data-testid="cards-result"></div>
</div>
<div class="ct-main"><div>${markets}</div>
<div>
  <div class="slip" id="slip" hidden data-testid="cards-slip"><b>${t('cards.slip')}</b><p id="slipsel"></p>
    <label>${t('cards.stake')} <input type="number" id="stake" min="${MIN_STAKE_PAISE / 100}" step="1" value="100" data-testid="cards-stake"></label>
    <div class="row">${[100, 500, 1000, 5000].map((v) => `<button class="chip" data-quick="${v}">${v}</button>`).join('')}</div>
    <p id="slipfig"></p>
    <div class="row"><button class="chip" id="cancel">${t('common.cancel')}</button><button class="btn" id="place" data-testid="cards-place">${t('cards.place')}</button></div></div>
  <p class="err" id="err" role="alert" data-testid="cards-error"></p><p id="ok" data-testid="cards-ok"></p>
  <div class="mine"><b>${t('cards.thisRound')}</b> · ${t('cards.exposure')} <span id="exposure" data-testid="cards-exposure">₹ 0.00</span>
    <table><tbody id="mybets" data-testid="cards-my-bets"></tbody></table>
    <b>${t('cards.lastRounds')}</b><table><tbody id="pnl" data-testid="cards-pnl"></tbody></table></div>
</div></div>
<details data-testid="cards-rules"><summary>${t('common.rules')}</summary><ul>${rules.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul>
<p>${t('cards.fairRule')}</p></details>
<div class="fair">${t('cards.seedHash')} <code id="seed" data-testid="cards-seed-hash"></code><br>${t('cards.lastSeed')} <code id="lastseed"></code><br>
<button class="chip" id="verify" data-testid="cards-verify">${t('common.verify')}</button></div>
<dialog id="vdlg" data-testid="cards-verify-dialog"><h3>${t('common.verify')}</h3>
<p>${t('cards.verifyHelp')}</p>
<label>${t('common.round')} <select id="vround" data-testid="cards-verify-round"></select></label>
<div id="vout" data-testid="cards-verify-result"></div>
<p><button class="chip" id="vclose">${t('common.close')}</button></p></dialog>`;
  return { title: game.name, body, kind: 'cards', data };
}
