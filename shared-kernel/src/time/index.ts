export * from './zone';
export * from './countdown';
export * from './time-setting';
export * from './server-clock';
