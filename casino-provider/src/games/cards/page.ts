// A card table's page, served by the provider inside its page frame (KHEL.call, KHEL.inr,
// KHEL.setBalance). The table's state arrives over the live channel cards/{gameId}; bets go over
// HTTP with the session. Cards land one by one as the server reveals them (each flips in).
import { escapeHtml, jsonScript } from '../../http/page';
import { nameIn, t as text, TEXTS, type Lang, type UiKey } from '../../i18n';
import type { CardGame } from './game';
import { MIN_STAKE_PAISE } from './table';

const STYLE = `<style>
.ct-hist{display:flex;gap:6px;flex-wrap:wrap;margin-bottom:10px}
.ct-hist span{width:28px;height:28px;border-radius:50%;display:inline-flex;align-items:center;justify-content:center;font-size:12px;font-weight:700;background:#2b3145;color:#ffd86b}
.ct-table{background:radial-gradient(circle at 50% 0,#155a3a,#0b2a1c);border-radius:14px;padding:14px;border:1px solid #23533c}
.ct-phase{display:flex;justify-content:space-between;align-items:center;font-weight:700;margin-bottom:10px}
.ct-timer{font-size:22px;font-variant-numeric:tabular-nums;color:#ffd86b}
.ct-slots{display:flex;gap:10px;flex-wrap:wrap;justify-content:center}
.ct-slot{background:rgba(0,0,0,.25);border-radius:10px;padding:8px;min-width:120px;text-align:center}
.ct-slot h4{margin:0 0 6px;font-size:13px;color:#cfe9db}
.ct-cards{display:flex;gap:4px;justify-content:center;flex-wrap:wrap;min-height:62px}
.card{width:42px;height:60px;border-radius:6px;background:#fff;color:#111;font-weight:800;display:flex;flex-direction:column;align-items:center;justify-content:center;font-size:15px;animation:deal .45s ease-out;box-shadow:0 2px 6px #0008}
.card.red{color:#c10931}
@keyframes deal{from{transform:translateY(-40px) rotateY(90deg);opacity:0}to{transform:none;opacity:1}}
.ct-result{margin-top:10px;text-align:center;font-size:18px;font-weight:800;color:#ffd86b;min-height:24px}
.ct-main{display:grid;grid-template-columns:1fr 300px;gap:12px;margin-top:12px}
@media (max-width:760px){.ct-main{grid-template-columns:1fr}}
.mkt{background:#1d2029;border:1px solid #2c3040;border-radius:10px;margin-bottom:10px;overflow:hidden}
.mkt h3{margin:0;padding:8px 10px;font-size:13px;background:#262a38}
.sel{display:grid;grid-template-columns:1fr 72px 72px;gap:6px;align-items:center;padding:6px 10px;border-top:1px solid #2c3040}
.sel .pos{font-size:11px}.pos.up{color:#5fe08a}.pos.down{color:#ff6b6b}
.odds{padding:6px 0;border:0;border-radius:6px;font-weight:800;color:#111}
.odds.back{background:#72bbef}.odds.lay{background:#faa9ba}.odds:disabled{opacity:.35}
.paytable{font-size:11px;color:#9aa0ad;padding:0 10px 8px}
.slip,.mine{background:#1d2029;border:1px solid #2c3040;border-radius:10px;padding:10px;margin-bottom:10px}
.slip input{width:100%;padding:8px;border-radius:8px;border:1px solid #4a5168;background:#14161c;color:#f2f3f5;font:inherit}
.slip .back-bg{border-left:4px solid #72bbef;padding-left:8px}.slip .lay-bg{border-left:4px solid #faa9ba;padding-left:8px}
.row{display:flex;gap:6px;flex-wrap:wrap;margin:6px 0}
.mine table{width:100%;font-size:12px;border-collapse:collapse}.mine td{padding:3px 4px}
details{background:#1d2029;border-radius:10px;padding:10px;margin-top:10px}
dialog{background:#1d2029;color:#f2f3f5;border:1px solid #4a5168;border-radius:12px;max-width:min(640px,94vw)}
/* Opened in place, under its button: the frame is as tall as the page, so a modal would centre far off screen. */
#vdlg{position:static;margin:10px 0 0;width:100%;max-width:none}
dialog code{word-break:break-all;font-size:12px;color:#c9cdd6}
.vcards{display:flex;gap:4px;flex-wrap:wrap;margin:4px 0 8px}.vcards .card{animation:none;width:34px;height:48px;font-size:13px}
.vcards .card.miss{outline:3px solid #ff4d5e}
.ok{color:#5fe08a;font-weight:700}.bad{color:#ff4d5e;font-weight:700}
</style>`;

