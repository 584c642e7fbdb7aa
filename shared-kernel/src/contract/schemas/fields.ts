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

/**
 * A text field a call needs. Its presence is checked with the field's other rules, in the order the
 * spec's messages come (e.g. 'User ID is required' before the password's), so the schema documents it
 * as required in its description and leaves the refusal to the reader.
 */
export const Text = (field: string, description?: string) =>
  Type.Optional(Type.String({ description: `required${description ? `: ${description}` : ''}`, errorMessage: { type: `${field} must be text` } }));

/** An optional text field. */
export const OptText = (field: string, description?: string) =>
  Type.Optional(Type.String({ ...(description ? { description } : {}), errorMessage: { type: `${field} must be text` } }));

/** A whole-number field (a form sends digits). */
export const WholeNumber = (message: string, description?: string) =>
  Type.Integer({ ...(description ? { description } : {}), errorMessage: message });
