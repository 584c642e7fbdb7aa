// Aviator's page, served by the provider inside its page frame (src/http/page.ts gives KHEL.call,
// KHEL.inr and KHEL.setBalance). Live state comes over the /live/aviator WebSocket; bets and
// cash-outs go over HTTP with the session. The verify dialog recomputes a played round's crash
// point in the browser with Web Crypto, from the revealed seed and the client seeds.
import { MIN_STAKE_PAISE } from './round';
import { escapeHtml } from '../../http/page';
import { t as text, type Lang } from '../../i18n';

const STYLE = `<style>
.av-hist{display:flex;gap:6px;overflow-x:auto;padding:4px 0 10px;scrollbar-width:none}
.av-hist span{flex:none;padding:3px 9px;border-radius:12px;font-size:12px;font-weight:700;background:#262a38;color:#9ad0ff}
.av-hist span.hi{color:#d78cff}.av-hist span.top{color:#ff5fa2}
.av-sky{position:relative;height:260px;border-radius:12px;overflow:hidden;background:radial-gradient(circle at 20% 120%,#3a0d1c,#14161c 70%);border:1px solid #2c3040}
.av-sky canvas{position:absolute;inset:0;width:100%;height:100%}
.av-mult{position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;font-size:54px;font-weight:800;font-variant-numeric:tabular-nums;text-shadow:0 2px 12px #000}
.av-mult small{font-size:15px;font-weight:600;color:#c9cdd6}
.av-mult.crashed{color:#ff4d5e}
.av-panels{display:grid;grid-template-columns:1fr 1fr;gap:12px;margin-top:12px}
@media (max-width:640px){.av-panels{grid-template-columns:1fr}.av-sky{height:200px}.av-mult{font-size:42px}}
.av-panel{background:#1d2029;border:1px solid #2c3040;border-radius:12px;padding:12px;display:grid;gap:8px}
.av-row{display:flex;gap:6px;align-items:center;flex-wrap:wrap}
.av-panel input[type=number]{width:100px;padding:8px;border-radius:8px;border:1px solid #4a5168;background:#14161c;color:#f2f3f5;font:inherit}
.av-go{width:100%;padding:14px;border-radius:10px;border:0;font-size:17px;font-weight:700;color:#fff;background:#28a745}
.av-go.cash{background:#f39c12}.av-go.wait{background:#4a5168}
.av-status{font-size:12px;color:#9aa0ad;min-height:16px}
.av-bets{margin-top:12px;background:#1d2029;border-radius:12px;padding:10px;max-height:260px;overflow:auto}
.av-bets table{width:100%;border-collapse:collapse;font-size:13px}.av-bets td,.av-bets th{padding:4px 6px;text-align:left}
.av-bets tr.won td{color:#5fe08a}
dialog{background:#1d2029;color:#f2f3f5;border:1px solid #4a5168;border-radius:12px;max-width:min(640px,94vw)}
/* Opened in place, under its button: the frame is as tall as the page, so a modal would centre far off screen. */
#vdlg{position:static;margin:10px 0 0;width:100%;max-width:none}
dialog code{word-break:break-all;font-size:12px;color:#c9cdd6}
.ok{color:#5fe08a;font-weight:700}.bad{color:#ff4d5e;font-weight:700}
</style>`;

const panel = (t: (key: Parameters<typeof text>[1]) => string, i: number) => `
<div class="av-panel" data-testid="aviator-panel-${i}">
  <div class="av-row"><label>${t('aviator.stake')} <input type="number" min="${MIN_STAKE_PAISE / 100}" step="1" value="10" data-testid="aviator-stake-${i}" id="stake-${i}"></label>
    ${[10, 100, 500, 1000].map((v) => `<button class="chip" data-stake="${i}:${v}">${v}</button>`).join('')}</div>
  <div class="av-row"><label><input type="checkbox" id="auto-${i}" data-testid="aviator-auto-${i}"> ${t('aviator.autoAt')}</label>
    <input type="number" min="1.01" step="0.01" value="1.50" id="autoval-${i}" data-testid="aviator-auto-value-${i}"> x</div>
  <button class="av-go" id="go-${i}" data-testid="aviator-bet-${i}">${t('aviator.bet')}</button>
  <div class="av-status" id="status-${i}" data-testid="aviator-panel-status-${i}"></div>
</div>`;

