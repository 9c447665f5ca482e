import { protectedProcedure } from '../../trpc';
import { listSurveyDocuments as listDocuments } from '../../services/documents/list-survey-documents';
import { ZListSurveyDocumentsInput, ZListSurveyDocumentsOutput } from '../../services/documents/list-survey-documents.types';

/** The download menu of a survey (spec 1 §2 speed dial, §7 "Documents"). */
export const listSurveyDocuments = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/surveys/{surveyId}/documents',
      protect: true,
      tags: ['documents'],
      summary: "List a survey's documents for the lab",
      description: "The download menu of a survey (spec 1 §2, §7): the lab's own and the general documents of the survey, with download paths. Users with read access to the lab and the survey; lab users without the accepted contract get 403 missing_contract_error.",
    },
  })
  .input(ZListSurveyDocumentsInput)
  .output(ZListSurveyDocumentsOutput)
  .query(({ ctx, input }) => listDocuments(ctx, input));
