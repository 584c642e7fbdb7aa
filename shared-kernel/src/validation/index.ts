export * from './auth-forms';
export * from './stake-presets';
