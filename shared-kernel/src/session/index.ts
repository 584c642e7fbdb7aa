export * from './session';
export * from './auth-requests';
