export * from './session';
export * from './current-user';
