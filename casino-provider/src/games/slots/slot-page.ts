// A slot's page: reels, stake, spin, animated wins, paytable, stated RTP and the fairness check.
import type { GameDefinition } from '../registry';
import type { SlotMachine } from './engine';
import { escapeHtml } from '../../http/page';
import { SLOT_STAKES_PAISE } from './slot-game';
import { t as text, type Lang, type UiKey } from '../../i18n';

const CSS = `
.machine{display:grid;gap:6px;background:#0c0d12;padding:10px;border-radius:12px;border:2px solid #c9a227;max-width:560px;margin:0 auto}
.cell{aspect-ratio:1;max-height:120px;width:100%;display:flex;align-items:center;justify-content:center;font-size:clamp(22px,6vw,40px);background:#1f2230;border-radius:8px;font-weight:700;color:#ffd54a;transition:background .2s}
.cell.win{animation:glow .6s ease-in-out 3 alternate;background:#5b4a12}
@keyframes glow{from{box-shadow:0 0 0 0 #ffd54a}to{box-shadow:0 0 14px 4px #ffd54a}}
.cell.spinning{filter:blur(1.5px);opacity:.8}
.controls{display:flex;flex-wrap:wrap;gap:8px;align-items:center;justify-content:center;margin:14px 0}
.result{text-align:center;font-size:18px;min-height:28px}.result b{color:#ffd54a}
.pay{width:100%;max-width:560px;margin:10px auto;border-collapse:collapse;font-size:13px}.pay td,.pay th{border-bottom:1px solid #2c3040;padding:4px 6px;text-align:center}
details{max-width:560px;margin:10px auto}
`;

