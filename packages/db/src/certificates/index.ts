export * from './quality-rules';
export * from './issue-certificates';
export * from './certificate-schedule';
