export * from './client';
export * from './auth-calls';
export * from './early';
