export * from './replayed';
