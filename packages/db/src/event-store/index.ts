export * from './types';
export * from './stream-version-conflict-error';
export { appendToStream, type AppendOptions } from './append-to-stream';
export { readStream, streamVersion, readAllEvents } from './read-stream';
export * from './lab-survey-stream';
export { lockStreams } from './append-to-stream';
export { LAB_SURVEY_BATCH, LAB_SURVEY_STATE_CACHE_SIZE } from './lab-survey-command-batcher';
export type { LabSurveyCommandRequest } from './lab-survey-commands';
