import type { PlayerSession } from '../sessions';
import { TEXTS } from '../i18n';

// The frame every provider page is served in: one stylesheet, the session id for the page's calls,
// the player's texts (KHEL.t: the session's language), and the messages the Khel lobby frame
// listens to (sent to the embedding page's origin): the page's height, and that the balance changed.
const STYLE = `
*{box-sizing:border-box}body{margin:0;font:14px/1.4 system-ui,sans-serif;background:#14161c;color:#f2f3f5}
a{color:inherit}button{font:inherit;cursor:pointer}button:disabled{cursor:not-allowed;opacity:.5}
.top{display:flex;gap:12px;align-items:center;justify-content:space-between;padding:10px 14px;background:#1d2029;border-bottom:1px solid #2c3040}
.top h1{font-size:16px;margin:0}.bal{font-variant-numeric:tabular-nums}
.wrap{max-width:960px;margin:0 auto;padding:14px}
.err{color:#ff8a8a;min-height:20px}
.fair{margin-top:14px;font-size:12px;color:#9aa0ad;word-break:break-all}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(160px,1fr));gap:12px}
.tile{display:block;padding:14px;border-radius:10px;background:linear-gradient(160deg,#2b3145,#1b1e28);text-decoration:none;border:1px solid #343a4f}
.tile b{display:block;font-size:15px;margin-bottom:4px}.tile small{color:#9aa0ad}
.btn{padding:10px 18px;border-radius:8px;border:0;background:#c10931;color:#fff;font-weight:600}
.chip{padding:6px 10px;border-radius:14px;border:1px solid #4a5168;background:#232736;color:#f2f3f5}
.chip[aria-pressed=true]{background:#c10931;border-color:#c10931}
`;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Shared page script: money formatting (Indian grouping), calls with the session, height messages. */
const RUNTIME = `
const KHEL = (() => {
  const session = document.body.dataset.session;
  const texts = JSON.parse(document.getElementById('khel-texts').textContent);
  // A text of the page's language, its {name} places filled in.
  const t = (key, vars) => (texts[key] ?? key).replace(/\\{(\\w+)\\}/g, (whole, name) => (vars && name in vars ? String(vars[name]) : whole));
  const inr = (paise) => {
    const neg = paise < 0; let p = Math.abs(paise); const r = String(Math.floor(p / 100)); const d = String(p % 100).padStart(2, '0');
    const last3 = r.slice(-3); const rest = r.slice(0, -3).replace(/\\B(?=(\\d{2})+(?!\\d))/g, ',');
    return (neg ? '-' : '') + (rest ? rest + ',' + last3 : last3) + '.' + d;
  };
  const call = async (path, body) => {
    const res = await fetch(path, { method: body === undefined ? 'GET' : 'POST', headers: { 'content-type': 'application/json', 'x-session': session }, body: body === undefined ? undefined : JSON.stringify(body) });
    const json = await res.json().catch(() => ({ message: t('error.noAnswer') }));
    if (!res.ok) {
      // A refusal the game names by its code reads in the player's language.
      const error = new Error((json.code && texts['error.' + json.code]) || json.message || t('error.generic'));
      error.code = json.code;
      throw error;
    }
    return json;
  };
  // Messages go only to the operator's page that launched the game (never '*': they would reach any framer).
  const parentOrigin = document.body.dataset.parentOrigin;
  const toParent = (message) => parentOrigin && parent !== window && parent.postMessage(message, parentOrigin);
  // The operator's page refreshes its own balance display when the wallet moved.
  const setBalance = (paise) => {
    const el = document.getElementById('balance'); if (el) el.textContent = '₹ ' + inr(paise);
    toParent({ type: 'khel-casino-balance' });
  };
  const postHeight = () => toParent({ type: 'khel-casino-height', height: document.documentElement.scrollHeight });
  new ResizeObserver(postHeight).observe(document.body);
  addEventListener('load', postHeight);
  call('/api/session').then((s) => setBalance(s.balancePaise)).catch(() => {});
  return { session, inr, call, setBalance, t };
})();
`;

/** JSON for a <script type="application/json"> element: nothing in it can close the element. */
export const jsonScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function renderPage(opts: { title: string; session: PlayerSession; body: string; script: string }): string {
  const lang = opts.session.lang;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(opts.title)}</title><style>${STYLE}</style></head>
<body data-session="${escapeHtml(opts.session.id)}" data-parent-origin="${escapeHtml(opts.session.parentOrigin)}">
<div class="top"><h1>${escapeHtml(opts.title)}</h1><span>${escapeHtml(opts.session.name)} · <span class="bal" id="balance" data-testid="provider-balance">…</span></span></div>
<div class="wrap">${opts.body}</div>
<script type="application/json" id="khel-texts">${jsonScript(TEXTS[lang].ui)}</script>
<script>${RUNTIME}</script><script>${opts.script}</script></body></html>`;
}

export { escapeHtml };
