// Aviator's page (its markup: src/games/aviator/page.ts). Live state comes over the /live/aviator
// WebSocket; bets and cash-outs go over HTTP with the session. The verify dialog recomputes a played
// round's crash point here with Web Crypto, from the revealed seed and the round's client seeds. The
// client seeds and names of other players are shown as text only.
import { isClientSeed } from '../fair/client-seed';
import { byId, closeDialog, connectLive, h, nodes, openInPlace, requestId } from './dom';
import { hmac, hex, sha256Hex } from './fair';
import type { Khel } from './runtime';

interface PublicBet {
  betId: string;
  name: string;
  panel: number;
  stakePaise: number;
  cashedOutAt: number | null;
  payoutPaise: number;
}
interface HistoryItem {
  roundNo: number;
  crashPoint: number;
}
export interface PlayedRound extends HistoryItem {
  seed: string;
  seedHash: string;
  clientSeeds: string[];
}
type LiveMessage =
  | { type: 'state'; roundNo: number; phase: Phase; m: number; bettingMs: number; bets: PublicBet[]; history: HistoryItem[]; seedHash: string; terminalHash: string }
  | { type: 'round'; roundNo: number; bettingMs: number; seedHash: string; terminalHash: string }
  | { type: 'takeoff'; roundNo: number }
  | { type: 'tick'; roundNo: number; m: number }
  | { type: 'bet'; roundNo: number; bet: PublicBet }
  | { type: 'cashout'; roundNo: number; bet: PublicBet }
  | ({ type: 'crash' } & PlayedRound);
type Phase = 'betting' | 'flying' | 'crashed';
interface MyBet {
  betId: string;
  roundNo: number;
  stakePaise: number;
  cashedOutAt: number | null;
}

const x = (hundredths: number) => `${(hundredths / 100).toFixed(2)}x`;
const SEED_KEY = 'khel-aviator-seed';
const PANELS = [0, 1] as const;

/** The crash point in hundredths, as the provider computes it (src/games/aviator/fairness.ts). */
export async function crashOf(seed: string, clientSeeds: readonly string[]): Promise<number> {
  const digest = hex(await hmac('SHA-512', seed, clientSeeds.slice(0, 3).join(':')));
  const e = 2n ** 52n;
  const hPart = BigInt(`0x${digest.slice(0, 13)}`);
  let v = (97n * e) / (e - hPart);
  if (v > 100_000_000n) v = 100_000_000n;
  return Math.max(100, Number(v));
}

