import type { TListSurveyDocumentsInput, TListSurveyDocumentsOutput } from './list-survey-documents.types';
import { openLabSurvey, type SurveyServiceContext } from '../surveys/open-lab-survey';
import { SURVEY_DOCUMENT_COLUMNS, surveyDocumentOut, visibleSurveyDocuments } from './survey-documents';

/**
 * GET /labs/{labId}/surveys/{surveyId}/documents: the survey's documents for the lab (lab-specific
 * plus general ones, see visibleSurveyDocuments), access as every survey route (openLabSurvey, read).
 * Not paged: a survey has a handful of documents; answers { items, total }.
 */
export async function listSurveyDocuments(ctx: SurveyServiceContext, input: TListSurveyDocumentsInput): Promise<TListSurveyDocumentsOutput> {
  const opened = await openLabSurvey(ctx, input.labId, input.surveyId, 'read');
  const rows = await visibleSurveyDocuments(ctx.db, opened, { includeOther: opened.viewer.orgUser && input.orgUser === true })
    .select(SURVEY_DOCUMENT_COLUMNS)
    .execute();
  const items = rows.map(surveyDocumentOut);
  return { items, total: items.length };
}
