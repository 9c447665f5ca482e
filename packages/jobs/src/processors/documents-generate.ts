import { createHash } from 'node:crypto';
import { AppError, localize } from '@eqa/core';
import { simplePdf } from '@eqa/db/seed/pdf';
import type { JobPayloads } from '../queues';
import type { JobContext, ProcessorContext } from './processor';

export interface DocumentsGenerateResult extends Record<string, unknown> {
  surveyId: number;
  created: number;
  replaced: number;
  skipped: number;
}

/** The path of the generated participation document of a lab in a survey. */
export function generatedDocumentPath(surveyId: number, labShortName: string): string {
  return `survey-${surveyId}-lab-${labShortName.replace(/[^\w.-]/g, '_')}.pdf`;
}

/**
 * documents.generate: creates a survey document (type 'survey', lab level, a one-page PDF in files)
 * for every participating lab of the survey (or the one lab): scheme, round, lab, issue date and the
 * lab's result and evaluation counts. Without overwrite an existing generated document is kept
 * (skipped); with overwrite it is regenerated. Uploaded (custom) documents are never touched.
 */
export async function processDocumentsGenerate(
  ctx: Pick<ProcessorContext, 'db' | 'logger'>,
  payload: JobPayloads['documents.generate'],
  job: JobContext,
): Promise<DocumentsGenerateResult> {
  const survey = await ctx.db
    .selectFrom('surveys as s')
    .innerJoin('schemeVersions as sv', 'sv.id', 's.schemeVersionId')
    .innerJoin('schemes as sc', 'sc.id', 'sv.schemeId')
    .innerJoin('rounds as r', 'r.id', 's.roundId')
    .innerJoin('orgs as o', 'o.id', 's.orgId')
    .select(['s.id', 's.orgId', 'o.name as orgName', 'sv.name as versionName', 'sc.shortName as schemeShortName', 'r.name as roundName'])
    .where('s.id', '=', payload.surveyId)
    .executeTakeFirst();
  if (!survey) throw AppError.notFound('Survey');
  let labsQuery = ctx.db
    .selectFrom('surveyLabs as sl')
    .innerJoin('labs as l', 'l.id', 'sl.labId')
    .leftJoin('labSurveyStatus as ls', (join) => join.onRef('ls.labId', '=', 'sl.labId').onRef('ls.surveyId', '=', 'sl.surveyId'))
    .select(['l.id', 'l.shortName', 'l.name', 'ls.resultCount', 'ls.validatedAt'])
    .where('sl.surveyId', '=', survey.id);
  if (payload.labId !== null) labsQuery = labsQuery.where('l.id', '=', payload.labId);
  const labs = await labsQuery.orderBy('l.shortName').execute();
  if (payload.labId !== null && labs.length === 0) throw AppError.notFound('Participating lab');
  const createdBy =
    job.jobRunId === null ? null : ((await ctx.db.selectFrom('jobRuns').select('createdBy').where('id', '=', job.jobRunId).executeTakeFirst())?.createdBy ?? null);
  const issueDay = payload.issueAt.slice(0, 10);
  const result: DocumentsGenerateResult = { surveyId: survey.id, created: 0, replaced: 0, skipped: 0 };

  for (const [index, lab] of labs.entries()) {
    const path = generatedDocumentPath(survey.id, lab.shortName);
    await ctx.db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('surveyDocuments')
        .select(['id', 'fileId'])
        .where('surveyId', '=', survey.id)
        .where('labId', '=', lab.id)
        .where('path', '=', path)
        .where('custom', '=', false)
        .executeTakeFirst();
      if (existing && !payload.overwrite) {
        result.skipped += 1;
        return;
      }
      const evaluations = await trx
        .selectFrom('evaluationLabResults as e')
        .innerJoin('evaluationRuns as run', 'run.id', 'e.runId')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('e.labId', '=', lab.id)
        .where('e.surveyId', '=', survey.id)
        .where('run.status', '=', 'succeeded')
        .executeTakeFirstOrThrow();
      const content = simplePdf([
        survey.orgName,
        `${survey.schemeShortName} - ${localize(survey.versionName, 'en')}`,
        `Round ${survey.roundName}`,
        `Laboratory ${lab.shortName} ${lab.name}`,
        `Issued ${issueDay}`,
        `Results: ${lab.resultCount ?? 0}${lab.validatedAt ? `, validated ${lab.validatedAt.toISOString().slice(0, 10)}` : ', not validated'}`,
        `Evaluated results: ${Number(evaluations.n)}`,
      ]);
      const file = await trx
        .insertInto('files')
        .values({ name: path, mediaType: 'application/pdf', size: content.length, sha256: createHash('sha256').update(content).digest('hex'), content, createdBy })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (existing) {
        await trx.deleteFrom('surveyDocuments').where('id', '=', existing.id).execute();
        await trx.deleteFrom('files').where('id', '=', existing.fileId).execute();
        result.replaced += 1;
      } else {
        result.created += 1;
      }
      await trx
        .insertInto('surveyDocuments')
        .values({
          orgId: survey.orgId,
          surveyId: survey.id,
          labId: lab.id,
          type: 'survey',
          title: { en: 'Participation report', hu: 'Részvételi jelentés' },
          subtitle: { en: `Issued ${issueDay}`, hu: `Kiállítva: ${issueDay}` },
          path,
          mediaType: 'application/pdf',
          size: content.length,
          custom: false,
          fileId: file.id,
          createdBy,
        })
        .execute();
    });
    await job.progress(((index + 1) / labs.length) * 100);
  }
  ctx.logger.info('survey documents generated', { ...result });
  return result;
}
