/**
 * The background jobs' runners (inline, BullMQ), processors and sweeps; only the apps (composition
 * roots) import this package. What a producer needs to start a job (names, payload schemas, the
 * Jobs interface) is in @eqa/core, the job_runs repository and startJob in @eqa/db, the evaluation
 * domain in @eqa/core (evaluations): docs/decisions/jobs.md.
 */
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
export {
  processors,
  processEmailDelivery,
  sweepOutbox,
  sweepJobOutbox,
  JOB_OUTBOX_SWEEP_INTERVAL_MS,
  EMAIL_MAX_ATTEMPTS,
  EMAIL_CLAIM_LEASE_SECONDS,
  OUTBOX_SWEEP_INTERVAL_MS,
  emailRetryDelaySeconds,
  processEvaluationRun,
  processWebhookDelivery,
  sweepWebhookDeliveries,
  processNotificationsSweep,
  WEBHOOK_RETRY_DELAYS_SECONDS,
  NOTIFICATION_SWEEP_INTERVAL_MS,
} from './processors';
export type {
  NotificationJobsConfig,
  ProcessorContext,
  ProcessorMap,
  JobProcessor,
  JobContext,
  JobResult,
  EmailDeliveryResult,
  SweepOutboxResult,
  SweepJobOutboxResult,
} from './processors';
export * from './evaluation';
