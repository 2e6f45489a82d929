export { LockGate } from './components/LockGate';
export { LockSettings } from './components/LockSettings';
