export * from './rupees';
