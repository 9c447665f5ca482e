export * from './client';
export * from './migrator';
export type * from './schema';
