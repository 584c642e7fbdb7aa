// The installable web app's icons, drawn here so every host gets its own without files: a rounded
// square in the host's theme colour with a white ring (PNG for Android and iOS), and an SVG with
// the site's initial.
import zlib from 'node:zlib';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** '#c10931' → [193, 9, 49]; anything else → Khel red. */
export function rgbOf(hex: string): [number, number, number] {
  const m = /^#([0-9a-f]{6})$/i.exec(hex.trim());
  const n = m ? parseInt(m[1]!, 16) : 0xc10931;
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** A `size`×`size` RGBA PNG: theme-coloured square (maskable: the ring stays in the safe zone). */
export function iconPng(size: number, themeColor: string): Buffer {
  const [r, g, b] = rgbOf(themeColor);
  const rows: Buffer[] = [];
  const c = (size - 1) / 2;
  const outer = size * 0.3;
  const inner = size * 0.2;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x - c, y - c);
      const white = d <= outer && d >= inner;
      row.set(white ? [255, 255, 255, 255] : [r, g, b, 255], 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function iconSvg(siteName: string, themeColor: string): string {
  const initial = escapeXml((siteName.trim()[0] ?? 'K').toUpperCase());
  const [r, g, b] = rgbOf(themeColor);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" rx="96" fill="rgb(${r},${g},${b})"/><text x="256" y="340" font-family="Arial,Helvetica,sans-serif" font-size="260" font-weight="700" fill="#fff" text-anchor="middle">${initial}</text></svg>`;
}
