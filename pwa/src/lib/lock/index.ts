export * from './idle-clock';
export * from './idle-settings';
export * from './lock-secrets';
export * from './lock-state';
export { startIdleWatch } from './watch-idle';
