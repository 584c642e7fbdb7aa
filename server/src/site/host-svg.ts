// An SVG logo or favicon goes through DOMPurify (its SVG profile, on jsdom) before it is stored:
// pattern checks (domain/host-settings.ts) miss what a parser sees, such as a script element under
// another prefix (<x:script xmlns:x="http://www.w3.org/2000/svg">, <h:script> in the XHTML
// namespace) or SMIL setting an event handler (<set attributeName="onload" …>). Anything the
// sanitizer would remove refuses the file, naming what it was, so what is stored is what the
// operator uploaded; and what is stored is the sanitizer's own tree written out as XML (never the
// uploaded text, which the browser's XML parser could read differently from the sanitizer's).
// jsdom and DOMPurify load on the first SVG, not at the server's start.
import type { DOMPurify, WindowLike } from 'dompurify';

export type SvgCheck = { ok: true; svg: Uint8Array } | { ok: false; reason: string };

interface Purifier {
  purify: DOMPurify;
  serialize(node: Node): string;
}

let purifier: Promise<Purifier> | null = null;

function loadPurifier(): Promise<Purifier> {
  purifier ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
    const { window } = new JSDOM('');
    const serializer = new window.XMLSerializer();
    return { purify: createDOMPurify(window as unknown as WindowLike), serialize: (node) => serializer.serializeToString(node) };
  })();
  return purifier;
}

const PROFILE = { USE_PROFILES: { svg: true, svgFilters: true }, KEEP_CONTENT: false, RETURN_DOM: true } as const;

/** The SVG as DOMPurify's SVG profile leaves it, or a refusal naming what it would remove. */
export async function sanitizeSvg(text: string): Promise<SvgCheck> {
  const { purify, serialize } = await loadPurifier();
  const body = purify.sanitize(text, PROFILE) as Element; // RETURN_DOM: the body the SVG was parsed into
  const removed = purify.removed
    .map((r) => ('element' in r ? (r.element.nodeName === 'BODY' ? null : `<${r.element.nodeName.toLowerCase()}>`) : `${r.attribute?.name ?? 'an'} attribute`))
    .filter((what): what is string => what !== null);
  if (removed.length > 0) return { ok: false, reason: `The SVG is refused: it contains ${[...new Set(removed)].slice(0, 3).join(', ')}, which SVG images may not have` };
  const root = body.firstElementChild;
  if (body.childElementCount !== 1 || !root || root.namespaceURI !== 'http://www.w3.org/2000/svg' || root.localName !== 'svg') {
    return { ok: false, reason: 'The file is not an SVG image' };
  }
  return { ok: true, svg: new TextEncoder().encode(serialize(root)) };
}
