// The built-in provider's thumbnails: one SVG per game, drawn from its motif and colours in one
// style (a diagonal gradient, a glow and soft rays behind a centred emblem, a thin rim), 240×180 —
// a lobby tile's size, a few kilobytes for a phone. No text but card ranks and a seven, so one
// picture serves every language; the tile writes the game's name under it.
export type Motif = 'lotus' | 'gem' | 'temple' | 'trophy' | 'diya' | 'umbrella' | 'wheel' | 'two-cards' | 'three-cards' | 'four-cards' | 'split-cards' | 'versus' | 'seven' | 'plane' | 'prize-wheel' | 'scratch-ticket' | 'twenty-one' | 'ante-cards';

export interface ArtSpec {
  motif: Motif;
  from: string;
  to: string;
  accent: string;
}

export const ART_WIDTH = 240;
export const ART_HEIGHT = 180;
const CX = 120;
const CY = 86;
const RED = '#c8102e';
const INK = '#16181f';
const GOLD = '#f5c84c';

const r1 = (n: number) => Math.round(n * 10) / 10;
const polar = (r: number, deg: number): [number, number] => {
  const a = ((deg - 90) * Math.PI) / 180;
  return [r1(CX + r * Math.cos(a)), r1(CY + r * Math.sin(a))];
};

function card(x: number, y: number, angle: number, rank: string, suit: string): string {
  const colour = suit === '♥' || suit === '♦' ? RED : INK;
  return (
    `<g transform="translate(${x} ${y}) rotate(${angle})">` +
    `<rect x="-23" y="-32" width="46" height="64" rx="6" fill="#fffdf7" stroke="#0003"/>` +
    `<text x="-17" y="-15" font-size="14" font-weight="700" fill="${colour}">${rank}</text>` +
    `<text y="14" font-size="26" text-anchor="middle" fill="${colour}">${suit}</text></g>`
  );
}

