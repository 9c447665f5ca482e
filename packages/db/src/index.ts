export * from './client';
export * from './migrator';
export type * from './schema';
export { json } from './tables/columns';
export * from './event-store';
export * from './projections';
export * from './batching/coalescer';
export * from './batching/unnest';
export * from './batching/reusable-query';
