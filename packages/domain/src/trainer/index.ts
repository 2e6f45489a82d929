export * from './exercises';
export * from './round';
export * from './scoring';
export * from './staircase';
export * from './symptoms';
export * from './visual-angle';
