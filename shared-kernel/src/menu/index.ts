export * from './menu';
export * from './sport-names';
