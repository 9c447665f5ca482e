export * from './quality-rules';
export * from './issue-certificates';
