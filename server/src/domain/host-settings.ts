// What an operator sets on a host that needs more checking than a schema gives: a domain, and a logo
// or favicon as uploaded. An image's type is read from its bytes (never from a name or a header the
// browser sends), its size is bounded, and an SVG that could run or load anything (script, event
// handlers, javascript: links, foreign objects, outside references, entity declarations) is refused
// rather than cleaned. Pure: no I/O. An SVG that passes then goes through DOMPurify (site/host-svg.ts),
// which sees what patterns miss (a script under another prefix, SMIL setting a handler).
import { HOST_IMAGE_MAX_KIB, type HostImageKind } from '@khel/shared-kernel/contract';

export type { HostImageKind };
export type HostImageType = 'image/png' | 'image/svg+xml' | 'image/x-icon' | 'image/webp';

/** Largest accepted image per kind, in bytes (the store holds at most 256 KiB). */
export const HOST_IMAGE_MAX_BYTES: Record<HostImageKind, number> = { logo: HOST_IMAGE_MAX_KIB.logo * 1024, favicon: HOST_IMAGE_MAX_KIB.favicon * 1024 };

export type HostImageCheck = { ok: true; contentType: HostImageType } | { ok: false; reason: string };

const startsWith = (b: Uint8Array, bytes: number[], at = 0) => bytes.every((v, i) => b[at + i] === v);
const u32be = (b: Uint8Array, at: number) => ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u32le = (b: Uint8Array, at: number) => (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0;

function png(b: Uint8Array): boolean {
  // signature, then the IHDR chunk with a width and height of at least 1
  return b.length >= 33 && startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && startsWith(b, [0x49, 0x48, 0x44, 0x52], 12) && u32be(b, 16) > 0 && u32be(b, 20) > 0;
}

function webp(b: Uint8Array): boolean {
  // RIFF <size> WEBP VP8 / VP8L / VP8X, the RIFF size matching the file
  return b.length >= 20 && startsWith(b, [0x52, 0x49, 0x46, 0x46]) && startsWith(b, [0x57, 0x45, 0x42, 0x50], 8) && startsWith(b, [0x56, 0x50, 0x38], 12) && u32le(b, 4) + 8 <= b.length;
}

function ico(b: Uint8Array): boolean {
  // ICONDIR (reserved 0, type 1, 1–64 images), each entry's data inside the file
  if (b.length < 22 || !startsWith(b, [0, 0, 1, 0])) return false;
  const count = u16le(b, 4);
  if (count < 1 || count > 64 || b.length < 6 + 16 * count) return false;
  for (let i = 0; i < count; i++) {
    const entry = 6 + 16 * i;
    const size = u32le(b, entry + 8);
    const offset = u32le(b, entry + 12);
    if (size === 0 || offset < 6 + 16 * count || offset + size > b.length) return false;
  }
  return true;
}

/** What in an SVG could run or load something: any of these refuses the file. */
const SVG_DANGERS: [RegExp, string][] = [
  [/<\s*script\b/i, 'a script'],
  [/\son[a-z]+\s*=/i, 'an event handler (on… attribute)'],
  [/javascript\s*:/i, 'a javascript: link'],
  [/<\s*foreignObject\b/i, 'a foreignObject'],
  [/<!\s*(ENTITY|DOCTYPE)\b/i, 'a DOCTYPE or entity declaration'],
  [/<\s*(iframe|embed|object|audio|video|use)\b/i, 'an embedded or referenced document'],
  [/(?:href|src)\s*=\s*["']?\s*(?!#|data:image\/(?:png|webp|jpeg);)/i, 'a reference to another file'],
  [/url\(\s*["']?\s*(?!#)/i, 'a reference to another file in a style'],
  [/@import/i, 'a style import'],
];

function svg(b: Uint8Array): HostImageCheck {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(b);
  } catch {
    return { ok: false, reason: 'The SVG is not UTF-8 text' };
  }
  const start = text.replace(/^\uFEFF/, '').replace(/^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*/, '');
  if (!/^<svg[\s>]/i.test(start) || !/<\/svg\s*>\s*$/i.test(text)) return { ok: false, reason: 'The file is not an SVG image' };
  for (const [pattern, what] of SVG_DANGERS) {
    if (pattern.test(text)) return { ok: false, reason: `The SVG is refused: it contains ${what}` };
  }
  return { ok: true, contentType: 'image/svg+xml' };
}

/** Checks an uploaded image: PNG, SVG, ICO or WebP by content, within the kind's size limit. */
export function checkHostImage(kind: HostImageKind, bytes: Uint8Array): HostImageCheck {
  if (bytes.length === 0) return { ok: false, reason: 'The file is empty' };
  const max = HOST_IMAGE_MAX_BYTES[kind];
  if (bytes.length > max) return { ok: false, reason: `The ${kind} must be at most ${max / 1024} KB` };
  if (png(bytes)) return { ok: true, contentType: 'image/png' };
  if (webp(bytes)) return { ok: true, contentType: 'image/webp' };
  if (ico(bytes)) return { ok: true, contentType: 'image/x-icon' };
  if (/^\s*</.test(new TextDecoder().decode(bytes.subarray(0, 64)).replace(/^\uFEFF/, ''))) return svg(bytes);
  return { ok: false, reason: 'Only PNG, SVG, ICO and WebP images are accepted' };
}

/** A domain a host answers on: lower-case letters, digits and hyphens in dot-separated labels. */
export function normaliseDomain(input: string): string | null {
  const d = input.trim().toLowerCase().replace(/\.$/, '');
  if (d.length < 1 || d.length > 253) return null;
  const labels = d.split('.');
  if (!labels.every((l) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(l))) return null;
  if (/^[0-9]+$/.test(labels.at(-1)!) && !/^(\d{1,3}\.){3}\d{1,3}$/.test(d)) return null;
  if (/^(\d{1,3}\.){3}\d{1,3}$/.test(d) && !labels.every((l) => Number(l) <= 255)) return null;
  return d;
}
