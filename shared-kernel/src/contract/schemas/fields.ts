// Fields as the API's callers send them: JSON, or form fields where every value is text. Bodies are
// checked as sent (no type coercion, http/openapi.ts): each field names the JSON types it may take,
// and a value of another type is refused with the route's own message for it. A route keeps its
// messages for the rules on values (required, whole, in range) in the spec's order.
import type { TObject, TProperties, TSchema } from '@sinclair/typebox';
import { Type, type Static } from './common';

/**
 * A number, or its text (form fields): anything else (true, a list, an object) is refused with
 * `message`, the route's own word for it. Null reads as absent; the route checks the value (whole,
 * in range) with the same messages.
 */
export const NumberOrText = (description: string, message: string) =>
  Type.Unsafe<number | string | null>({ type: ['number', 'string', 'null'], description, errorMessage: { type: message } });

/**
 * A text field of a call whose route reads null as absent (a JSON number reads as its digits):
 * anything else is refused with `<field> must be text`, or `message`.
 */
export const TextOrNull = (field: string, description: string, message = `${field} must be text`) =>
  Type.Unsafe<string | number | null>({ type: ['string', 'number', 'null'], description, errorMessage: { type: message } });

/** One of these texts (null: absent, the route's default); anything else is refused with `message`. */
export const OneOfOrNull = <K extends readonly string[]>(values: K, description: string, message: string) =>
  Type.Unsafe<K[number] | null>({ type: ['string', 'null'], enum: [...values, null], description, errorMessage: message });

/**
 * A call's body: an object, or none at all (null: the route reads it as empty). Its fields' rules
 * that need the route's own words stay in the route.
 */
export const BodyOf = <T extends TObject>(fields: T) =>
  Type.Unsafe<Static<T>>({ ...fields, type: ['object', 'null'], errorMessage: { type: 'Request body must be an object' } });

// The player-side calls' bodies (http/account.ts, auth.ts, signup.ts, payments.ts...): a text field is a
// string (a form's digits arrive as text, a JSON number becomes its digits); the rules with the spec's
// own messages (required, lengths, digits) stay with the fields' readers in the server (http/input.ts,
// phone-input.ts), which also trim and refuse control characters.

const READ_BY_ROUTE = Symbol.for('khel.readByRoute');

/**
 * A field the caller must send whose absence the route refuses itself, with the spec's message and
 * in the order of the field's other rules (e.g. 'User ID is required' before the password's): the
 * call's type requires it (clients must send it), the schema leaves it out of `required` (Body).
 */
export const Needed = <T extends TSchema>(schema: T): T => Object.assign(schema, { [READ_BY_ROUTE]: true });

/**
 * A request body: an object whose fields are `props` (others are left to the route). Its type is
 * what the clients send; its fields marked `Needed` are documented as required and checked by the route.
 */
export const Body = <P extends TProperties>(props: P, description?: string): TObject<P> => {
  const schema = Type.Object(props, { errorMessage: { type: 'Request body must be an object' }, ...(description ? { description } : {}) });
  const json = schema as { required?: string[] };
  const required = (json.required ?? []).filter((k) => !(READ_BY_ROUTE in (props[k] as object)));
  if (required.length > 0) json.required = required;
  else delete json.required;
  return schema;
};

/** A call that takes no fields: its meaning is in its path and the caller's token (any body is ignored). */
export const NoFields = Type.Object({}, { description: 'no fields' });

/** A text field a call needs (`Needed`: the reader refuses its absence with the spec's message). */
export const Text = (field: string, description?: string) => Needed(TextOrDigits(field, `required${description ? `: ${description}` : ''}`));

/** An optional text field. */
export const OptText = (field: string, description?: string) => Type.Optional(TextOrDigits(field, description));

/** Text, or a JSON number (read as its digits); anything else is refused with `<field> must be text`. */
const TextOrDigits = (field: string, description?: string) =>
  Type.Unsafe<string>({ type: ['string', 'number'], ...(description ? { description } : {}), errorMessage: { type: `${field} must be text` } });

/** A whole-number field (a form sends digits). */
export const WholeNumber = (message: string, description?: string) =>
  Type.Integer({ ...(description ? { description } : {}), errorMessage: message });
