import { z } from 'zod';
import { ZId, ZJsonId, listOutput } from '../../shared.types';

/**
 * GET /orgs/{orgId}/surveys/import/import_sample_result_merges?surveyId=&fromSurveyId=: evaluates the
 * survey's samples together with the same-named samples of another survey (sample_merges). An
 * unknown fromSurveyId is refused: config.refusals.unknownSurvey (422 fromSurveyId).
 */
export const ZImportSampleResultMergesInput = z.object({ orgId: ZId, surveyId: ZId, fromSurveyId: ZId });
/** POST /orgs/{orgId}/surveys/import/import_sample_result_merges (issue 36): the GET's query in a JSON body. */
export const ZImportSampleResultMergesBody = z.object({ orgId: ZId, surveyId: ZJsonId, fromSurveyId: ZJsonId });

export const ZSampleMerge = z.object({
  sampleId: z.number().int(),
  sampleName: z.string(),
  mergeToSurveyId: z.number().int(),
  mergeToSampleId: z.number().int(),
});
export const ZImportSampleResultMergesOutput = listOutput(ZSampleMerge).extend({ created: z.number().int() });
export type TImportSampleResultMergesOutput = z.infer<typeof ZImportSampleResultMergesOutput>;
