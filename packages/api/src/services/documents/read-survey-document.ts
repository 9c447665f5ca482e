import { AppError } from '@eqa/core';
import { openLabSurvey, type SurveyServiceContext } from '../surveys/open-lab-survey';
import { visibleSurveyDocuments } from './survey-documents';

export interface DocumentContent {
  name: string;
  mediaType: string;
  content: Buffer;
}

/**
 * GET /labs/{labId}/surveys/{surveyId}/documents/{path}?locale=…: the content of a document the lab
 * sees (same rule as the list, org users' 'other' documents included). Several documents may share
 * the path (one per language): the one in `locale` wins, then one without a language, then the
 * lab-specific, then the lowest ordinal. 404 when none.
 */
export async function readSurveyDocument(
  ctx: SurveyServiceContext,
  input: { labId: number; surveyId: number; path: string; locale: string | null },
): Promise<DocumentContent> {
  const opened = await openLabSurvey(ctx, input.labId, input.surveyId, 'read');
  const rows = await visibleSurveyDocuments(ctx.db, opened, { includeOther: opened.viewer.orgUser, path: input.path })
    .innerJoin('files as f', 'f.id', 'd.fileId')
    .select(['d.id', 'd.localeId', 'd.labId', 'd.mediaType', 'f.content'])
    .execute();
  const rank = (row: { localeId: string | null; labId: number | null }) =>
    (row.localeId === input.locale ? 0 : row.localeId === null ? 2 : 4) + (row.labId === null ? 1 : 0);
  const best = [...rows].sort((a, b) => rank(a) - rank(b))[0];
  if (!best) throw AppError.notFound('Document');
  return { name: input.path, mediaType: best.mediaType, content: best.content };
}
