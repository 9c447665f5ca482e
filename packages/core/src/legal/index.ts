export * from './legal-versions';
export * from './legal-markup';
export * from './legal-schemas';
