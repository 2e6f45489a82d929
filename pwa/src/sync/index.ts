export * from './status';
export * from './dirty-forms';
export * from './safe-reload';
export * from './device-data';
export { registerAfterRound } from './after-round';
