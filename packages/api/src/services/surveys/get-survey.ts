import type { TLabSurveyInput, TSurveyHeader } from './get-survey.types';
import { openLabSurvey, type SurveyServiceContext } from './open-lab-survey';
import { invalidSampleResults, surveyHeader } from './survey-header';

/** GET /labs/{labId}/surveys/{surveyId}: the survey with its status for the lab (no parameters). */
export async function getSurvey(ctx: SurveyServiceContext, input: TLabSurveyInput): Promise<TSurveyHeader> {
  const opened = await openLabSurvey(ctx, input.labId, input.surveyId, 'read');
  return surveyHeader(opened, { invalidSampleResults: await invalidSampleResults(ctx.db, opened) });
}