const body = (t: (key: Parameters<typeof text>[1]) => string) => `${STYLE}
<div class="av-hist" id="hist" data-testid="aviator-history"></div>
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

const SCRIPT = `
const $ = (id) => document.getElementById(id);
const T = KHEL.t;
const x = (h) => (h / 100).toFixed(2) + 'x';
let state = { roundNo: 0, phase: 'betting', m: 100, bettingEndsAt: 0, bets: new Map(), history: [] };
const mine = [null, null];
let pathPoints = [];

function drawSky() {
  const c = $('sky'); const w = c.clientWidth, h = c.clientHeight; if (c.width !== w) { c.width = w; c.height = h; }
  const g = c.getContext('2d'); g.clearRect(0, 0, w, h);
  if (state.phase === 'betting' || pathPoints.length < 2) return;
  const maxT = Math.max(8000, pathPoints[pathPoints.length - 1][0]); const maxM = Math.max(200, state.m);
  g.beginPath(); g.moveTo(0, h);
  for (const [t, m] of pathPoints) g.lineTo((t / maxT) * w * 0.92, h - ((m - 100) / (maxM - 100)) * h * 0.85);
  g.strokeStyle = '#ff2a4f'; g.lineWidth = 4; g.stroke();
  g.lineTo((pathPoints[pathPoints.length - 1][0] / maxT) * w * 0.92, h); g.closePath(); g.fillStyle = 'rgba(255,42,79,.18)'; g.fill();
}

function render() {
  const el = $('mult'); el.dataset.phase = state.phase; el.classList.toggle('crashed', state.phase === 'crashed');
  if (state.phase === 'betting') {
    const left = Math.max(0, state.bettingEndsAt - Date.now());
    el.innerHTML = '<small>' + T('common.placeBets') + '</small>' + (left / 1000).toFixed(1) + 's';
  } else if (state.phase === 'flying') el.textContent = x(state.m);
  else el.innerHTML = '<small>' + T('aviator.flewAway') + '</small>' + x(state.m);
  $('roundno').textContent = state.roundNo;
  drawSky();
  for (const i of [0, 1]) {
    const b = mine[i]; const go = $('go-' + i);
    const stake = Math.round(Number($('stake-' + i).value) * 100);
    go.className = 'av-go';
    if (b && b.roundNo === state.roundNo && b.cashedOutAt == null && state.phase === 'flying') {
      go.classList.add('cash'); go.disabled = false; go.textContent = T('aviator.cashOutBtn', { amount: KHEL.inr(Math.floor(b.stakePaise * state.m / 100)) });
    } else if (b && b.roundNo === state.roundNo && state.phase === 'betting') {
      go.classList.add('wait'); go.disabled = true; go.textContent = T('aviator.betPlacedBtn', { amount: KHEL.inr(b.stakePaise) });
    } else if (state.phase === 'betting') {
      go.disabled = !(stake > 0); go.textContent = T('aviator.betBtn', { amount: KHEL.inr(stake || 0) });
    } else { go.classList.add('wait'); go.disabled = true; go.textContent = T('aviator.waitNext'); }
  }
}

function renderBets() {
  const rows = [...state.bets.values()].sort((a, b) => b.stakePaise - a.stakePaise).slice(0, 100);
  $('bets').innerHTML = rows.map((b) => '<tr class="' + (b.cashedOutAt ? 'won' : '') + '"><td>' + b.name.replace(/[<>&]/g, '') + '</td><td>' + KHEL.inr(b.stakePaise) + '</td><td>' + (b.cashedOutAt ? x(b.cashedOutAt) : '') + '</td><td>' + (b.payoutPaise ? KHEL.inr(b.payoutPaise) : '') + '</td></tr>').join('');
}
function renderHistory() {
  $('hist').innerHTML = state.history.map((r) => '<span class="' + (r.crashPoint >= 1000 ? 'top' : r.crashPoint >= 200 ? 'hi' : '') + '" data-round="' + r.roundNo + '">' + x(r.crashPoint) + '</span>').join('');
}
const status = (i, text) => { $('status-' + i).textContent = text; };