const SCRIPT = `
const GAME = JSON.parse(document.getElementById('game').textContent);
const T = KHEL.t;
const $ = (id) => document.getElementById(id);
const odds = (h) => (h / 100).toFixed(2);
const SUIT = { S: '♠', H: '♥', D: '♦', C: '♣' };
const cardHtml = (c) => '<div class="card ' + ('HD'.includes(c[1]) ? 'red' : '') + '" data-card="' + c + '"><span>' + (c[0] === 'T' ? '10' : c[0]) + '</span><span>' + SUIT[c[1]] + '</span></div>';
let table = null; let slip = null; let mine = null; let lastRound = '';

function renderTable() {
  if (!table) return;
  const phase = $('phase'); phase.dataset.phase = table.phase; phase.dataset.round = table.roundId;
  const left = Math.max(0, table.closesAt - Date.now());
  phase.textContent = T(table.phase === 'betting' ? 'common.placeBets' : table.phase === 'dealing' ? 'cards.dealing' : 'cards.result');
  $('timer').textContent = table.phase === 'betting' ? Math.ceil(left / 1000) + 's' : '';
  for (const s of GAME.slots) {
    const box = $('slot-' + s.id); const cards = table.cards.filter((p) => p.slot === s.id).map((p) => p.card);
    if (box.dataset.shown !== String(cards.length)) {
      // Only the new cards are appended, so each one animates as it lands.
      if (Number(box.dataset.shown || 0) > cards.length) box.innerHTML = '';
      for (const c of cards.slice(box.children.length)) box.insertAdjacentHTML('beforeend', cardHtml(c));
      box.dataset.shown = String(cards.length);
    }
  }
  $('result').textContent = table.result ? resultText(table.result.winner) : '';
  $('hist').innerHTML = table.history.map((h) => '<span title="' + h.roundId + '">' + h.winner + '</span>').join('');
  $('seed').textContent = table.seedHash;
  $('lastseed').textContent = table.history[0] ? table.history[0].roundId + ': ' + table.history[0].seed : '';
  document.querySelectorAll('.odds').forEach((b) => { b.disabled = table.phase !== 'betting'; });
  $('place').disabled = !slip || table.phase !== 'betting';
}
function resultText(w) { return T('cards.wins', { winner: GAME.winnerLabels[w] || w }); }

function renderMine() {
  if (!mine) return;
  $('exposure').textContent = '₹ ' + KHEL.inr(mine.exposurePaise);
  $('mybets').innerHTML = mine.bets.map((b) => '<tr><td>' + T(b.side === 'lay' ? 'cards.lay' : 'cards.back') + '</td><td>' + selName(b.marketId, b.selectionId) + '</td><td>' + odds(b.odds) + '</td><td>₹' + KHEL.inr(b.stakePaise) + '</td></tr>').join('') || '<tr><td>' + T('cards.noBets') + '</td></tr>';
  $('pnl').innerHTML = mine.rounds.map((r) => '<tr><td>' + r.roundId.split('-').slice(-1)[0] + '</td><td>' + (GAME.winnerLabels[r.winner] || r.winner) + '</td><td class="pos ' + (r.profitPaise >= 0 ? 'up' : 'down') + '">' + KHEL.inr(r.profitPaise) + '</td></tr>').join('');
  for (const m of GAME.markets) for (const s of m.selections) {
    const el = $('pos-' + m.id + '-' + s.id); const v = mine.positions[m.id] ? mine.positions[m.id][s.id] : 0;
    el.textContent = mine.bets.some((b) => b.marketId === m.id) ? KHEL.inr(v) : ''; el.className = 'pos ' + (v >= 0 ? 'up' : 'down');
  }
}
function selName(mid, sid) { const m = GAME.markets.find((x) => x.id === mid); const s = m && m.selections.find((x) => x.id === sid); return s ? s.name : sid; }

async function loadMine() {
  try { mine = await KHEL.call('/api/games/' + GAME.id + '/mine', {}); renderMine(); } catch {}
  KHEL.call('/api/session').then((s) => KHEL.setBalance(s.balancePaise)).catch(() => {});
}

// On a narrow screen the slip opens right under the market that was clicked (the frame is as tall as the page).
const narrow = matchMedia('(max-width: 760px)');
const slipHome = $('slip').parentElement;
function choose(mid, sid, side, o, button) {
  slip = { marketId: mid, selectionId: sid, side, odds: o };
  if (narrow.matches && button) button.closest('.mkt').after($('slip')); else if ($('slip').parentElement !== slipHome) slipHome.prepend($('slip'));
  $('slipsel').className = side === 'back' ? 'back-bg' : 'lay-bg';
  $('slipsel').textContent = T(side === 'back' ? 'cards.back' : 'cards.lay') + ' ' + selName(mid, sid) + ' @ ' + odds(o);
  $('slip').hidden = false; renderProfit(); renderTable();
}
function renderProfit() {
  if (!slip) return; const stake = Math.round(Number($('stake').value) * 100) || 0;
  const win = slip.side === 'back' ? stake * (slip.odds - 100) / 100 : stake;
  const risk = slip.side === 'back' ? stake : stake * (slip.odds - 100) / 100;
  $('slipfig').textContent = T(slip.side === 'back' ? 'cards.profit' : 'cards.win', { amount: KHEL.inr(win) }) + ' · ' + T(slip.side === 'back' ? 'cards.stakeFig' : 'cards.liability', { amount: KHEL.inr(risk) });
}
const requestId = () => Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');
$('place').addEventListener('click', async () => {
  if (!slip) return; $('err').textContent = ''; $('place').disabled = true;
  try {
    const r = await KHEL.call('/api/games/' + GAME.id + '/bet', { ...slip, stakePaise: Math.round(Number($('stake').value) * 100), requestId: requestId() });
    mine = r; renderMine(); KHEL.setBalance(r.balancePaise);
    $('err').textContent = ''; $('ok').textContent = T('cards.betPlaced', { bet: $('slipsel').textContent });
    slip = null; $('slip').hidden = true;
  } catch (e) { $('err').textContent = e.message; }
  renderTable();
});
$('cancel').addEventListener('click', () => { slip = null; $('slip').hidden = true; });
$('stake').addEventListener('input', renderProfit);
document.querySelectorAll('[data-quick]').forEach((b) => b.addEventListener('click', () => { $('stake').value = b.dataset.quick; renderProfit(); }));
document.querySelectorAll('.odds').forEach((b) => b.addEventListener('click', () => choose(b.dataset.m, b.dataset.s, b.dataset.side, Number(b.dataset.odds), b)));

function onState(msg) {
  msg.closesAt = Date.now() + msg.closesInMs;
  const newRound = msg.roundId !== lastRound; lastRound = msg.roundId;
  if (newRound) { for (const s of GAME.slots) { $('slot-' + s.id).innerHTML = ''; $('slot-' + s.id).dataset.shown = '0'; } $('ok').textContent = ''; }
  const settledNow = msg.phase === 'result' && (!table || table.phase !== 'result');
  table = msg; renderTable();
  if (newRound || settledNow) loadMine();
}
function connect() {
  const ws = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/live/cards/' + GAME.id);
  ws.onmessage = (e) => onState(JSON.parse(e.data));
  ws.onclose = () => setTimeout(connect, 1000);
}

// Verify: the round's deck rebuilt here, in the browser, with Web Crypto, from the revealed seed:
// HMAC-SHA256(seed, 'deck:0:' + block) gives 32-bit words (first bytes first), an unbiased integer
// by rejection, a Fisher-Yates shuffle of the table's deck; the cards are dealt from its top.
const enc = new TextEncoder();
const hex = (buf) => Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, '0')).join('');
async function sha256(text) { return hex(await crypto.subtle.digest('SHA-256', enc.encode(text))); }
async function deckOf(seed, deck) {
  const key = await crypto.subtle.importKey('raw', enc.encode(seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  let words = []; let block = 0;
  const nextWord = async () => {
    if (words.length === 0) {
      const d = new DataView(await crypto.subtle.sign('HMAC', key, enc.encode('deck:0:' + block++)));
      for (let i = 28; i >= 0; i -= 4) words.push(d.getUint32(i));
    }
    return words.pop();
  };
  const nextInt = async (n) => { const limit = 2 ** 32 - (2 ** 32 % n); for (;;) { const w = await nextWord(); if (w < limit) return w % n; } };
  const out = [...deck];
  for (let i = out.length - 1; i > 0; i -= 1) { const j = await nextInt(i + 1); [out[i], out[j]] = [out[j], out[i]]; }
  return out;
}
let played = [];
async function showVerify() {
  const r = played.find((p) => p.roundId === $('vround').value); if (!r) return;
  const hash = await sha256(r.seed); const deck = await deckOf(r.seed, GAME.deck);
  const dealt = r.cards.map((p) => p.card);
  const same = dealt.every((c, i) => deck[i] === c);
  const ok = hash === r.seedHash && same;
  const row = (cards, against) => '<div class="vcards">' + cards.map((c, i) => cardHtml(c).replace('class="card', 'class="card' + (against && against[i] !== c ? ' miss' : ''))).join('') + '</div>';
  $('vout').innerHTML = '<p>' + T('verify.seed') + ' <code data-testid="cards-verify-seed">' + r.seed + '</code></p>'
    + '<p>SHA-256(seed) <code>' + hash + '</code> ' + T(hash === r.seedHash ? 'verify.hashMatches' : 'verify.hashDiffers') + '</p>'
    + '<p>' + T('cards.deckTop', { n: dealt.length }) + '</p><div data-testid="cards-verify-deck">' + row(deck.slice(0, dealt.length)) + '</div>'
    + '<p>' + T('cards.dealt') + '</p><div data-testid="cards-verify-dealt">' + row(dealt, deck) + '</div>'
    + '<p class="' + (ok ? 'ok' : 'bad') + '" data-testid="cards-verify-verdict">' + T(ok ? 'cards.verified' : 'verify.noMatch') + '</p>';
}
$('verify').addEventListener('click', async () => {
  try { played = (await KHEL.call('/api/games/' + GAME.id + '/history', {})).rounds; } catch (e) { $('err').textContent = e.message; return; }
  $('vround').innerHTML = played.map((p) => '<option value="' + p.roundId + '">' + p.roundId.split('-').slice(-1)[0] + ' · ' + resultText(p.winner) + '</option>').join('');
  if (played.length === 0) $('vout').innerHTML = '<p>' + T('cards.noneYet') + '</p>';
  const dlg = $('vdlg'); if (dlg.show) dlg.show(); else dlg.setAttribute('open', '');
  if (dlg.scrollIntoView) dlg.scrollIntoView({ block: 'nearest' });
  await showVerify();
});
$('vround').addEventListener('change', showVerify);
$('vclose').addEventListener('click', () => { const dlg = $('vdlg'); if (dlg.close) dlg.close(); else dlg.removeAttribute('open'); });

connect(); loadMine(); setInterval(renderTable, 250);
`;

