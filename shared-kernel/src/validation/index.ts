export * from './auth-forms';
