export * from './racing-reload';
