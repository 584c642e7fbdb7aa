// Building the pages' DOM from data: every string goes in as text (textContent, attributes), never
// as markup, so nothing a player typed (a client seed, a name) can become an element or a script.

type Child = Node | string | number | null | undefined | false;

export interface Props {
  className?: string;
  /** data-* attributes, by their dataset name ('testid' → data-testid) */
  data?: Readonly<Record<string, string | number>>;
  title?: string;
  value?: string;
}

/** An element with its text and child elements. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, props?: Props | null, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  if (props?.className) el.className = props.className;
  if (props?.title !== undefined) el.title = props.title;
  if (props?.value !== undefined) el.setAttribute('value', props.value);
  for (const [key, v] of Object.entries(props?.data ?? {})) el.dataset[key] = String(v);
  el.append(...nodes(children));
  return el;
}

/** Children as nodes: strings and numbers become text nodes; null, undefined and false are left out. */
export function nodes(children: readonly Child[]): Array<Node | string> {
  return children.filter((c): c is Node | string | number => c !== null && c !== undefined && c !== false).map((c) => (typeof c === 'number' ? String(c) : c));
}

/** The element with this id (the page's markup has it: a missing one is a bug of the page). */
export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`the page has no #${id}`);
  return el as T;
}

/** Opens a <dialog> in place (not modal: the frame is as tall as the page) and brings it into view. */
export function openInPlace(dialog: HTMLDialogElement): void {
  if (typeof dialog.show === 'function') dialog.show();
  else dialog.setAttribute('open', '');
  if (typeof dialog.scrollIntoView === 'function') dialog.scrollIntoView({ block: 'nearest' });
}

export function closeDialog(dialog: HTMLDialogElement): void {
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}

/** A random request id (24 hex digits) for a money call: a retry of the same call sends the same one. */
export const requestId = (): string => Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');

/** The live channel's socket on this page's own origin, opened again a second after it closes. */
export function connectLive(channel: string, onMessage: (message: unknown) => void): () => void {
  let stopped = false;
  let ws: WebSocket | null = null;
  const open = () => {
    if (stopped) return;
    ws = new WebSocket(`${location.protocol === 'https:' ? 'wss://' : 'ws://'}${location.host}/live/${channel}`);
    ws.onmessage = (e: MessageEvent<string>) => onMessage(JSON.parse(e.data));
    ws.onclose = () => setTimeout(open, 1000);
  };
  open();
  return () => {
    stopped = true;
    ws?.close();
  };
}
