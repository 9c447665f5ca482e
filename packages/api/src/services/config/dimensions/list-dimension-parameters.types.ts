import { z } from 'zod';
import { listOutput } from '../../shared.types';
import { ZDimensionIdIn, ZParameterRef } from '../config.types';

export const ZListDimensionParametersInput = z.object({ id: ZDimensionIdIn });
export const ZDimensionParameter = ZParameterRef.extend({
  role: z.enum(['result', 'context']),
  /** The parameter's allowed values of this dimension (null: every non-deprecated value). */
  valueIds: z.array(z.number().int()).nullable(),
});
export const ZListDimensionParametersOutput = listOutput(ZDimensionParameter);
export type TListDimensionParametersOutput = z.infer<typeof ZListDimensionParametersOutput>;
