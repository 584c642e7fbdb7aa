export * from './time';
export * from './countdown';
