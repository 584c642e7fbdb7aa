export * from './time';
export * from './countdown';
export * from './time-setting';