function onMessage(msg) {
  if (msg.type === 'state') {
    state.roundNo = msg.roundNo; state.phase = msg.phase; state.m = msg.m; state.bettingEndsAt = Date.now() + msg.bettingMs;
    state.bets = new Map(msg.bets.map((b) => [b.betId, b])); state.history = msg.history;
    $('seedhash').textContent = msg.seedHash; $('terminal').textContent = msg.terminalHash; pathPoints = [];
    renderBets(); renderHistory();
  } else if (msg.type === 'round') {
    state.roundNo = msg.roundNo; state.phase = 'betting'; state.m = 100; state.bettingEndsAt = Date.now() + msg.bettingMs; state.bets = new Map();
    $('seedhash').textContent = msg.seedHash; $('terminal').textContent = msg.terminalHash; pathPoints = [];
    renderBets();
  } else if (msg.type === 'takeoff') { state.phase = 'flying'; state.flightStart = Date.now(); pathPoints = [[0, 100]]; }
  else if (msg.type === 'tick') { state.phase = 'flying'; state.m = msg.m; pathPoints.push([Date.now() - (state.flightStart || Date.now()), msg.m]); if (pathPoints.length > 3000) pathPoints.splice(1, 1); }
  else if (msg.type === 'bet') { state.bets.set(msg.bet.betId, msg.bet); renderBets(); }
  else if (msg.type === 'cashout') {
    state.bets.set(msg.bet.betId, msg.bet); renderBets();
    for (const i of [0, 1]) if (mine[i] && mine[i].betId === msg.bet.betId) { mine[i].cashedOutAt = msg.bet.cashedOutAt; status(i, T('aviator.cashedOut', { x: x(msg.bet.cashedOutAt), amount: KHEL.inr(msg.bet.payoutPaise) })); refreshBalance(); }
  } else if (msg.type === 'crash') {
    state.phase = 'crashed'; state.m = msg.crashPoint;
    state.history.unshift({ roundNo: msg.roundNo, crashPoint: msg.crashPoint }); state.history.length = Math.min(state.history.length, 30);
    renderHistory();
    for (const i of [0, 1]) if (mine[i] && mine[i].roundNo === msg.roundNo && mine[i].cashedOutAt == null) status(i, T('aviator.lost', { x: x(msg.crashPoint) }));
  }
  render();
}

function readBalance() { KHEL.call('/api/session').then((s) => KHEL.setBalance(s.balancePaise)).catch(() => {}); }
// A win is credited once its record is safely on disk (a moment after the cash-out shows): read the
// balance now and again shortly after.
function refreshBalance() { readBalance(); setTimeout(readBalance, 1500); setTimeout(readBalance, 4000); }

function connect() {
  const ws = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/live/aviator');
  ws.onmessage = (e) => onMessage(JSON.parse(e.data));
  ws.onclose = () => setTimeout(connect, 1000);
}

const requestId = () => Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');
let clientSeed = localStorage.getItem('khel-aviator-seed') || requestId();
localStorage.setItem('khel-aviator-seed', clientSeed);

async function press(i) {
  $('err').textContent = '';
  const b = mine[i]; const go = $('go-' + i); go.disabled = true;
  try {
    if (b && b.roundNo === state.roundNo && b.cashedOutAt == null && state.phase === 'flying') {
      const r = await KHEL.call('/api/games/aviator/cashout', { betId: b.betId });
      b.cashedOutAt = r.multiplier; status(i, T('aviator.cashedOut', { x: x(r.multiplier), amount: KHEL.inr(r.payoutPaise) })); refreshBalance();
    } else {
      const stakePaise = Math.round(Number($('stake-' + i).value) * 100);
      const auto = $('auto-' + i).checked ? Math.round(Number($('autoval-' + i).value) * 100) : null;
      const r = await KHEL.call('/api/games/aviator/bet', { requestId: requestId(), panel: i, stakePaise, autoCashOut: auto, clientSeed });
      mine[i] = { betId: r.betId, roundNo: r.roundNo, stakePaise: r.stakePaise, cashedOutAt: null };
      $('status-' + i).dataset.round = r.roundNo; // the panel's round, kept while its status text changes
      KHEL.setBalance(r.balancePaise);
      status(i, auto ? T('aviator.betInAuto', { amount: KHEL.inr(r.stakePaise), round: r.roundNo, x: x(auto) }) : T('aviator.betIn', { amount: KHEL.inr(r.stakePaise), round: r.roundNo }));
    }
  } catch (e) { $('err').textContent = e.message; }
  render();
}

