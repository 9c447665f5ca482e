export * from './quality-rules';
export * from './certificate-content';
export * from './verification-code';
export * from './verify-limits';
