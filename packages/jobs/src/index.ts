export { JOB_NAMES, jobPayloadSchemas, isJobName, deduplicationKey } from './queues';
export type { JobName, JobPayloads, JobEnvelope } from './queues';
export type { Jobs, EnqueueOptions, JobRunRef } from './jobs';
export { createJobs } from './create-jobs';
export type { CreateJobsOptions } from './create-jobs';
export { createWorkers } from './bullmq/workers';
export type { CreateWorkersOptions, Workers } from './bullmq/workers';
export { DEFAULT_QUEUE_PREFIX } from './bullmq/connection';
export { DEFAULT_RETRY, parseJobPayload, isRetryable } from './execute-job';
export type { RetryPolicy } from './execute-job';
export { DEFAULT_MAIL_FROM, DEFAULT_MAIL_DIR } from './mail/mail-config';
export type { MailConfig } from './mail/mail-config';
export { consoleLogger, silentLogger } from './logger';
export type { Logger } from './logger';
export {
  processors,
  processEmailDelivery,
  sweepOutbox,
  EMAIL_MAX_ATTEMPTS,
  OUTBOX_SWEEP_INTERVAL_MS,
  emailRetryDelaySeconds,
  processEvaluationRun,
  regenerateLabSurveyDocument,
  generatedDocumentPath,
} from './processors';
export type {
  ProcessorContext,
  ProcessorMap,
  JobProcessor,
  JobContext,
  JobResult,
  EmailDeliveryResult,
  SweepOutboxResult,
} from './processors';
export { startJobRun, markJobRun, latestJobRun, heartbeatJobRuns, failInterruptedJobRuns, JOB_RUN_STALE_AFTER_MS, JOB_RUN_HEARTBEAT_TIMEOUT_MS } from './job-runs';
export { startJob } from './start-job';
export type { StartJobInput } from './start-job';
export { deliverMailSoon } from './mail/deliver-mail-soon';
export type { StartJobRunInput, JobRunPatch } from './job-runs';
export * from './evaluation';
