// Aviator's page markup, served by the provider inside its page frame (src/http/page.ts); its browser
// module is src/client/aviator.ts (live state over the /live/aviator WebSocket, bets and cash-outs over
// HTTP with the session, the verify dialog recomputing a played round with Web Crypto), its styles
// src/client/styles/aviator.css. Only the page's own texts are here, escaped; nothing a player sent.
import { MIN_STAKE_PAISE } from './round';
import { escapeHtml, type PageContent } from '../../http/page';
import { t as text, type Lang } from '../../i18n';

const panel = (t: (key: Parameters<typeof text>[1]) => string, i: number) => `
<div class="av-panel" data-testid="aviator-panel-${i}">
  <div class="av-row"><label>${t('aviator.stake')} <input type="number" min="${MIN_STAKE_PAISE / 100}" step="1" value="10" data-testid="aviator-stake-${i}" id="stake-${i}"></label>
    ${[10, 100, 500, 1000].map((v) => `<button class="chip" data-stake="${i}:${v}">${v}</button>`).join('')}</div>
  <div class="av-row"><label><input type="checkbox" id="auto-${i}" data-testid="aviator-auto-${i}"> ${t('aviator.autoAt')}</label>
    <input type="number" min="1.01" step="0.01" value="1.50" id="autoval-${i}" data-testid="aviator-auto-value-${i}"> x</div>
  <button class="av-go" id="go-${i}" data-testid="aviator-bet-${i}">${t('aviator.bet')}</button>
  <div class="av-status" id="status-${i}" data-testid="aviator-panel-status-${i}"></div>
</div>`;

const body = (t: (key: Parameters<typeof text>[1]) => string) => `<div class="av-hist" id="hist" data-testid="aviator-history"></div>
<div class="av-sky"><canvas id="sky"></canvas><div class="av-mult" id="mult" data-testid="aviator-multiplier" data-phase="betting">…</div></div>
<div class="av-panels">${panel(t, 0)}${panel(t, 1)}</div>
<p class="err" id="err" role="alert" data-testid="aviator-error"></p>
<div class="av-bets"><table><thead><tr><th>${t('aviator.player')}</th><th>${t('aviator.betCol')}</th><th>x</th><th>${t('aviator.winCol')}</th></tr></thead><tbody id="bets" data-testid="aviator-bets"></tbody></table></div>
<div class="fair">${t('common.round')} <b id="roundno">–</b> · ${t('aviator.seedHash')} <code id="seedhash" data-testid="aviator-seed-hash"></code><br>
${t('aviator.chainHash')} <code id="terminal"></code> · <button class="chip" id="verify" data-testid="aviator-verify">${t('common.verify')}</button></div>
<dialog id="vdlg" data-testid="aviator-verify-dialog"><h3>${t('common.verify')}</h3>
<p>${t('aviator.verifyHelp')}</p>
<label>${t('common.round')} <select id="vround" data-testid="aviator-verify-round"></select></label>
<div id="vout" data-testid="aviator-verify-result"></div>
<p><button class="chip" id="vclose">${t('common.close')}</button></p></dialog>`;

export function aviatorPage(lang: Lang): PageContent {
  const t = (key: Parameters<typeof text>[1]) => escapeHtml(text(lang, key));
  return { title: 'Aviator', body: body(t), kind: 'aviator' };
}