function cardBack(x: number, y: number, angle: number, accent: string): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="-23" y="-32" width="46" height="64" rx="6" fill="${INK}" stroke="${accent}" stroke-width="2"/><rect x="-16" y="-25" width="32" height="50" rx="3" fill="none" stroke="${accent}" stroke-opacity=".6"/></g>`;
}

/** A casino chip seen from above. */
const chip = (x: number, y: number, fill: string) =>
  `<g transform="translate(${x} ${y})"><circle r="17" fill="${fill}" stroke="#fff" stroke-width="2"/><circle r="17" fill="none" stroke="#fff" stroke-width="5" stroke-dasharray="5 6.4"/><circle r="10" fill="none" stroke="#fff" stroke-opacity=".7"/></g>`;

const seven = (x: number, y: number, size: number, fill: string) =>
  `<text x="${x}" y="${y}" font-size="${size}" font-weight="900" font-style="italic" text-anchor="middle" fill="${fill}" stroke="${INK}" stroke-width="2" paint-order="stroke">7</text>`;

function emblem(spec: ArtSpec): string {
  const { accent } = spec;
  switch (spec.motif) {
    case 'lotus': {
      const petals = [-60, -30, 0, 30, 60]
        .map((a) => `<ellipse cx="${CX}" cy="${CY - 22}" rx="14" ry="34" transform="rotate(${a} ${CX} ${CY + 12})" fill="${accent}" fill-opacity=".85" stroke="#fff8" />`)
        .join('');
      return `${petals}<ellipse cx="${CX}" cy="${CY + 16}" rx="46" ry="10" fill="#3a8f5a"/>${seven(CX, CY + 18, 54, GOLD)}`;
    }
    case 'gem':
      return (
        `<path d="M${CX - 22} ${CY - 46}l8 12 14-16 14 16 8-12-4 20h-36z" fill="${GOLD}" stroke="#8a5a00"/>` +
        `<path d="M${CX - 40} ${CY - 10}l16-18h48l16 18-40 50z" fill="${accent}" stroke="#fff" stroke-width="1.5"/>` +
        `<path d="M${CX - 40} ${CY - 10}h80M${CX - 24} ${CY - 28}l10 18 14-18 14 18 10-18M${CX - 14} ${CY - 10}l14 50 14-50" fill="none" stroke="#ffffffb0"/>` +
        `<circle cx="${CX + 30}" cy="${CY - 26}" r="3" fill="#fff"/>`
      );
    case 'temple': {
      const pillars = [-30, -15, 0, 15, 30].map((dx) => `<rect x="${CX + dx - 4}" y="${CY - 6}" width="8" height="34" fill="${accent}"/>`).join('');
      return (
        `<path d="M${CX - 30} ${CY - 12}q30-56 60 0z" fill="${accent}"/><path d="M${CX} ${CY - 54}v-10" stroke="${GOLD}" stroke-width="3"/>` +
        `<rect x="${CX - 42}" y="${CY - 14}" width="84" height="8" fill="${GOLD}"/>${pillars}` +
        `<rect x="${CX - 50}" y="${CY + 28}" width="100" height="7" fill="${GOLD}"/><rect x="${CX - 58}" y="${CY + 35}" width="116" height="7" fill="${accent}"/>` +
        `<path d="M${CX - 70} ${CY - 30}l12 6M${CX - 74} ${CY - 18}l14 4M${CX + 70} ${CY - 30}l-12 6M${CX + 74} ${CY - 18}l-14 4" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>`
      );
    }
    case 'trophy':
      return (
        `<path d="M${CX - 30} ${CY - 44}h60v18q0 34-30 40q-30-6-30-40z" fill="${GOLD}" stroke="#8a5a00" stroke-width="2"/>` +
        `<path d="M${CX - 30} ${CY - 36}h-14q0 26 22 28M${CX + 30} ${CY - 36}h14q0 26-22 28" fill="none" stroke="${GOLD}" stroke-width="5"/>` +
        `<rect x="${CX - 6}" y="${CY + 14}" width="12" height="14" fill="${GOLD}"/><rect x="${CX - 24}" y="${CY + 28}" width="48" height="12" rx="3" fill="#7a4a1c" stroke="${GOLD}"/>` +
        `<g transform="rotate(-35 ${CX + 58} ${CY + 16})"><rect x="${CX + 52}" y="${CY - 30}" width="12" height="58" rx="5" fill="#e0b07a" stroke="#8a5a00"/><rect x="${CX + 55}" y="${CY - 46}" width="6" height="18" fill="${INK}"/></g>` +
        `<circle cx="${CX - 60}" cy="${CY + 26}" r="11" fill="${RED}" stroke="#fff" stroke-width="1.5"/><path d="M${CX - 68} ${CY + 20}q8 6 16 0M${CX - 68} ${CY + 32}q8-6 16 0" fill="none" stroke="#fff" stroke-width="1.2"/>`
      );
    case 'diya': {
      const sparks = [-70, -40, 40, 70].map((dx, i) => `<path d="M${CX + dx} ${CY - 40 + (i % 2) * 14}l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" fill="${accent}"/>`).join('');
      return (
        `${sparks}<path d="M${CX} ${CY - 48}q16 22 0 38q-16-16 0-38z" fill="#ffb000"/><path d="M${CX} ${CY - 36}q8 12 0 22q-8-10 0-22z" fill="#fff3b0"/>` +
        `<path d="M${CX - 54} ${CY - 6}h108q-8 40-54 40t-54-40z" fill="#c0521a" stroke="${GOLD}" stroke-width="2"/><path d="M${CX - 40} ${CY + 8}h80" stroke="${GOLD}" stroke-dasharray="5 5" stroke-width="3"/>`
      );
    }
    case 'umbrella': {
      const drops = [[-76, -36], [-58, 10], [64, -30], [78, 14], [-30, -56], [40, -58]].map(([dx, dy]) => `<path d="M${CX + dx!} ${CY + dy!}q5 8 0 11q-5-3 0-11z" fill="${accent}"/>`).join('');
      return (
        `${drops}<path d="M${CX - 52} ${CY}q52-70 104 0q-13-9-26 0q-13-9-26 0q-13-9-26 0q-13-9-26 0z" fill="#1f7ae0" stroke="#fff" stroke-width="1.5"/>` +
        `<path d="M${CX} ${CY - 36}v-8M${CX} ${CY}v34q0 10-10 10q-8 0-8-8" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/>` +
        `<path d="M${CX + 26} ${CY + 40}h44l-10 10h-24z" fill="#f2f3f5"/><path d="M${CX + 48} ${CY + 40}v-22l14 22" fill="#f2f3f5"/>`
      );
    }
    case 'wheel': {
      const n = 18;
      const slices = Array.from({ length: n }, (_, i) => {
        const [x1, y1] = polar(52, (i * 360) / n);
        const [x2, y2] = polar(52, ((i + 1) * 360) / n);
        const fill = i === 0 ? '#1a9c4a' : i % 2 ? RED : INK;
        return `<path d="M${CX} ${CY}L${x1} ${y1}A52 52 0 0 1 ${x2} ${y2}z" fill="${fill}"/>`;
      }).join('');
      const [bx, by] = polar(44, 100);
      return `<circle cx="${CX}" cy="${CY}" r="60" fill="#7a4a1c" stroke="${GOLD}" stroke-width="3"/>${slices}<circle cx="${CX}" cy="${CY}" r="26" fill="#5a3412" stroke="${GOLD}" stroke-width="2"/><path d="M${CX - 14} ${CY}h28M${CX} ${CY - 14}v28" stroke="${GOLD}" stroke-width="4" stroke-linecap="round"/><circle cx="${bx}" cy="${by}" r="5" fill="#fff"/>`;
    }
    case 'two-cards':
      return `${card(CX - 24, CY, -12, '9', '♥')}${card(CX + 24, CY, 12, '8', '♠')}<circle cx="${CX}" cy="${CY + 44}" r="9" fill="${GOLD}" stroke="${INK}"/>`;
    case 'three-cards':
      return `${card(CX - 34, CY + 6, -20, 'A', '♠')}${card(CX, CY - 4, 0, 'A', '♥')}${card(CX + 34, CY + 6, 20, 'A', '♦')}`;
    case 'four-cards':
      return `${card(CX - 48, CY + 8, -18, '8', '♣')}${card(CX - 16, CY - 2, -6, '9', '♥')}${card(CX + 16, CY - 2, 6, '10', '♠')}${card(CX + 48, CY + 8, 18, 'J', '♦')}`;
    case 'split-cards':
      return `${cardBack(CX - 58, CY + 6, -8, accent)}${cardBack(CX - 52, CY + 4, -4, accent)}${card(CX, CY - 6, 0, 'K', '♦')}${cardBack(CX + 52, CY + 4, 4, accent)}${cardBack(CX + 58, CY + 6, 8, accent)}`;
    case 'versus':
      return (
        `<circle cx="${CX - 44}" cy="${CY}" r="36" fill="${RED}" stroke="${GOLD}" stroke-width="3"/><circle cx="${CX + 44}" cy="${CY}" r="36" fill="#e07b10" stroke="${GOLD}" stroke-width="3"/>` +
        `<path d="M${CX - 62} ${CY + 10}q18-40 36-8q-8-22 10-26q-6 16 2 30" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/>` +
        `<path d="M${CX + 28} ${CY - 18}l10 10M${CX + 26} ${CY}l14 2M${CX + 30} ${CY + 16}l10-8M${CX + 62} ${CY - 18}l-10 10M${CX + 64} ${CY}l-14 2M${CX + 58} ${CY + 16}l-10-8" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>` +
        `<path d="M${CX + 6} ${CY - 34}l-14 30h12l-8 30 20-36h-12l10-24z" fill="${accent}" stroke="${INK}"/>`
      );
    case 'seven':
      return `<circle cx="${CX}" cy="${CY}" r="54" fill="${INK}" stroke="${accent}" stroke-width="4"/><circle cx="${CX}" cy="${CY}" r="46" fill="none" stroke="${accent}" stroke-dasharray="4 6"/>${seven(CX + 2, CY + 30, 84, accent)}`;
    case 'prize-wheel': {
      const colours = ['#1f7ae0', '#c8102e', '#1a9c4a', '#e07b10', GOLD, '#7a3ff0', '#1f7ae0', '#c8102e', '#1a9c4a', '#e07b10', INK, '#7a3ff0'];
      const slices = colours
        .map((fill, i) => {
          const [x1, y1] = polar(56, i * 30);
          const [x2, y2] = polar(56, (i + 1) * 30);
          return `<path d="M${CX} ${CY + 6}L${x1} ${y1 + 6}A56 56 0 0 1 ${x2} ${y2 + 6}z" fill="${fill}" stroke="#fff8"/>`;
        })
        .join('');
      const bulbs = Array.from({ length: 12 }, (_, i) => polar(63, i * 30 + 15)).map(([x, y]) => `<circle cx="${x}" cy="${y + 6}" r="2.6" fill="#fff6c8"/>`).join('');
      return (
        `<rect x="${CX - 6}" y="${CY + 50}" width="12" height="30" fill="${GOLD}"/><rect x="${CX - 30}" y="${CY + 76}" width="60" height="10" rx="4" fill="${GOLD}"/>` +
        `<circle cx="${CX}" cy="${CY + 6}" r="68" fill="${INK}" stroke="${GOLD}" stroke-width="4"/>${bulbs}${slices}` +
        `<circle cx="${CX}" cy="${CY + 6}" r="13" fill="${GOLD}" stroke="${INK}" stroke-width="2"/>` +
        `<path d="M${CX - 12} ${CY - 70}h24l-12 24z" fill="${accent}" stroke="${INK}" stroke-width="2"/>`
      );
    }
    case 'scratch-ticket': {
      const marks = ['✹', '❀', '✹', '♛', '✹', '', '', '', ''];
      const cells = marks
        .map((m, i) => {
          const x = CX - 42 + (i % 3) * 30;
          const y = CY - 38 + Math.floor(i / 3) * 30;
          return m
            ? `<rect x="${x - 12}" y="${y - 12}" width="24" height="24" rx="4" fill="#fffdf7"/><text x="${x}" y="${y + 7}" font-size="18" text-anchor="middle" fill="${m === '✹' ? '#d97a00' : RED}">${m}</text>`
            : `<rect x="${x - 12}" y="${y - 12}" width="24" height="24" rx="4" fill="#b9bdc8" stroke="#fff8"/>`;
        })
        .join('');
      return (
        `<g transform="rotate(-6 ${CX} ${CY})"><rect x="${CX - 66}" y="${CY - 62}" width="132" height="112" rx="10" fill="${accent}" stroke="${GOLD}" stroke-width="3"/>` +
        `<rect x="${CX - 58}" y="${CY - 54}" width="92" height="92" rx="6" fill="#7a4a1c"/>${cells}` +
        `<path d="M${CX + 42} ${CY - 50}v84" stroke="${INK}" stroke-dasharray="4 4" stroke-opacity=".5"/><text x="${CX + 54}" y="${CY - 4}" font-size="20" font-weight="900" text-anchor="middle" fill="${RED}">₹</text></g>` +
        `<g transform="translate(${CX + 58} ${CY + 44}) rotate(-20)"><ellipse rx="20" ry="20" fill="${GOLD}" stroke="#8a5a00" stroke-width="2"/><ellipse rx="13" ry="13" fill="none" stroke="#8a5a00"/></g>` +
        `<path d="M${CX - 30} ${CY + 44}q20-10 40 2" stroke="#d8dbe3" stroke-width="5" stroke-linecap="round" fill="none" stroke-opacity=".8"/>`
      );
    }
    case 'twenty-one':
      return (
        `${chip(CX - 66, CY + 40, RED)}${chip(CX - 60, CY + 34, '#1a9c4a')}${card(CX - 14, CY - 2, -10, 'A', '♠')}${card(CX + 20, CY + 2, 10, 'J', '♥')}` +
        `<circle cx="${CX + 62}" cy="${CY - 38}" r="20" fill="${INK}" stroke="${accent}" stroke-width="3"/><text x="${CX + 62}" y="${CY - 31}" font-size="20" font-weight="900" text-anchor="middle" fill="${accent}">21</text>`
      );
    case 'ante-cards':
      return (
        `${card(CX - 30, CY + 4, -16, 'Q', '♦')}${card(CX, CY - 4, 0, 'K', '♦')}${card(CX + 30, CY + 4, 16, 'A', '♦')}` +
        `${chip(CX - 66, CY + 46, '#1f7ae0')}${chip(CX + 66, CY + 46, RED)}<path d="M${CX - 30} ${CY + 50}h60" stroke="${accent}" stroke-width="3" stroke-linecap="round"/>`
      );
    case 'plane':
      return (
        `<path d="M${CX - 96} ${CY + 54}Q${CX - 10} ${CY + 48} ${CX + 40} ${CY - 18}" fill="none" stroke="${accent}" stroke-width="4" stroke-linecap="round"/>` +
        `<circle cx="${CX - 60}" cy="${CY - 30}" r="10" fill="#fff" fill-opacity=".18"/><circle cx="${CX - 46}" cy="${CY - 34}" r="14" fill="#fff" fill-opacity=".18"/><circle cx="${CX - 30}" cy="${CY - 30}" r="10" fill="#fff" fill-opacity=".18"/>` +
        `<g transform="translate(${CX + 46} ${CY - 26}) rotate(-28)"><path d="M-34 0q4-9 18-9h30q12 0 16 9q-4 9-16 9h-30q-14 0-18-9z" fill="#fff"/><path d="M-6-8l-10-22h10l16 22zM-6 8l-10 22h10l16-22zM-30-6l-8-12h8l8 12z" fill="${RED}"/><circle cx="18" cy="-2" r="3" fill="${INK}"/></g>`
      );
  }
}

/** The thumbnail of a game: a complete SVG document (no script, no external reference). */
export function thumbnailSvg(spec: ArtSpec): string {
  const rays = Array.from({ length: 12 }, (_, i) => {
    const [x1, y1] = polar(220, i * 30 - 5);
    const [x2, y2] = polar(220, i * 30 + 5);
    return `M${CX} ${CY}L${x1} ${y1}L${x2} ${y2}z`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}" width="${ART_WIDTH}" height="${ART_HEIGHT}" font-family="Georgia,'Times New Roman',serif">` +
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${spec.from}"/><stop offset="1" stop-color="${spec.to}"/></linearGradient>` +
    `<radialGradient id="g"><stop offset="0" stop-color="${spec.accent}" stop-opacity=".45"/><stop offset="1" stop-color="${spec.accent}" stop-opacity="0"/></radialGradient>` +
    `<clipPath id="c"><rect width="${ART_WIDTH}" height="${ART_HEIGHT}" rx="12"/></clipPath></defs>` +
    `<g clip-path="url(#c)"><rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#b)"/><path d="${rays}" fill="#fff" fill-opacity=".06"/>` +
    `<circle cx="${CX}" cy="${CY}" r="95" fill="url(#g)"/>${emblem(spec)}</g>` +
    `<rect x="1" y="1" width="${ART_WIDTH - 2}" height="${ART_HEIGHT - 2}" rx="11.5" fill="none" stroke="${GOLD}" stroke-opacity=".55" stroke-width="2"/></svg>`
  );
}
