// The API contract: request and response types of the /api/v1 calls, shared by client and server.
export * from './envelope';
export * from '../site/remotes';
export * from '../site/remote-module';
export * from './auth';
export * from './account';
export * from './site-config';
export * from './sports';
export * from './betting';
export * from './payments';
export * from './stream';
export * from './casino';
export * from './responsible-gambling';
export * from './content';
export * from './operator';
export type { StatementRequest, StatementLine, ProfitLossRow } from './schemas/statements';
export * from './messaging';
export type { CasinoCatalogue, CasinoCatalogueGame } from './schemas/casino-catalogue';
