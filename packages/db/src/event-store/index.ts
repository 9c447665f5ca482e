export * from './types';
export * from './stream-version-conflict-error';
export { appendToStream, type AppendOptions } from './append-to-stream';
export { readStream, streamVersion, readAllEvents } from './read-stream';
export * from './lab-survey-stream';
export { findAppliedRequest, type AppliedRequest } from './idempotency';
export { surveyResultsPosition } from './survey-results-position';
