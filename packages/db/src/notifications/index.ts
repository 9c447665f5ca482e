export * from './record-notifications';
export * from './render-notification';
export * from './notification-events';
export * from './notification-subjects';
export * from './sweep-notifications';
