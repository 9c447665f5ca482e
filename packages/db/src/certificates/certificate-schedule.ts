import type { Kysely } from 'kysely';
import type { DB, Executor } from '../schema';
import { issueCertificates } from './issue-certificates';

/**
 * An evaluation published for a later date (docs/decisions/certificates.md "Publication dated
 * ahead"): its certificates are due then. Written in the publication's transaction; publishing the
 * survey again for another date moves the due time (and makes it due again if it was done).
 */
export async function scheduleCertificates(trx: Executor, surveyId: number, dueAt: Date): Promise<void> {
  await trx
    .insertInto('certificateSchedule')
    .values({ surveyId, dueAt, doneAt: null, issued: null })
    .onConflict((oc) => oc.column('surveyId').doUpdateSet({ dueAt, doneAt: null, issued: null }))
    .execute();
}

/** The survey was published for now (its job issues) or unpublished: nothing is due for it any more. */
export async function cancelCertificateSchedule(trx: Executor, surveyId: number): Promise<void> {
  await trx.deleteFrom('certificateSchedule').where('surveyId', '=', surveyId).where('doneAt', 'is', null).execute();
}

export interface IssueScheduledCertificatesResult {
  /** Publications whose date came and were handled now. */
  publications: number;
  /** Certificates those issued (first versions and new versions of changed ones). */
  certificates: number;
}

/**
 * Part of the time-driven sweep: the certificates of every evaluation whose publication date has come
 * by `now` (the business clock) and was not handled yet, each in one transaction that locks its
 * schedule row (SKIP LOCKED: another instance's sweep leaves it alone), issues the year's certificates
 * as the publication job would (db issueCertificates, nothing unless the whole year is evaluated) and
 * marks the row done. Once per publication whatever the number of sweeps or instances: a second
 * sweep finds nothing due. `orgId`: one organisation's (staff's "run now").
 */
export async function issueScheduledCertificates(db: Kysely<DB>, options: { now: Date; orgId?: number }): Promise<IssueScheduledCertificatesResult> {
  const { now } = options;
  let dueQuery = db
    .selectFrom('certificateSchedule as cs')
    .innerJoin('surveys as s', 's.id', 'cs.surveyId')
    .select('cs.surveyId')
    .where('cs.doneAt', 'is', null)
    .where('cs.dueAt', '<=', now)
    .orderBy('cs.dueAt')
    .orderBy('cs.surveyId');
  if (options.orgId !== undefined) dueQuery = dueQuery.where('s.orgId', '=', options.orgId);
  const due = await dueQuery.execute();
  const result: IssueScheduledCertificatesResult = { publications: 0, certificates: 0 };
  for (const { surveyId } of due) {
    const issued = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .selectFrom('certificateSchedule')
        .select('surveyId')
        .where('surveyId', '=', surveyId)
        .where('doneAt', 'is', null)
        .where('dueAt', '<=', now)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!claimed) return null;
      const survey = await trx
        .selectFrom('surveys as s')
        .innerJoin('rounds as r', 'r.id', 's.roundId')
        .select(['s.orgId', 's.evaluatedAt', 'r.year'])
        .where('s.id', '=', surveyId)
        .executeTakeFirstOrThrow();
      // published by now (a survey unpublished meanwhile issues nothing)
      const published = survey.evaluatedAt !== null && survey.evaluatedAt.getTime() <= now.getTime();
      const outcome = published
        ? await issueCertificates(trx, { orgId: survey.orgId, year: survey.year, labIds: null, now, createdBy: null, requireYearEvaluated: true })
        : null;
      const count = outcome?.issued.length ?? 0;
      await trx.updateTable('certificateSchedule').set({ doneAt: now, issued: count }).where('surveyId', '=', surveyId).execute();
      return count;
    });
    if (issued === null) continue;
    result.publications += 1;
    result.certificates += issued;
  }
  return result;
}
