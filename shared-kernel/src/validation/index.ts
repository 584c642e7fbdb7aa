export * from './auth-schemas';
export * from './stake-presets';
