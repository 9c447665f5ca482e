import { z } from 'zod';
import { ZId } from '../shared.types';
import { ZExpectedVersion } from './save-values.types';

/**
 * POST /labs/{labId}/surveys/{surveyId}/validate and …/invalidate. Lab users type their lab's
 * validation password, org users their org's. Wrong → 422 param validationPassword.
 */
export const ZValidationInput = z.object({
  labId: ZId,
  surveyId: ZId,
  expectedVersion: ZExpectedVersion,
  validationPassword: z.string().max(200),
});
export type TValidationInput = z.infer<typeof ZValidationInput>;

export const ZValidationOutput = z.object({
  streamVersion: z.number().int(),
  validated: z.boolean(),
  validatedAt: z.string().nullable(),
});
export type TValidationOutput = z.infer<typeof ZValidationOutput>;
