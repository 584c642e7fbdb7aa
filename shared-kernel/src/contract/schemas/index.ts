// The API's schemas (values): the server's route schemas and OpenAPI document. Clients import their
// types from '@khel/shared-kernel/contract' (type-only), never these values.
export * from './common';
export * from './statements';
export * from './fields';
export * from './site';
export * from './auth';
export * from './account';
export * from './payments';
export * from './responsible-gambling';
export * from './content';
export * from './dev';
export * from './betting';
export * from './operator-results';
export * from './sports';
export * from './operator-api';
export * from './casino';
export * from './casino-catalogue';
export * from './operator-console';
export * from './messaging';
