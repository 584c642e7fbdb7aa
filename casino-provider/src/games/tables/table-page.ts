// The page of a timed table: countdown, chip choice, the table's own board, my bets, the result,
// the history of the last results and the fairness check. `board` renders spots with
// data-spot="…"; `resultHtml` and `historyItem` are page-script functions (as source text).
import type { GameDefinition } from '../registry';
import { escapeHtml } from '../../http/page';
import { t as text, type Lang, type UiKey } from '../../i18n';

const CSS = `
.tbl-top{display:flex;flex-wrap:wrap;gap:10px;align-items:center;justify-content:space-between;margin-bottom:10px}
.count{font-size:20px;font-weight:700;font-variant-numeric:tabular-nums}.count.closed{color:#ff8a8a}
.bar{height:6px;background:#2c3040;border-radius:3px;overflow:hidden;margin:6px 0 12px}.bar i{display:block;height:100%;background:#2fbf71;transition:width .9s linear}
.chips{display:flex;gap:6px;flex-wrap:wrap}
.spot{position:relative;border:1px solid #4a5168;background:#1b3d2b;color:#fff;border-radius:6px;padding:8px 4px;font-weight:700;min-width:0}
.spot.red{background:#a3172c}.spot.black{background:#1d1f26}.spot.green{background:#17804a}
.spot .mine{position:absolute;right:2px;top:2px;font-size:10px;background:#ffd54a;color:#000;border-radius:8px;padding:0 4px}
.spot.won{outline:3px solid #ffd54a}
.result{min-height:70px;display:flex;align-items:center;justify-content:center;gap:10px;font-size:22px;margin:10px 0;text-align:center}
.history{display:flex;gap:4px;flex-wrap:wrap;margin-top:8px}.history span{min-width:28px;padding:3px 6px;border-radius:12px;text-align:center;font-size:12px;font-weight:700}
`;

export function tablePage(game: GameDefinition, opts: { board: string; resultHtml: string; historyItem: string; wonSpots: string }, lang: Lang = 'en'): { title: string; body: string; script: string } {
  const t = (key: UiKey) => escapeHtml(text(lang, key));
  const body = `<style>${CSS}</style>
<div class="tbl-top"><div><div class="count" id="count" data-testid="table-countdown">…</div><small id="phase-text"></small></div>
<div class="chips">${[10, 50, 100, 500, 1000].map((r, i) => `<button class="chip" data-chip="${r * 100}" aria-pressed="${i === 0}">₹${r}</button>`).join('')}</div></div>
<div class="bar"><i id="bar" style="width:100%"></i></div>
${opts.board}
<div style="display:flex;gap:8px;justify-content:center;margin-top:10px"><button class="btn" id="place" data-testid="table-place" disabled>${t('tables.placeBets')}</button><button class="chip" id="clear">${t('tables.clear')}</button></div>
<div class="err" id="error" role="alert" data-testid="table-error"></div>
<p id="mine" data-testid="table-my-bets"></p>
<div class="result" id="result" data-testid="table-result" aria-live="polite"></div>
<h3 style="margin:8px 0 0;font-size:14px">${t('tables.lastResults')}</h3><div class="history" id="history" data-testid="table-history"></div>
<details class="fair"><summary>${t('common.fair')}</summary><p>${t('tables.seedHash')} <code id="commitment"></code></p><p id="reveal">–</p></details>`;

  const script = `
(() => {
  const GAME = ${JSON.stringify(game.id)};
  const $ = (id) => document.getElementById(id);
  const T = KHEL.t;
  const resultHtml = ${opts.resultHtml};
  const historyItem = ${opts.historyItem};
  const wonSpots = ${opts.wonSpots};
  let chip = 1000; let pending = []; let state = null; let pollAt = 0;
  document.querySelectorAll('[data-chip]').forEach((b) => b.addEventListener('click', () => { chip = Number(b.dataset.chip); document.querySelectorAll('[data-chip]').forEach((o) => o.setAttribute('aria-pressed', String(o === b))); }));
  const total = (bets) => bets.reduce((s, b) => s + b.stakePaise, 0);
  const marks = () => {
    const by = {}; for (const b of [...(state ? state.myBets : []), ...pending]) by[b.spot] = (by[b.spot] || 0) + b.stakePaise;
    document.querySelectorAll('[data-spot]').forEach((el) => {
      let m = el.querySelector('.mine'); const v = by[el.dataset.spot];
      if (v) { if (!m) { m = document.createElement('span'); m.className = 'mine'; el.appendChild(m); } m.textContent = '₹' + KHEL.inr(v).replace(/\\.00$/, ''); } else if (m) m.remove();
    });
    $('place').disabled = !pending.length || !state || state.phase !== 'betting';
    $('mine').textContent = state && state.myBets.length ? T('tables.yourBets', { amount: KHEL.inr(total(state.myBets)) }) : '';
  };
  document.querySelectorAll('[data-spot]').forEach((el) => el.addEventListener('click', () => {
    if (!state || state.phase !== 'betting') return;
    pending.push({ spot: el.dataset.spot, stakePaise: chip }); marks();
  }));
  $('clear').addEventListener('click', () => { pending = []; marks(); });
  $('place').addEventListener('click', async () => {
    $('error').textContent = ''; const bets = pending; pending = []; $('place').disabled = true;
    try { const s = await KHEL.call('/api/games/' + GAME + '/bet', { bets }); KHEL.setBalance(s.balancePaise); apply(s); }
    catch (e) { $('error').textContent = e.message; marks(); }
  });
  let shownRound = null;
  const apply = (s) => {
    const newRound = !state || state.roundId !== s.roundId;
    const settled = s.phase === 'result' && (!state || state.phase !== 'result' || newRound);
    state = s; pollAt = Date.now();
    $('commitment').textContent = s.commitment;
    if (s.history[0]) $('reveal').textContent = T('tables.lastRound', { round: s.history[0].roundId, seed: s.history[0].serverSeed, hash: s.history[0].hash });
    $('history').innerHTML = s.history.map((h) => historyItem(h.result)).join('');
    document.querySelectorAll('.spot.won').forEach((el) => el.classList.remove('won'));
    if (s.phase === 'result') {
      $('result').innerHTML = resultHtml(s.result) + (s.myReturnPaise ? ' · <b style="color:#ffd54a">' + T('tables.youWin', { amount: KHEL.inr(s.myReturnPaise) }) + '</b>' : '');
      for (const spot of wonSpots(s.result)) { const el = document.querySelector('[data-spot="' + spot + '"]'); if (el) el.classList.add('won'); }
      if (settled) setTimeout(() => KHEL.call('/api/session').then((x) => KHEL.setBalance(x.balancePaise)).catch(() => {}), 800);
    } else if (newRound) { $('result').textContent = T('common.placeBets'); pending = []; }
    marks();
  };
  const tick = () => {
    if (!state) return;
    const left = Math.max(0, state.msLeft - (Date.now() - pollAt));
    const betting = state.phase === 'betting';
    $('count').textContent = T(betting ? 'tables.closeIn' : 'tables.nextIn', { s: Math.ceil(left / 1000) });
    $('count').classList.toggle('closed', !betting);
    $('phase-text').textContent = T('common.round') + ' ' + state.roundId;
    $('bar').style.width = betting ? (100 * left / state.bettingMs) + '%' : '0%';
  };
  const poll = () => KHEL.call('/api/games/' + GAME + '/state', {}).then(apply).catch((e) => ($('error').textContent = e.message));
  poll(); setInterval(poll, 1000); setInterval(tick, 250);
})();`;
  return { title: game.name, body, script };
}
