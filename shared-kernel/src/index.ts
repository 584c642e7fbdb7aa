// @khel/shared-kernel: the one public entry the shell and remotes import (a federated singleton).
export * from './diagnostics/instance';
export * from './contract';
export * from './routes/route-table';
export * from './betting';
export * from './bet-slip';
export * from './api';
export * from './session';
export * from './balance';
export * from './player-stream';
export * from './open-bets';
export * from './menu';
export * from './racing';
export * from './toasts';
export * from './format';
export * from './time';
export * from './validation';
export * from './i18n';
