import { z } from 'zod';
import { ZId } from '../shared.types';
import { ZExpectedVersionQuery } from './save-values.types';

/** DELETE /labs/{labId}/surveys/{surveyId}/parameters/{paramId}?expected_version=… */
export const ZDeleteParameterInput = z.object({ labId: ZId, surveyId: ZId, paramId: ZId, expectedVersion: ZExpectedVersionQuery });
export type TDeleteParameterInput = z.infer<typeof ZDeleteParameterInput>;

export const ZStreamVersionOutput = z.object({
  streamVersion: z.number().int(),
  /** False when there was nothing to change. */
  changed: z.boolean(),
});
export type TStreamVersionOutput = z.infer<typeof ZStreamVersionOutput>;
