export * from './errors/app-error';
export * from './platform/clock';
export * from './platform/localized';
export * from './platform/constants';
export * from './auth/password-rules';
