export * from './webhook-signing';
export * from './webhook-address';
