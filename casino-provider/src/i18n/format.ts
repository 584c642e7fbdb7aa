// Fills a text's {name} places: the same on the provider (pages, errors) and in the pages' browser code
// (src/client/runtime.ts), so it imports nothing.

/** Fills {name} places of a text. */
export function format(text: string, vars: Readonly<Record<string, string | number>> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(vars, name) ? String(vars[name]) : whole));
}

/**
 * A text's parts with its {name} places filled by nodes or strings, in order (for the DOM: a value
 * that must stand out, e.g. in <b>, is given as an element; the text around it stays text).
 */
export function formatParts<T>(text: string, vars: Readonly<Record<string, T | string | number>>): Array<T | string> {
  const out: Array<T | string> = [];
  let at = 0;
  for (const m of text.matchAll(/\{(\w+)\}/g)) {
    if (!Object.hasOwn(vars, m[1]!)) continue;
    if (m.index > at) out.push(text.slice(at, m.index));
    const v = vars[m[1]!]!;
    out.push(typeof v === 'number' ? String(v) : v);
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}
