export * from './zone';
export * from './countdown';
export * from './time-setting';
