// Fields as the API's callers send them: JSON, or form fields where every value is text. A route
// keeps its own messages for the rules on values; these say what may come.
import type { TObject } from '@sinclair/typebox';
import { Type, type Static } from './common';

/**
 * A field that may come in several JSON types. It names them without a `type` keyword: the API's
 * validator coerces types (form fields), and a coercion would let through what the route refuses
 * (a one-item list unwrapped to its item, null turned to 0); the route checks the value with its
 * own message. Null reads as absent.
 */
export const Field = <T>(types: string[], description: string) => Type.Unsafe<T>({ description: `${description} (${types.join(' or ')})` });

/** A number, or its text (form fields). */
export const NumberOrText = (description: string) => Field<number | string>(['number', 'text'], description);

/**
 * A call's body: an object, or none at all (null: the route reads it as empty). Its fields' rules
 * that need the route's own words stay in the route.
 */
export const BodyOf = <T extends TObject>(fields: T) =>
  Type.Unsafe<Static<T>>({ ...fields, type: ['object', 'null'], errorMessage: { type: 'Request body must be an object' } });

