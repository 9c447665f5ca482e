import { z } from 'zod';
import { ZLocalizedOut, listOutput } from '../shared.types';

/**
 * GET /labs/{labId}/surveys/{surveyId}/missing_mandatory_values: what the missing-values dialog lists
 * (core findMissingMandatoryContext over the lab's current values). Validating while any is missing
 * answers 422 type missing_mandatory_values_error.
 */
export const ZMissingMandatoryValue = z.object({
  parameterId: z.number().int(),
  parameterName: ZLocalizedOut,
  resultGroupId: z.number().int(),
  resultGroupName: z.string(),
  sampleId: z.number().int().nullable(),
  sampleName: z.string().nullable(),
  dimensionId: z.string(),
  dimensionName: ZLocalizedOut,
});
export type TMissingMandatoryValue = z.infer<typeof ZMissingMandatoryValue>;

export const ZMissingMandatoryValuesOutput = listOutput(ZMissingMandatoryValue).extend({ streamVersion: z.number().int() });
export type TMissingMandatoryValuesOutput = z.infer<typeof ZMissingMandatoryValuesOutput>;
