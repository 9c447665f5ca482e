import { protectedProcedure } from '../../trpc';
import { listSurveyDocuments as listDocuments } from '../../services/documents/list-survey-documents';
import { ZListSurveyDocumentsInput, ZListSurveyDocumentsOutput } from './list-survey-documents.types';

/** The download menu of a survey (spec 1 §2 speed dial, §7 "Documents"). */
export const listSurveyDocuments = protectedProcedure
  .meta({ openapi: { method: 'GET', path: '/labs/{labId}/surveys/{surveyId}/documents', protect: true, tags: ['documents'] } })
  .input(ZListSurveyDocumentsInput)
  .output(ZListSurveyDocumentsOutput)
  .query(({ ctx, input }) => listDocuments(ctx, input));
