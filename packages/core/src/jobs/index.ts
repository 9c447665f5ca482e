/**
 * What a producer needs to start a background job, shared by the API (which starts jobs) and
 * @eqa/jobs (which runs them): job names, payload schemas, the producer interface `Jobs`, the
 * logging interface and the mail hand-off. The runners and processors stay in @eqa/jobs; only the
 * composition roots (apps) import that package. Decision: docs/decisions/jobs.md.
 */
export * from './job-contracts';
export * from './jobs';
export * from './logger';
export * from './deliver-mail-soon';
export * from './deliver-webhooks-soon';
