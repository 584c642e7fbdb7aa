// Bet slip contract between the sports pages and the shell's slip panel.
export * from './bet-slip-bus';
export * from './live-price';
export * from './confirm-bets';
