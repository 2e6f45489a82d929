/** Every /api endpoint of spec §7, by name. */
export * from './auth';
export * from './payments';
export * from './patients';
export * from './records';
export * from './sync';
export * from './reports';
export * from './trainer';
