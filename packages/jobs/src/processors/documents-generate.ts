import { loadGenerationLabs, loadGenerationSurvey, writeLabSurveyDocument } from '@eqa/db';
import type { JobPayloads } from '@eqa/core';
import type { JobContext, ProcessorContext } from './processor';

export interface DocumentsGenerateResult extends Record<string, unknown> {
  surveyId: number;
  created: number;
  replaced: number;
  skipped: number;
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
  const survey = await loadGenerationSurvey(ctx.db, payload.surveyId);
  const labs = await loadGenerationLabs(ctx.db, survey.id, payload.labId);
  const createdBy =
    job.jobRunId === null ? null : ((await ctx.db.selectFrom('jobRuns').select('createdBy').where('id', '=', job.jobRunId).executeTakeFirst())?.createdBy ?? null);
  const issueDay = payload.issueAt.slice(0, 10);
  const result: DocumentsGenerateResult = { surveyId: survey.id, created: 0, replaced: 0, skipped: 0 };

  for (const [index, lab] of labs.entries()) {
    const { outcome } = await writeLabSurveyDocument(ctx.db, survey, lab, { overwrite: payload.overwrite, issueDay, createdBy });
    result[outcome] += 1;
    await job.progress(((index + 1) / labs.length) * 100);
  }
  ctx.logger.info('survey documents generated', { ...result });
  return result;
}
