export * from './adherence';
export * from './link-code';
export * from './program';
export * from './summary';
