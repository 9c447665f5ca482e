import { z } from 'zod';
import { ZId, listOutput } from '../../shared.types';
import { ZUnitRef } from '../config.types';

/** GET /units/{id}/convertibles?param_id=: the conversion tester (1 unit = factor target units). */
export const ZListConvertiblesInput = z.object({ id: ZId, paramId: ZId.optional() });

export const ZConvertible = z.object({
  toUnit: ZUnitRef,
  factor: z.number(),
  direction: z.enum(['direct', 'inverse']),
  parameterSpecific: z.boolean(),
});
export const ZListConvertiblesOutput = listOutput(ZConvertible);
export type TListConvertiblesOutput = z.infer<typeof ZListConvertiblesOutput>;
