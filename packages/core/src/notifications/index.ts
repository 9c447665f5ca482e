export * from './notification-types';
export * from './notification-rules';
export * from './webhook-rules';
