import { z } from 'zod';
import { ZId } from '../shared.types';
import { ZUnitConversionOut, ZUnitOut } from '../surveys/get-survey-form.types';
import { ZDimensionId } from './list-dimension-values.types';

/** GET /labs/{labId}/surveys/{surveyId}/parameters/{paramId}/dimensions/{dimId}/units */
export const ZDimensionUnitsInput = z.object({ labId: ZId, surveyId: ZId, paramId: ZId, dimId: ZDimensionId });
export type TDimensionUnitsInput = z.infer<typeof ZDimensionUnitsInput>;

/**
 * The units a numeric control offers (core convertibleUnitIds), the default, evaluation and last
 * selected units, and the conversions into the evaluation unit (for core convertNumericValue).
 */
export const ZDimensionUnitsOutput = z.object({
  items: z.array(ZUnitOut),
  total: z.number().int().min(0),
  defaultUnitId: z.number().int().nullable(),
  evaluationUnitId: z.number().int().nullable(),
  lastUnitSelected: z.number().int().nullable(),
  conversions: z.array(ZUnitConversionOut),
});
export type TDimensionUnitsOutput = z.infer<typeof ZDimensionUnitsOutput>;
