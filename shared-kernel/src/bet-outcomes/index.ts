export * from './bet-outcomes';