export function slotPage(game: GameDefinition, m: SlotMachine, lang: Lang = 'en'): { title: string; body: string; script: string } {
  const t = (key: UiKey, vars?: Record<string, string | number>) => escapeHtml(text(lang, key, vars));
  const reels = m.reels.length;
  const payRows = m.symbols
    .map((s, i) => `<tr><td><span style="color:${s.colour}">${escapeHtml(s.glyph)}</span> ${escapeHtml(s.label)}</td>${[3, 4, 5].slice(0, reels - 2).map((k) => `<td>${m.pays[i]![k] ? `×${m.pays[i]![k]}` : '–'}</td>`).join('')}</tr>`)
    .join('');
  const body = `<style>${CSS}</style>
<div class="machine" data-testid="slot-machine" style="grid-template-columns:repeat(${reels},1fr)">${Array.from({ length: m.rows * reels }, (_, i) => {
    // The reels at rest before the first spin: each stopped at a different place.
    const symbol = m.symbols[m.reels[i % reels]![(Math.floor(i / reels) + (i % reels) * 5) % m.reels[i % reels]!.length]!]!;
    return `<div class="cell" data-cell="${i}" style="color:${symbol.colour}">${escapeHtml(symbol.glyph)}</div>`;
  }).join('')}</div>
<div class="controls">
  <span>${t('slots.stake')}</span>${SLOT_STAKES_PAISE.map((p, i) => `<button class="chip" data-stake="${p}" aria-pressed="${i === 0}">₹${p / 100}</button>`).join('')}
  <button class="btn" id="spin" data-testid="slot-spin">${t('slots.spin')}</button>
</div>
<div class="result" id="result" data-testid="slot-result" aria-live="polite"></div>
<div class="err" id="error" data-testid="slot-error" role="alert"></div>
<table class="pay"><caption>${t('slots.paytable', { lines: m.lines.length })}</caption><tr><th>${t('slots.symbol')}</th>${[3, 4, 5].slice(0, reels - 2).map((k) => `<th>${t('slots.inARow', { n: k })}</th>`).join('')}</tr>${payRows}</table>
<p style="text-align:center;color:#9aa0ad">${t('slots.rtp', { rtp: (game.rtpBasisPoints / 100).toFixed(2) })}</p>
<details class="fair"><summary>${t('common.fair')}</summary>
<p>${t('slots.nextHash')} <code id="commitment" data-testid="slot-commitment"></code></p>
<p>${t('slots.clientSeed')} <code id="client-seed"></code> · ${t('slots.nonce')} <code id="nonce"></code></p>
<p>${t('slots.lastRound')} <code id="last-round">–</code></p>
<button class="chip" id="check" data-testid="slot-check" disabled>${t('slots.check')}</button> <span id="check-result" data-testid="slot-check-result"></span>
</details>`;

  const script = `
(() => {
  const GLYPHS = ${JSON.stringify(m.symbols.map((s) => s.glyph))};
  const COLOURS = ${JSON.stringify(m.symbols.map((s) => s.colour))};
  const show1 = (cell, s) => { cell.textContent = GLYPHS[s]; cell.style.color = COLOURS[s]; };
  const LINES = ${JSON.stringify(m.lines)};
  const REELS = ${reels}, ROWS = ${m.rows};
  const GAME = ${JSON.stringify(game.id)};
  const cells = [...document.querySelectorAll('.cell')];
  let stake = ${SLOT_STAKES_PAISE[0]}; let last = null; let spinning = false;
  const $ = (id) => document.getElementById(id);
  const T = KHEL.t;
  const sha256 = async (text) => [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))].map((b) => b.toString(16).padStart(2, '0')).join('');
  document.querySelectorAll('[data-stake]').forEach((b) => b.addEventListener('click', () => {
    stake = Number(b.dataset.stake);
    document.querySelectorAll('[data-stake]').forEach((o) => o.setAttribute('aria-pressed', String(o === b)));
  }));
  const show = (state) => { $('commitment').textContent = state.commitment; $('client-seed').textContent = state.clientSeed; $('nonce').textContent = state.nonce; };
  KHEL.call('/api/games/' + GAME + '/state', {}).then(show).catch((e) => ($('error').textContent = e.message));
  const animateReels = (grid) => new Promise((done) => {
    let tick = 0; const stopAt = (c) => 6 + c * 3;
    const timer = setInterval(() => {
      tick++;
      for (let c = 0; c < REELS; c++) for (let r = 0; r < ROWS; r++) {
        const cell = cells[r * REELS + c];
        if (tick < stopAt(c)) { cell.classList.add('spinning'); show1(cell, (tick + r + c * 2) % GLYPHS.length); }
        else { cell.classList.remove('spinning'); show1(cell, grid[r][c]); }
      }
      if (tick >= stopAt(REELS - 1)) { clearInterval(timer); done(); }
    }, 60);
  });
  const countUp = (paise) => new Promise((done) => {
    const steps = 20; let i = 0;
    const timer = setInterval(() => { i++; $('result').innerHTML = T('slots.win') + ' <b>₹ ' + KHEL.inr(Math.round((paise * i) / steps)) + '</b>'; if (i >= steps) { clearInterval(timer); done(); } }, 30);
  });
  $('spin').addEventListener('click', async () => {
    if (spinning) return;
    spinning = true; $('spin').disabled = true; $('error').textContent = ''; $('result').textContent = '';
    cells.forEach((c) => c.classList.remove('win'));
    try {
      const r = await KHEL.call('/api/games/' + GAME + '/spin', { stakePaise: stake });
      KHEL.setBalance(r.balancePaise + 0 - (r.winPaise > 0 ? r.winPaise : 0));
      await animateReels(r.window);
      for (const w of r.wins) for (let c = 0; c < w.run; c++) cells[LINES[w.line][c] * REELS + c].classList.add('win');
      if (r.winPaise > 0) await countUp(r.winPaise); else $('result').textContent = T('slots.noWin');
      KHEL.setBalance(r.balancePaise);
      last = r.fairness; $('last-round').textContent = T('slots.lastRoundLine', { seed: last.serverSeed, hash: last.hash, nonce: last.nonce });
      $('check').disabled = false; $('check-result').textContent = '';
      show({ commitment: r.commitment, clientSeed: last.clientSeed, nonce: last.nonce + 1 });
      document.body.dataset.lastRound = r.roundId;
    } catch (e) { $('error').textContent = e.message; }
    finally { spinning = false; $('spin').disabled = false; }
  });
  $('check').addEventListener('click', async () => {
    if (!last) return;
    const hashOk = (await sha256(last.serverSeed)) === last.hash;
    const again = await KHEL.call('/api/games/' + GAME + '/verify', { serverSeed: last.serverSeed, clientSeed: last.clientSeed, nonce: last.nonce });
    const same = JSON.stringify(again.window) === JSON.stringify([...Array(ROWS)].map((_, r) => [...Array(REELS)].map((_, c) => GLYPHS.indexOf(cells[r * REELS + c].textContent))));
    $('check-result').textContent = T(hashOk && same ? 'slots.checkOk' : 'slots.checkBad');
  });
})();`;
  return { title: game.name, body, script };
}
