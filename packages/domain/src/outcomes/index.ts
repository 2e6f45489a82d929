export * from './instrument';
export * from './ciss';
export * from './voms';
export * from './registry';
export * from './outcome';
export * from './binocular-norms';
export * from './suggest-diagnoses';
