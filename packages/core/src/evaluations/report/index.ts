export * from './report.types';
export * from './report-parts.types';
export { reportSeriesKey, type HistogramRangeRequest } from './report-rows';
export * from './build-report';
export * from './lab-report';
