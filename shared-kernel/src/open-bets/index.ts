export * from './open-bets';
