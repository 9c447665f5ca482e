export * from './schemas';
export * from './tax-identifiers';
export * from './bank-account';
export * from './contract-rules';
export * from './contract-years';
