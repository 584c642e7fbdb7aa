export * from './player-stream';
