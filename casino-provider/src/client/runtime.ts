// The browser side of the frame every provider page is served in (src/http/page.ts): the session id
// for the page's calls, the player's texts (the session's language), Indian money formatting, and the
// messages the Khel lobby frame listens to (sent only to the embedding page's origin): the page's
// height, and that the balance changed. Everything a page needs comes from the page as data (the
// body's data attributes, JSON in <script type="application/json">), never as script.
import type { UiKey } from '../i18n/en';
import { format, formatParts } from '../i18n/format';
import { moneyText } from '../i18n/coins';

export type Vars = Readonly<Record<string, string | number>>;

/** What a page's module gets from the frame. */
export interface Khel {
  /** A text of the page's language, its {name} places filled in. */
  t(key: UiKey, vars?: Vars): string;
  /** The same text as parts for the DOM: a place filled by a node keeps it (e.g. a <b>). */
  parts(key: UiKey, vars: Readonly<Record<string, Node | string | number>>): Array<Node | string>;
  /** Paise as rupees with Indian digit grouping and two decimals ('1,23,456.78'). */
  inr(paise: number): string;
  /** Paise as an amount: '₹ 1,23,456.78', or on a play-money host '1,23,456.78 coins' (the host's label). */
  money(paise: number): string;
  /** A call with the session: GET without a body, POST with one. A refusal throws a CallError. */
  call<T>(path: string, body?: unknown): Promise<T>;
  /** Shows the balance and tells the operator's page the wallet moved. */
  setBalance(paise: number): void;
}

/** A refused call: its message in the player's language where the game names the refusal by a code. */
export class CallError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export function inr(paise: number): string {
  const neg = paise < 0;
  const p = Math.abs(paise);
  const rupees = String(Math.floor(p / 100));
  const decimals = String(p % 100).padStart(2, '0');
  const last3 = rupees.slice(-3);
  const rest = rupees.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${neg ? '-' : ''}${rest ? `${rest},${last3}` : last3}.${decimals}`;
}

/** Parses the JSON of a <script type="application/json" id=…> element of the page. */
export function jsonOf<T>(id: string, doc: Document = document): T {
  return JSON.parse(doc.getElementById(id)?.textContent ?? 'null') as T;
}

/** The texts' side of Khel, from a language's texts (the page's #khel-texts). */
export function textsOf(texts: Readonly<Record<string, string>>): Pick<Khel, 't' | 'parts'> {
  const raw = (key: string) => (Object.hasOwn(texts, key) ? texts[key]! : key);
  return {
    t: (key, vars) => format(raw(key), vars),
    parts: (key, vars) => formatParts<Node>(raw(key), vars),
  };
}

/** Amounts in the page's money: rupees, or the coin label of a play-money host (the body's data-coin-label). */
export const moneyOf =
  (coinLabel: string) =>
  (paise: number): string =>
    moneyText(inr(paise), coinLabel);

/** Starts the frame's side for this page: reads the session and texts, posts the height, reads the balance. */
export function startRuntime(doc: Document = document): Khel {
  const session = doc.body.dataset.session ?? '';
  const texts = jsonOf<Record<string, string>>('khel-texts', doc) ?? {};
  const { t, parts } = textsOf(texts);
  const money = moneyOf(doc.body.dataset.coinLabel ?? '');
  const call = async <T>(path: string, body?: unknown): Promise<T> => {
    const res = await fetch(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', 'x-session': session },
      body: body === undefined ? null : JSON.stringify(body),
    });
    const json = (await res.json().catch(() => ({ message: t('error.noAnswer') }))) as { message?: string; code?: string };
    if (!res.ok) {
      const byCode = json.code && Object.hasOwn(texts, `error.${json.code}`) ? texts[`error.${json.code}`] : undefined;
      throw new CallError(byCode || json.message || t('error.generic'), json.code);
    }
    return json as T;
  };
  // Messages go only to the operator's page that launched the game (never '*': they would reach any framer).
  const parentOrigin = doc.body.dataset.parentOrigin;
  const toParent = (message: unknown) => {
    if (parentOrigin && parent !== window) parent.postMessage(message, parentOrigin);
  };
  const setBalance = (paise: number) => {
    const el = doc.getElementById('balance');
    if (el) el.textContent = money(paise);
    toParent({ type: 'khel-casino-balance' });
  };
  const postHeight = () => toParent({ type: 'khel-casino-height', height: doc.documentElement.scrollHeight });
  new ResizeObserver(postHeight).observe(doc.body);
  addEventListener('load', postHeight);
  call<{ balancePaise: number }>('/api/session')
    .then((s) => setBalance(s.balancePaise))
    .catch(() => {});
  return { t, parts, inr, money, call, setBalance };
}
