export * from './rupees';
export * from './money-label';
