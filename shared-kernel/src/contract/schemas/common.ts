// Building blocks of the API's schemas (TypeBox: JSON Schema values with their TypeScript types).
// The server validates requests and documents answers with these values; the client imports only
// their types (`import type`), so nothing of TypeBox reaches a bundle.
import { Type, type Static, type TSchema } from '@sinclair/typebox';

export { Type };
export type { Static, TSchema };

/** `{status, msg, data}`: most calls (spec §7). */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({
    status: Type.Boolean(),
    msg: Type.String(),
    data,
    logout: Type.Optional(Type.Boolean()),
    token: Type.Optional(Type.String()),
  });

/** `{success, result}`: the account-area calls. */
export const SuccessEnvelope = <T extends TSchema>(result: T) =>
  Type.Object({ success: Type.Boolean(), result, message: Type.Optional(Type.String()) });

/** A refusal: `{status:false, msg, message, data:null}` plus what the refusal adds (code, until…). */
export const ErrorAnswer = Type.Object(
  { status: Type.Literal(false), msg: Type.String(), message: Type.String(), data: Type.Null() },
  { additionalProperties: true },
);

/** Rupees on the wire: a number with at most two decimals. */
export const Rupees = Type.Number({ description: 'rupees, two decimals' });

/** Pages of a list: page from 1, limit ≤ `max` (history lists: 150, spec §9). */
export const pageFields = (max: number) => ({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, errorMessage: 'page must be a whole number from 1' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: max, errorMessage: `limit must be 1 to ${max}` })),
});

/**
 * A whole number in a query string (`?page=2`), `min` to `max`, refused with `message`; empty
 * (`?page=`) reads as absent, the call's default.
 */
export const QueryWhole = (min: number, max: number, message: string, description?: string) =>
  Type.Optional(
    Type.Union([Type.Literal(''), Type.Integer({ minimum: min, maximum: max })], { errorMessage: message, ...(description ? { description } : {}) }),
  );

/** Pages of a list in a query string: as `pageFields`, and empty reads as absent (`?page=` is page 1). */
export const queryPageFields = (max: number) => ({
  page: QueryWhole(1, 100_000, 'page must be a whole number from 1', 'from 1'),
  limit: QueryWhole(1, max, `limit must be 1 to ${max}`, 'page size'),
});

/** 'YYYY-MM-DD' */
export const Day = (field: string) => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', errorMessage: `${field} must be YYYY-MM-DD` });
