import { z } from 'zod';
import { ZId, ZOffset } from '../shared.types';
import { ZNominalOptionOut } from '../surveys/get-survey-form.types';

/** A dimension id in a path (readable snake_case: 'method', 'yes_no'). */
export const ZDimensionId = z.string().regex(/^[a-z][a-z0-9_]*$/, 'Not a dimension id').max(100);

const valuesQuery = {
  offset: ZOffset,
  limit: z.number().int().min(1).max(1000).default(20),
  /** Searches the value's name in `locale`, ignoring case and accents. */
  query: z.string().max(200).optional(),
  locale: z.string().min(2).max(10).default('en'),
};

/** GET /labs/{labId}/surveys/{surveyId}/parameters/{paramId}/dimensions/{dimId}/values */
export const ZParameterDimensionValuesInput = z.object({ labId: ZId, surveyId: ZId, paramId: ZId, dimId: ZDimensionId, ...valuesQuery });
export type TParameterDimensionValuesInput = z.infer<typeof ZParameterDimensionValuesInput>;

/** GET /labs/{labId}/surveys/{surveyId}/dimensions/{dimId}/values */
export const ZSurveyDimensionValuesInput = z.object({ labId: ZId, surveyId: ZId, dimId: ZDimensionId, ...valuesQuery });
export type TSurveyDimensionValuesInput = z.infer<typeof ZSurveyDimensionValuesInput>;

/**
 * The nominal values a control offers, by ordinal: deprecated values hidden unless the survey is
 * evaluated or the lab already holds them (core visibleNominalOptions); searched by core's
 * searchNominalOptions. `message` is 'value.noResult' when a search found nothing.
 */
export const ZDimensionValuesOutput = z.object({
  items: z.array(ZNominalOptionOut),
  total: z.number().int().min(0),
  message: z.enum(['value.noResult']).nullable(),
});
export type TDimensionValuesOutput = z.infer<typeof ZDimensionValuesOutput>;
