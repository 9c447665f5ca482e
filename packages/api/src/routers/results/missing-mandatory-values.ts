import { protectedProcedure } from '../../trpc';
import { listMissingMandatoryValues } from '../../services/results/list-missing-mandatory-values';
import { ZLabSurveyInput } from '../surveys/get-survey.types';
import { ZMissingMandatoryValuesOutput } from './missing-mandatory-values.types';

export const missingMandatoryValues = protectedProcedure
  .meta({ openapi: { method: 'GET', path: '/labs/{labId}/surveys/{surveyId}/missing_mandatory_values', protect: true, tags: ['results'] } })
  .input(ZLabSurveyInput)
  .output(ZMissingMandatoryValuesOutput)
  .query(({ ctx, input }) => listMissingMandatoryValues(ctx, input));
