// Development-only helpers (KHEL_DEV_HELPERS=on, never in production; server http/dev.ts).
import { Envelope, Type } from './common';
import { Body, OptText, Text } from './fields';

export const OutboxQuery = Type.Object({
  mobile: Type.Optional(Type.String({ description: 'with its country code, or with country_code' })),
  country_code: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
});
export const OutboxAnswer = Envelope(Type.Array(Type.Record(Type.String(), Type.Unknown()), { description: 'the latest messages to that address' }));

export const DevOperatorUserBody = Body({
  user_name: Text('user_name'),
  password: Text('password'),
  operator_id: Type.Optional(Type.Unknown({ description: 'the platform operator (1) when absent' })),
  name: OptText('name'),
});
export const DevOperatorUserAnswer = Envelope(Type.Object({ id: Type.Number(), operator_id: Type.Number(), user_name: Type.String() }));

export const DevPlaySessionBody = Body({
  user_name: Text('user_name'),
  minutes: Type.Optional(Type.Unknown({ description: 'required: a whole number from 1 to 1440 (a JSON number)' })),
});
export const DevPlaySessionAnswer = Envelope(Type.Object({ sessions: Type.Number() }));

/** POST /dev/country (development only): requests from `address` come from `country`; null forgets it */
export const DevCountryBody = Type.Object(
  {
    address: Type.String({ minLength: 2, maxLength: 45 }),
    country: Type.Union([Type.String({ pattern: '^[A-Za-z]{2}$' }), Type.Null()]),
  },
  { additionalProperties: false },
);

export const DevSessionLineBody = Body({
  match_id: Type.Optional(Type.Unknown({ description: 'required: the cricket match in play (a JSON number)' })),
  minutes: Type.Optional(Type.Unknown({ description: 'how long the line is held open and still: 1 to 30 (default 5)' })),
});
export const DevSessionLineAnswer = Envelope(
  Type.Object({
    fancy_id: Type.Number(),
    no_line: Type.Number(),
    held_until: Type.String({ description: 'ISO time the hold ends; the line then moves, and settles, as usual' }),
  }),
);