/** Starts the page; returns what stops it (its timers and socket). */
export function startAviator(khel: Khel): () => void {
  const { t: T, inr } = khel;
  const state = { roundNo: 0, phase: 'betting' as Phase, m: 100, bettingEndsAt: 0, flightStart: 0, bets: new Map<string, PublicBet>(), history: [] as HistoryItem[] };
  const mine: Array<MyBet | null> = [null, null];
  let pathPoints: Array<[number, number]> = [];

  function drawSky() {
    const c = byId<HTMLCanvasElement>('sky');
    const w = c.clientWidth;
    const ht = c.clientHeight;
    if (c.width !== w) {
      c.width = w;
      c.height = ht;
    }
    const g = c.getContext('2d');
    if (!g) return;
    g.clearRect(0, 0, w, ht);
    if (state.phase === 'betting' || pathPoints.length < 2) return;
    const last = pathPoints[pathPoints.length - 1]!;
    const maxT = Math.max(8000, last[0]);
    const maxM = Math.max(200, state.m);
    g.beginPath();
    g.moveTo(0, ht);
    for (const [tt, m] of pathPoints) g.lineTo((tt / maxT) * w * 0.92, ht - ((m - 100) / (maxM - 100)) * ht * 0.85);
    g.strokeStyle = '#ff2a4f';
    g.lineWidth = 4;
    g.stroke();
    g.lineTo((last[0] / maxT) * w * 0.92, ht);
    g.closePath();
    g.fillStyle = 'rgba(255,42,79,.18)';
    g.fill();
  }

  function render() {
    const el = byId('mult');
    el.dataset.phase = state.phase;
    el.classList.toggle('crashed', state.phase === 'crashed');
    if (state.phase === 'betting') {
      const left = Math.max(0, state.bettingEndsAt - Date.now());
      el.replaceChildren(h('small', null, T('common.placeBets')), `${(left / 1000).toFixed(1)}s`);
    } else if (state.phase === 'flying') el.textContent = x(state.m);
    else el.replaceChildren(h('small', null, T('aviator.flewAway')), x(state.m));
    byId('roundno').textContent = String(state.roundNo);
    drawSky();
    for (const i of PANELS) {
      const b = mine[i];
      const go = byId<HTMLButtonElement>(`go-${i}`);
      const stake = Math.round(Number(byId<HTMLInputElement>(`stake-${i}`).value) * 100);
      go.className = 'av-go';
      if (b && b.roundNo === state.roundNo && b.cashedOutAt == null && state.phase === 'flying') {
        go.classList.add('cash');
        go.disabled = false;
        go.textContent = T('aviator.cashOutBtn', { amount: inr(Math.floor((b.stakePaise * state.m) / 100)) });
      } else if (b && b.roundNo === state.roundNo && state.phase === 'betting') {
        go.classList.add('wait');
        go.disabled = true;
        go.textContent = T('aviator.betPlacedBtn', { amount: inr(b.stakePaise) });
      } else if (state.phase === 'betting') {
        go.disabled = !(stake > 0);
        go.textContent = T('aviator.betBtn', { amount: inr(stake || 0) });
      } else {
        go.classList.add('wait');
        go.disabled = true;
        go.textContent = T('aviator.waitNext');
      }
    }
  }

  function renderBets() {
    const rows = [...state.bets.values()].sort((a, b) => b.stakePaise - a.stakePaise).slice(0, 100);
    byId('bets').replaceChildren(
      ...rows.map((b) =>
        h('tr', { className: b.cashedOutAt ? 'won' : '' }, h('td', null, b.name), h('td', null, inr(b.stakePaise)), h('td', null, b.cashedOutAt ? x(b.cashedOutAt) : ''), h('td', null, b.payoutPaise ? inr(b.payoutPaise) : '')),
      ),
    );
  }
  function renderHistory() {
    byId('hist').replaceChildren(...state.history.map((r) => h('span', { className: r.crashPoint >= 1000 ? 'top' : r.crashPoint >= 200 ? 'hi' : '', data: { round: r.roundNo } }, x(r.crashPoint))));
  }
  const status = (i: number, text: string) => {
    byId(`status-${i}`).textContent = text;
  };
  const readBalance = () =>
    khel
      .call<{ balancePaise: number }>('/api/session')
      .then((s) => khel.setBalance(s.balancePaise))
      .catch(() => {});
  // A win is credited once its record is safely on disk (a moment after the cash-out shows): read the
  // balance now and again shortly after.
  const refreshBalance = () => {
    void readBalance();
    setTimeout(readBalance, 1500);
    setTimeout(readBalance, 4000);
  };

  function onMessage(msg: LiveMessage) {
    if (msg.type === 'state') {
      Object.assign(state, { roundNo: msg.roundNo, phase: msg.phase, m: msg.m, bettingEndsAt: Date.now() + msg.bettingMs, history: msg.history });
      state.bets = new Map(msg.bets.map((b) => [b.betId, b]));
      byId('seedhash').textContent = msg.seedHash;
      byId('terminal').textContent = msg.terminalHash;
      pathPoints = [];
      renderBets();
      renderHistory();
    } else if (msg.type === 'round') {
      Object.assign(state, { roundNo: msg.roundNo, phase: 'betting', m: 100, bettingEndsAt: Date.now() + msg.bettingMs });
      state.bets = new Map();
      byId('seedhash').textContent = msg.seedHash;
      byId('terminal').textContent = msg.terminalHash;
      pathPoints = [];
      renderBets();
    } else if (msg.type === 'takeoff') {
      state.phase = 'flying';
      state.flightStart = Date.now();
      pathPoints = [[0, 100]];
    } else if (msg.type === 'tick') {
      state.phase = 'flying';
      state.m = msg.m;
      pathPoints.push([Date.now() - (state.flightStart || Date.now()), msg.m]);
      if (pathPoints.length > 3000) pathPoints.splice(1, 1);
    } else if (msg.type === 'bet') {
      state.bets.set(msg.bet.betId, msg.bet);
      renderBets();
    } else if (msg.type === 'cashout') {
      state.bets.set(msg.bet.betId, msg.bet);
      renderBets();
      for (const i of PANELS) {
        const b = mine[i];
        if (b && b.betId === msg.bet.betId && msg.bet.cashedOutAt !== null) {
          b.cashedOutAt = msg.bet.cashedOutAt;
          status(i, T('aviator.cashedOut', { x: x(msg.bet.cashedOutAt), amount: inr(msg.bet.payoutPaise) }));
          refreshBalance();
        }
      }
    } else if (msg.type === 'crash') {
      state.phase = 'crashed';
      state.m = msg.crashPoint;
      state.history.unshift({ roundNo: msg.roundNo, crashPoint: msg.crashPoint });
      state.history.length = Math.min(state.history.length, 30);
      renderHistory();
      for (const i of PANELS) {
        const b = mine[i];
        if (b && b.roundNo === msg.roundNo && b.cashedOutAt == null) status(i, T('aviator.lost', { x: x(msg.crashPoint) }));
      }
    }
    render();
  }

  // The player's own client seed, kept in this browser (a stored one that is not a plain seed is replaced).
  const stored = localStorage.getItem(SEED_KEY);
  const clientSeed = isClientSeed(stored) ? stored : requestId();
  localStorage.setItem(SEED_KEY, clientSeed);

  async function press(i: 0 | 1) {
    byId('err').textContent = '';
    const b = mine[i];
    byId<HTMLButtonElement>(`go-${i}`).disabled = true;
    try {
      if (b && b.roundNo === state.roundNo && b.cashedOutAt == null && state.phase === 'flying') {
        const r = await khel.call<{ multiplier: number; payoutPaise: number }>('/api/games/aviator/cashout', { betId: b.betId });
        b.cashedOutAt = r.multiplier;
        status(i, T('aviator.cashedOut', { x: x(r.multiplier), amount: inr(r.payoutPaise) }));
        refreshBalance();
      } else {
        const stakePaise = Math.round(Number(byId<HTMLInputElement>(`stake-${i}`).value) * 100);
        const auto = byId<HTMLInputElement>(`auto-${i}`).checked ? Math.round(Number(byId<HTMLInputElement>(`autoval-${i}`).value) * 100) : null;
        const r = await khel.call<{ betId: string; roundNo: number; stakePaise: number; balancePaise: number }>('/api/games/aviator/bet', {
          requestId: requestId(),
          panel: i,
          stakePaise,
          autoCashOut: auto,
          clientSeed,
        });
        mine[i] = { betId: r.betId, roundNo: r.roundNo, stakePaise: r.stakePaise, cashedOutAt: null };
        byId(`status-${i}`).dataset.round = String(r.roundNo); // the panel's round, kept while its status text changes
        khel.setBalance(r.balancePaise);
        status(i, auto ? T('aviator.betInAuto', { amount: inr(r.stakePaise), round: r.roundNo, x: x(auto) }) : T('aviator.betIn', { amount: inr(r.stakePaise), round: r.roundNo }));
      }
    } catch (e) {
      byId('err').textContent = (e as Error).message;
    }
    render();
  }

  for (const i of PANELS) {
    byId(`go-${i}`).addEventListener('click', () => void press(i));
    byId(`stake-${i}`).addEventListener('input', render);
  }
  document.querySelectorAll<HTMLButtonElement>('[data-stake]').forEach((btn) =>
    btn.addEventListener('click', () => {
      const [i, v] = (btn.dataset.stake ?? '').split(':');
      byId<HTMLInputElement>(`stake-${i}`).value = v ?? '';
      render();
    }),
  );

  // Verify: everything recomputed here, in the browser, with Web Crypto.
  let played: PlayedRound[] = [];
  const code = (text: string) => h('code', null, text);
  async function showVerify() {
    const roundNo = Number(byId<HTMLSelectElement>('vround').value);
    const r = played.find((p) => p.roundNo === roundNo);
    if (!r) return;
    const before = played.find((p) => p.roundNo === roundNo - 1);
    const hash = await sha256Hex(r.seed);
    const crash = await crashOf(r.seed, r.clientSeeds);
    const chainOk = before ? hash === before.seed : null;
    const ok = hash === r.seedHash && crash === r.crashPoint && chainOk !== false;
    byId('vout').replaceChildren(
      ...nodes([
      h('p', null, `${T('verify.seed')} `, code(r.seed)),
      h('p', null, `${T('aviator.clientSeeds')} `, h('code', { data: { testid: 'aviator-verify-client-seeds' } }, r.clientSeeds.join(':') || T('aviator.none'))),
      h('p', null, 'SHA-256(seed) ', code(hash), ` ${hash === r.seedHash ? T('verify.hashMatches') : T('verify.hashDiffers')}`),
      before ? h('p', null, T(chainOk ? 'aviator.chainEquals' : 'aviator.chainDiffers', { round: before.roundNo })) : null,
      h('p', null, ...khel.parts('aviator.recomputed', { x: h('b', null, x(crash)), played: x(r.crashPoint) })),
      h('p', { className: ok ? 'ok' : 'bad', data: { testid: 'aviator-verify-verdict' } }, ok ? T('aviator.verified') : T('verify.noMatch')),
      ]),
    );
  }
  byId('verify').addEventListener('click', async () => {
    try {
      played = (await khel.call<{ rounds: PlayedRound[] }>('/api/games/aviator/history', {})).rounds;
    } catch (e) {
      byId('err').textContent = (e as Error).message;
      return;
    }
    byId('vround').replaceChildren(...played.map((p) => h('option', { value: String(p.roundNo) }, `${p.roundNo} · ${x(p.crashPoint)}`)));
    openInPlace(byId<HTMLDialogElement>('vdlg'));
    await showVerify();
  });
  byId('vround').addEventListener('change', () => void showVerify());
  byId('vclose').addEventListener('click', () => closeDialog(byId<HTMLDialogElement>('vdlg')));

  const disconnect = connectLive('aviator', (m) => onMessage(m as LiveMessage));
  const timer = setInterval(render, 100);
  return () => {
    disconnect();
    clearInterval(timer);
  };
}
