export * from './org-settings';
