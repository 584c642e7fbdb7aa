// Request-body building blocks shared by the player's calls. A body is an object (JSON or a form);
// a text field is a string (a form's digits arrive as text, a JSON number becomes its digits). The
// rules with the spec's own messages (required, lengths, digits) stay with the fields' readers in
// the server (http/input.ts, phone-input.ts), which also trim and refuse control characters.
import { Type, type TProperties } from '@sinclair/typebox';

/** A request body: an object whose fields are `props` (others are left to the route). */
export const Body = <P extends TProperties>(props: P, description?: string) =>
  Type.Object(props, { errorMessage: { type: 'Request body must be an object' }, ...(description ? { description } : {}) });

/** A call that takes no fields: its meaning is in its path and the caller's token (any body is ignored). */
export const NoFields = Type.Object({}, { description: 'no fields' });

/** A text field of a body (a form's value or a JSON string or number). */
export const Text = (field: string, description?: string, extra: { maxLength?: number; minLength?: number } = {}) =>
  Type.String({ ...extra, ...(description ? { description } : {}), errorMessage: { type: `${field} must be text` } });

/** An optional text field. */
export const OptText = (field: string, description?: string) => Type.Optional(Text(field, description));

/** A whole-number field (a form sends digits). */
export const WholeNumber = (message: string, description?: string) =>
  Type.Integer({ ...(description ? { description } : {}), errorMessage: message });
