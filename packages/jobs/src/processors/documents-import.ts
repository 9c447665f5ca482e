import { AppError, type JobPayloads } from '@eqa/core';
import type { ProcessorContext } from './processor';

export interface DocumentsImportResult extends Record<string, unknown> {
  surveyId: number;
  /** Spec 3 §8 importDocumentsFinished: the documents of the survey per level. */
  resultGroup: number;
  survey: number;
  round: number;
  year: number;
}

/**
 * documents.import: registers the documents stored for a survey (survey_documents, uploaded into the
 * files table) — result group, survey, round and year level — marks the survey documentsImported and
 * answers the counts. There is no external document archive in this product to pull from.
 */
export async function processDocumentsImport(ctx: Pick<ProcessorContext, 'db'>, payload: JobPayloads['documents.import']): Promise<DocumentsImportResult> {
  const survey = await ctx.db
    .selectFrom('surveys as s')
    .innerJoin('rounds as r', 'r.id', 's.roundId')
    .select(['s.id', 's.orgId', 'r.id as roundId', 'r.year'])
    .where('s.id', '=', payload.surveyId)
    .executeTakeFirst();
  if (!survey) throw AppError.notFound('Survey');
  const count = async (where: { surveyId?: number; roundId?: number; year?: number }, type: 'result_group' | 'survey' | 'round' | 'year') => {
    let query = ctx.db
      .selectFrom('surveyDocuments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('orgId', '=', survey.orgId)
      .where('type', '=', type);
    if (where.surveyId !== undefined) query = query.where('surveyId', '=', where.surveyId);
    if (where.roundId !== undefined) query = query.where('roundId', '=', where.roundId);
    if (where.year !== undefined) query = query.where('year', '=', where.year);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };
  const [resultGroup, surveyCount, round, year] = await Promise.all([
    count({ surveyId: survey.id }, 'result_group'),
    count({ surveyId: survey.id }, 'survey'),
    count({ roundId: survey.roundId }, 'round'),
    count({ year: survey.year }, 'year'),
  ]);
  await ctx.db.updateTable('surveys').set({ documentsImported: true, importStarted: true }).where('id', '=', survey.id).execute();
  return { surveyId: survey.id, resultGroup, survey: surveyCount, round, year };
}
