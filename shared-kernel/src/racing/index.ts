export * from './racing-reload';
export * from './hr-bet';
