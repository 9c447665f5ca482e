export * from './errors/app-error';
export * from './platform/clock';
export * from './platform/localized';
