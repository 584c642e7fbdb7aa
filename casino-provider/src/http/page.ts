import type { PlayerSession } from '../sessions';
import { TEXTS } from '../i18n';
import { inCoins } from '../i18n/coins';
import type { ClientAssets } from './assets';

// The frame every provider page is served in: its stylesheet and its browser module (built files,
// src/client), the session id and the parent's origin for the module's calls and messages (data
// attributes), the player's texts (the session's language) and the page's own data as JSON. The
// page carries no script of its own: its CSP allows only the provider's files. On a play-money host the
// markup's and the texts' rupees read as the host's coins (i18n/coins.ts), and the module gets the label.

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON for a <script type="application/json"> element: nothing in it can close the element. */
export const jsonScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Which browser module runs a page (src/client/entry/{kind}.ts, with its stylesheet src/client/styles/{kind}.css). */
export type PageKind = 'aviator' | 'cards' | 'table' | 'slot' | 'wheel' | 'scratch' | 'blackjack' | 'poker' | 'lobby';

/** A page's own part: its title, its markup (texts escaped; no player's data), its module and that module's data. */
export interface PageContent {
  title: string;
  body: string;
  kind: PageKind;
  /** what the module reads (JSON in <script type="application/json" id="khel-page">) */
  data?: unknown;
}

export function renderPage(opts: PageContent & { session: PlayerSession; assets: ClientAssets }): string {
  const lang = opts.session.lang;
  const { assets, kind } = opts;
  const label = opts.session.coinLabel;
  const texts = label ? Object.fromEntries(Object.entries(TEXTS[lang].ui).map(([key, text]) => [key, inCoins(text, label)])) : TEXTS[lang].ui;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(opts.title)}</title><link rel="stylesheet" href="${assets.url(`${kind === 'lobby' ? 'frame' : kind}.css`)}"></head>
<body data-session="${escapeHtml(opts.session.id)}" data-parent-origin="${escapeHtml(opts.session.parentOrigin)}" data-coin-label="${escapeHtml(label)}">
<div class="top"><h1>${escapeHtml(opts.title)}</h1><span>${escapeHtml(opts.session.name)} · <span class="bal" id="balance" data-testid="provider-balance">…</span></span></div>
<div class="wrap">${inCoins(opts.body, escapeHtml(label))}</div>
<script type="application/json" id="khel-texts">${jsonScript(texts)}</script>
${opts.data === undefined ? '' : `<script type="application/json" id="khel-page">${jsonScript(opts.data)}</script>\n`}<script src="${assets.url(`${kind}.js`)}" defer></script></body></html>`;
}

/** A page with only a message (an expired link, an ended session): the frame's stylesheet, no script. */
export function messagePage(lang: string, message: string, assets: ClientAssets): string {
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Khel casino</title>
<link rel="stylesheet" href="${assets.url('frame.css')}"></head><body class="message"><p data-testid="provider-error">${escapeHtml(message)}</p></body></html>`;
}

export { escapeHtml };