for (const i of [0, 1]) {
  $('go-' + i).addEventListener('click', () => press(i));
  $('stake-' + i).addEventListener('input', render);
}
document.querySelectorAll('[data-stake]').forEach((btn) => btn.addEventListener('click', () => { const [i, v] = btn.dataset.stake.split(':'); $('stake-' + i).value = v; render(); }));

// Verify: everything recomputed here, in the browser, with Web Crypto.
const enc = new TextEncoder();
const hex = (buf) => Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, '0')).join('');
async function sha256(text) { return hex(await crypto.subtle.digest('SHA-256', enc.encode(text))); }
async function crashOf(seed, clientSeeds) {
  const key = await crypto.subtle.importKey('raw', enc.encode(seed), { name: 'HMAC', hash: 'SHA-512' }, false, ['sign']);
  const digest = hex(await crypto.subtle.sign('HMAC', key, enc.encode(clientSeeds.slice(0, 3).join(':'))));
  const e = 2n ** 52n; const h = BigInt('0x' + digest.slice(0, 13));
  let v = (97n * e) / (e - h); if (v > 100000000n) v = 100000000n; return Math.max(100, Number(v));
}
let played = [];
async function showVerify() {
  const roundNo = Number($('vround').value); const r = played.find((p) => p.roundNo === roundNo); if (!r) return;
  const before = played.find((p) => p.roundNo === roundNo - 1);
  const hash = await sha256(r.seed); const crash = await crashOf(r.seed, r.clientSeeds);
  const chainOk = before ? hash === before.seed : null;
  const ok = hash === r.seedHash && crash === r.crashPoint && chainOk !== false;
  $('vout').innerHTML = '<p>' + T('verify.seed') + ' <code>' + r.seed + '</code></p><p>' + T('aviator.clientSeeds') + ' <code>' + (r.clientSeeds.join(':') || T('aviator.none')) + '</code></p>'
    + '<p>SHA-256(seed) <code>' + hash + '</code> ' + (hash === r.seedHash ? T('verify.hashMatches') : T('verify.hashDiffers')) + '</p>'
    + (before ? '<p>' + T(chainOk ? 'aviator.chainEquals' : 'aviator.chainDiffers', { round: before.roundNo }) + '</p>' : '')
    + '<p>' + T('aviator.recomputed', { x: '<b>' + x(crash) + '</b>', played: x(r.crashPoint) }) + '</p>'
    + '<p class="' + (ok ? 'ok' : 'bad') + '" data-testid="aviator-verify-verdict">' + (ok ? T('aviator.verified') : T('verify.noMatch')) + '</p>';
}
$('verify').addEventListener('click', async () => {
  try { played = (await KHEL.call('/api/games/aviator/history', {})).rounds; } catch (e) { $('err').textContent = e.message; return; }
  $('vround').innerHTML = played.map((p) => '<option value="' + p.roundNo + '">' + p.roundNo + ' · ' + x(p.crashPoint) + '</option>').join('');
  $('vdlg').show(); $('vdlg').scrollIntoView({ block: 'nearest' }); showVerify();
});
$('vround').addEventListener('change', showVerify);
$('vclose').addEventListener('click', () => $('vdlg').close());

connect();
setInterval(render, 100);
`;

export function aviatorPage(lang: Lang): { title: string; body: string; script: string } {
  const t = (key: Parameters<typeof text>[1]) => escapeHtml(text(lang, key));
  return { title: 'Aviator', body: body(t), script: SCRIPT };
}
