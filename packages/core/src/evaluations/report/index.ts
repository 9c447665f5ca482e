export * from './report.types';
export * from './build-report';
