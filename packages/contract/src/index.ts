export * from './endpoint';
export * from './errors';
export * from './clinical';
export * from './payment-schemas';
export * as api from './api';
export * from './sync-schemas';
export * from './report-schemas';
export * from './trainer-schemas';
export * from './audit-schemas';
