// Reading request bodies by hand, field by field, with the spec's messages (§5). JSON and
// form-encoded bodies arrive as the same object; anything else is refused before any write.
import type { FastifyRequest } from 'fastify';
import { parseRupeeAmount } from '@khel/shared-kernel/betting';
import { badRequest } from './reply';

export type Body = Record<string, unknown>;

/** The body as a plain object; no body counts as empty. */
export function bodyOf(req: FastifyRequest): Body {
  const b = req.body;
  if (b === undefined || b === null || b === '') return {};
  if (typeof b !== 'object' || Array.isArray(b)) throw badRequest('Request body must be an object');
  return b as Body;
}

export interface TextRule {
  /** message when absent or blank; omit for an optional field */
  required?: string;
  min?: [number, string];
  max?: [number, string];
  pattern?: [RegExp, string];
  /** keep surrounding spaces (passwords) */
  raw?: boolean;
}

const DEFAULT_MAX = 200;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** A text field: strings (and plain numbers, as forms send digits) only; undefined if optional and absent. */
export function text(body: Body, field: string, rule: TextRule & { required: string }): string;
export function text(body: Body, field: string, rule?: TextRule): string | undefined;
export function text(body: Body, field: string, rule: TextRule = {}): string | undefined {
  const value = body[field];
  if (value === undefined || value === null || value === '') {
    if (rule.required) throw badRequest(rule.required);
    return undefined;
  }
  if (typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value))) {
    throw badRequest(`${field} must be text`);
  }
  const s = rule.raw ? String(value) : String(value).trim();
  // NUL and other control characters have no place in any field (PostgreSQL refuses NUL in text).
  if (CONTROL_CHARS.test(s)) throw badRequest(`${field} contains invalid characters`);
  if (s === '') {
    if (rule.required) throw badRequest(rule.required);
    return undefined;
  }
  const [maxLen, maxMsg] = rule.max ?? [DEFAULT_MAX, `${field} is too long`];
  if (s.length > maxLen) throw badRequest(maxMsg);
  if (rule.min && s.length < rule.min[0]) throw badRequest(rule.min[1]);
  if (rule.pattern && !rule.pattern[0].test(s)) throw badRequest(rule.pattern[1]);
  return s;
}

/** A whole number field (JSON number or digit string). */
export function integer(
  body: Body,
  field: string,
  rule: { required?: string; min?: number; max?: number; message?: string } = {},
): number | undefined {
  const value = body[field];
  if (value === undefined || value === null || value === '') {
    if (rule.required) throw badRequest(rule.required);
    return undefined;
  }
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d{1,16}$/.test(value.trim()) ? Number(value) : NaN;
  const message = rule.message ?? `${field} must be a whole number`;
  if (!Number.isSafeInteger(n)) throw badRequest(message);
  if (rule.min !== undefined && n < rule.min) throw badRequest(message);
  if (rule.max !== undefined && n > rule.max) throw badRequest(message);
  return n;
}

/** Rupees with at most 2 decimals → integer paise, exactly (no float arithmetic). */
export function rupeesToPaise(value: unknown, field = 'amount'): number {
  const paise = parseRupeeAmount(value);
  if (paise === null) throw badRequest(`${field} must be an amount in rupees with at most 2 decimals`);
  return paise;
}

/** Integer paise → rupees as a JSON number with 2 decimals at most (exact for safe integers): one definition, in domain/money.ts. */
export { paiseToRupees } from '../domain/money';

/** Route param or query value as a positive id. */
export function idParam(value: unknown, name = 'id'): number {
  const n = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0) throw badRequest(`${name} is invalid`);
  return n;
}
