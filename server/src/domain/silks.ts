// Racing silks drawn from a runner's colours file name (the feed's COLOURS_FILENAME, e.g. 'c7.png'):
// the same name always gives the same jacket, two colours and a pattern, as an SVG. Pure.

const COLOURS = ['#c10931', '#1d4ed8', '#15803d', '#f59e0b', '#7c3aed', '#0f172a', '#f8fafc', '#db2777', '#0891b2', '#ea580c', '#65a30d', '#854d0e'];
const PATTERNS = ['plain', 'hoops', 'stripes', 'sash', 'quarters', 'star'] as const;

/** A colours file name as the silks route accepts it: letters, digits, '-' and '_', up to 40, any extension dropped. */
export function silksKey(fileName: string): string | null {
  const key = fileName.replace(/\.[A-Za-z]{1,5}$/, '');
  return /^[A-Za-z0-9_-]{1,40}$/.test(key) ? key : null;
}

/** FNV-1a of the key: a stable choice of colours and pattern. */
function hashOf(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export interface SilksDesign {
  body: string;
  trim: string;
  pattern: (typeof PATTERNS)[number];
}

export function silksDesign(key: string): SilksDesign {
  const h = hashOf(key);
  const bodyIndex = h % COLOURS.length;
  // the trim is any other colour, so the pattern always shows
  const trimIndex = (bodyIndex + 1 + ((h >>> 8) % (COLOURS.length - 1))) % COLOURS.length;
  const body = COLOURS[bodyIndex]!;
  const trim = COLOURS[trimIndex]!;
  const pattern = PATTERNS[(h >>> 16) % PATTERNS.length]!;
  return { body, trim, pattern };
}

const JACKET = 'M14 10 L26 6 L38 6 L50 10 L60 24 L52 30 L48 24 L48 58 L16 58 L16 24 L12 30 L4 24 Z';

function patternOf(d: SilksDesign): string {
  switch (d.pattern) {
    case 'hoops':
      return [20, 32, 44].map((y) => `<rect x="0" y="${y}" width="64" height="6" fill="${d.trim}"/>`).join('');
    case 'stripes':
      return [22, 30, 38].map((x) => `<rect x="${x}" y="0" width="4" height="64" fill="${d.trim}"/>`).join('');
    case 'sash':
      return `<path d="M16 14 L26 8 L48 52 L38 58 Z" fill="${d.trim}"/>`;
    case 'quarters':
      return `<rect x="32" y="0" width="32" height="32" fill="${d.trim}"/><rect x="0" y="32" width="32" height="32" fill="${d.trim}"/>`;
    case 'star':
      return `<path d="M32 22 L35 30 L43 30 L37 35 L39 43 L32 38 L25 43 L27 35 L21 30 L29 30 Z" fill="${d.trim}"/>`;
    default:
      return '';
  }
}

/** The silks as a 64×64 SVG document. */
export function silksSvg(key: string): string {
  const d = silksDesign(key);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">` +
    `<defs><clipPath id="j"><path d="${JACKET}"/></clipPath></defs>` +
    `<g clip-path="url(#j)"><rect width="64" height="64" fill="${d.body}"/>${patternOf(d)}</g>` +
    `<path d="${JACKET}" fill="none" stroke="#1f2937" stroke-width="1.5" stroke-linejoin="round"/>` +
    `<path d="M26 6 Q32 12 38 6" fill="none" stroke="#1f2937" stroke-width="1.5"/>` +
    `</svg>`
  );
}
