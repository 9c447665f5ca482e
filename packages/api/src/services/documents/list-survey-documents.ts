import type { TListSurveyDocumentsInput, TListSurveyDocumentsOutput } from '../../routers/documents/list-survey-documents.types';
import { openLabSurvey, type SurveyServiceContext } from '../surveys/open-lab-survey';
import { visibleSurveyDocuments } from './survey-documents';

/**
 * GET /labs/{labId}/surveys/{surveyId}/documents: the survey's documents for the lab (lab-specific
 * plus general ones, see visibleSurveyDocuments), access as every survey route (openLabSurvey, read).
 * Not paged: a survey has a handful of documents; answers { items, total }.
 */
export async function listSurveyDocuments(ctx: SurveyServiceContext, input: TListSurveyDocumentsInput): Promise<TListSurveyDocumentsOutput> {
  const opened = await openLabSurvey(ctx, input.labId, input.surveyId, 'read');
  const rows = await visibleSurveyDocuments(ctx.db, opened, { includeOther: opened.viewer.orgUser && input.orgUser === true })
    .select(['d.id', 'd.type', 'd.title', 'd.subtitle', 'd.path', 'd.localeId', 'd.ordinal', 'd.mediaType', 'd.size', 'd.custom', 'd.labId', 'd.resultGroupId'])
    .execute();
  const items = rows.map((row) => ({
    id: row.id,
    type: row.type,
    title: row.title,
    subtitle: row.subtitle,
    path: row.path,
    locale: row.localeId,
    ordinal: row.ordinal,
    mediaType: row.mediaType,
    size: row.size,
    custom: row.custom,
    labSpecific: row.labId !== null || row.resultGroupId !== null,
  }));
  return { items, total: items.length };
}