/** The short results of the history bar, as words (English; shown in the player's language). */
export const WINNER_LABELS: Record<string, Record<string, string>> = {
  teen20: { A: 'Player A', B: 'Player B', T: 'Tie' },
  ab: { A: 'Andar', B: 'Bahar' },
  dt20: { D: 'Dragon', G: 'Tiger', T: 'Tie' },
  lucky7: { L: 'Low card', '7': 'Lucky 7', H: 'High card' },
  card32: { '8': 'Player 8', '9': 'Player 9', '10': 'Player 10', '11': 'Player 11', V: 'Void round' },
};

export function cardTablePage(game: CardGame, lang: Lang = 'en'): { title: string; body: string; script: string } {
  const t = (key: UiKey) => escapeHtml(text(lang, key));
  const name = (english: string) => nameIn(lang, english);
  const translatedMarkets = game.markets.map((m) => ({ ...m, name: name(m.name), selections: m.selections.map((s) => ({ ...s, name: name(s.name) })) }));
  const labels = Object.fromEntries(Object.entries(WINNER_LABELS[game.id] ?? {}).map(([k, v]) => [k, name(v)]));
  const data = { id: game.id, slots: game.slots, markets: translatedMarkets, deck: game.deck, winnerLabels: labels };
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
  const body = `${STYLE}
<script type="application/json" id="game">${jsonScript(data)}</script>
<div class="ct-hist" id="hist" data-testid="cards-history" aria-label="${t('cards.lastResults')}"></div>
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
  return { title: game.name, body, script: SCRIPT };
}
