export * from './corrective-action';
