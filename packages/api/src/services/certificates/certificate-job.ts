import type { Jobs } from '@eqa/core';
import { cancelCertificateSchedule, recordJob, scheduleCertificates, type Executor, type JobRun } from '@eqa/db';

/**
 * Records the certificates job of the year of a survey whose evaluation is being published, in the
 * publication's transaction (the job outbox): the job issues the year's certificates when every
 * survey of the year is evaluated by `asOf` (the year's last evaluation), and reissues changed ones
 * when an evaluation is published again (an upheld appeal's re-evaluation). Answers null for a
 * survey without a round year (never: every survey has a round).
 */
export async function recordCertificatesJob(trx: Executor, jobs: Pick<Jobs, 'runner'>, surveyId: number, asOf: Date, createdBy: number | null): Promise<JobRun | null> {
  const survey = await trx
    .selectFrom('surveys as s')
    .innerJoin('rounds as r', 'r.id', 's.roundId')
    .select(['s.orgId', 'r.year'])
    .where('s.id', '=', surveyId)
    .executeTakeFirst();
  if (!survey) return null;
  return recordJob(trx, jobs, {
    name: 'certificates.issue',
    key: `survey:${surveyId}`,
    payload: { orgId: survey.orgId, year: survey.year, labIds: null, asOf: asOf.toISOString() },
    createdBy,
  });
}

/** How far ahead of the clock a published evaluation date still counts as "now" (a client's clock a little ahead). */
const PUBLICATION_SLACK_MS = 5 * 60_000;

/**
 * The business time the certificates job judges by: the publication's evaluation date when it is
 * now (within a few minutes), else now. An evaluation dated later is not published yet: it is not
 * given to the job but scheduled (certificatesOnPublication).
 */
export function certificatesAsOf(evaluatedAt: string | Date | null, now: Date): Date {
  if (evaluatedAt === null) return now;
  const at = new Date(evaluatedAt);
  return at.getTime() > now.getTime() && at.getTime() <= now.getTime() + PUBLICATION_SLACK_MS ? at : now;
}

/**
 * The certificates of an evaluation being published, in the publication's transaction
 * (docs/decisions/certificates.md): published for now (or earlier, or unpublished), the
 * certificates.issue job is recorded as of now and anything the survey had scheduled is dropped;
 * dated later than a few minutes ahead, no job now: the survey's certificates are scheduled for that
 * date and the time-driven sweep issues them once the business clock reaches it.
 */
export async function certificatesOnPublication(
  trx: Executor,
  jobs: Pick<Jobs, 'runner'>,
  surveyId: number,
  evaluatedAt: string | Date | null,
  now: Date,
  createdBy: number | null,
): Promise<JobRun | null> {
  const at = evaluatedAt === null ? null : new Date(evaluatedAt);
  if (at !== null && at.getTime() > now.getTime() + PUBLICATION_SLACK_MS) {
    await scheduleCertificates(trx, surveyId, at);
    return null;
  }
  await cancelCertificateSchedule(trx, surveyId);
  return recordCertificatesJob(trx, jobs, surveyId, certificatesAsOf(evaluatedAt, now), createdBy);
}
