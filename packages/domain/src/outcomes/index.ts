export * from './instrument';
export * from './ciss';
export * from './voms';
export * from './registry';
export * from './outcome';
