export * from './client';
export * from './auth-calls';
