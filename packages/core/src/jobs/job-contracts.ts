import { z } from 'zod';

/**
 * Every kind of background job. Each name is also its BullMQ queue name (one queue per job kind,
 * so a slow document run never holds up e-mail delivery).
 */
export const JOB_NAMES = [
  'email.deliver',
  'documents.generate',
  'orders.copy',
  'products.copy',
  'evaluation.run',
  'evaluation.import',
  'documents.import',
  'invoices.document',
  'documents.contract',
  'certificates.issue',
  'webhook.deliver',
  'notifications.sweep',
] as const;
export type JobName = (typeof JOB_NAMES)[number];

const id = z.number().int().positive();
const year = z.number().int().min(2000).max(2100);

/**
 * The payload of each job kind. Payloads carry ids and flags only (never whole rows), so a job
 * reads the current state when it runs. Who asked for a long job is recorded on its job_runs row.
 */
export const jobPayloadSchemas = {
  /**
   * Sends one row of email_outbox. `attempts`: the row's attempt count when it was enqueued (0, or
   * left out, for a new row), so a delivery asked for after a recovery is not taken for the dead
   * sender's job still held in the queue (deduplicationKey).
   */
  'email.deliver': z.object({ outboxId: id, attempts: z.number().int().min(0).optional() }).strict(),
  /**
   * Creates (or, with overwrite, regenerates) the documents of a survey: for one lab, or for every
   * lab when labId is null. issueAt is the issue date printed on them (ISO date-time).
   */
  'documents.generate': z
    .object({
      surveyId: id,
      labId: id.nullable(),
      overwrite: z.boolean(),
      issueAt: z.iso.datetime({ offset: true }),
    })
    .strict(),
  /**
   * Copies a lab's orders of year - 1 into `year`: at one org, or (orgId omitted) at every org of the
   * lab. A year (of the lab at the org) that has active orders is never copied into.
   */
  'orders.copy': z.object({ labId: id, year, orgId: id.optional() }).strict(),
  /**
   * Copies the product catalogue of year - 1 into `year`: of one org, or (orgId omitted) of every org
   * whose `year` is still empty.
   */
  'products.copy': z.object({ year, orgId: id.optional() }).strict(),
  /**
   * Computes the statistics and evaluation of a survey from the validated results; kind (default
   * 'evaluation') says which read model it replaces: the pre-evaluation or the final evaluation.
   */
  'evaluation.run': z.object({ surveyId: id, kind: z.enum(['pre_evaluation', 'evaluation']).optional() }).strict(),
  /** Imports externally computed evaluations of a survey, for one lab or (null) all labs. */
  'evaluation.import': z.object({ surveyId: id, labId: id.nullable() }).strict(),
  /** Imports the (result group, survey, round, year) documents of a survey. */
  'documents.import': z.object({ surveyId: id }).strict(),
  /**
   * Renders the generated PDF of an issued invoice, proforma or cancellation from its snapshot and
   * stores it as the invoice's document (replacing the one generated before).
   */
  'invoices.document': z.object({ invoiceId: id }).strict(),
  /**
   * Renders the generated document of a contract (its details, year and acceptance, in its reader's
   * language) into files + contract_documents, unless it has one (the API renders it at once when it
   * saves a contract and enqueues this only when that failed).
   */
  'documents.contract': z.object({ contractId: id }).strict(),
  /**
   * Issues (or reissues, when their content changed) the yearly certificates of an org's labs
   * (labIds null: all) as of `asOf` (the publication's business time): after a publication only when
   * every survey of the year is evaluated by then (issue 35, docs/decisions/certificates.md).
   */
  'certificates.issue': z
    .object({ orgId: id, year, labIds: z.array(id).nullable(), asOf: z.iso.datetime({ offset: true }) })
    .strict(),
  /**
   * Sends one row of webhook_deliveries (issue 34), its own outbox like email_outbox: `attempts` the
   * row's attempt count when enqueued (deduplicationKey), retries scheduled on the row.
   */
  'webhook.deliver': z.object({ deliveryId: id, attempts: z.number().int().min(0).optional() }).strict(),
  /** The time-driven notifications (a BullMQ repeatable job; in-process a periodic sweep). */
  'notifications.sweep': z.object({}).strict(),
} as const satisfies { [N in JobName]: z.ZodType };

export type JobPayloads = { [N in JobName]: z.infer<(typeof jobPayloadSchemas)[N]> };

export function isJobName(value: string): value is JobName {
  return (JOB_NAMES as readonly string[]).includes(value);
}

/**
 * What travels through a queue: the payload and, for long jobs, the job_runs row that reports
 * their status (null for fire-and-forget jobs such as e-mail delivery).
 */
export interface JobEnvelope<N extends JobName = JobName> {
  payload: JobPayloads[N];
  jobRunId: number | null;
}

export const jobEnvelopeSchema = z.object({ payload: z.unknown(), jobRunId: id.nullable() });

/**
 * Jobs that must not wait twice in a queue for the same thing: a second enqueue with the same key
 * while the first is still waiting or running is dropped (BullMQ deduplication; the inline runner
 * does the same). The outbox sweep re-enqueues pending mail every 10 s, this keeps that cheap.
 */
const deduplicationKeys: { [N in JobName]?: (payload: JobPayloads[N]) => string } = {
  'email.deliver': (payload) => `email-${payload.outboxId}-${payload.attempts ?? 0}`,
  'webhook.deliver': (payload) => `webhook-${payload.deliveryId}-${payload.attempts ?? 0}`,
  'notifications.sweep': () => 'notifications-sweep',
};

export function deduplicationKey<N extends JobName>(name: N, payload: JobPayloads[N]): string | null {
  const key = deduplicationKeys[name];
  return key ? key(payload) : null;
}
