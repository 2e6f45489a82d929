/** Every /api endpoint, by name (docs/product.md#the-api). */
export * from './auth';
export * from './payments';
export * from './patients';
export * from './records';
export * from './sync';
export * from './reports';
export * from './trainer';
export * from './signing';
export * from './history';
export * from './audit';
export * from './fhir';
export * from './practice-data';
export * from './practice';
export * from './home';
export * from './outcomes';
export * from './service';
