export * from './webhook-signing';
export * from './webhook-address';
export * from './record-webhook-event';
export * from './validation-webhooks';
