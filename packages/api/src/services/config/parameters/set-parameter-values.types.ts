import { z } from 'zod';
import { ZId } from '../../shared.types';
import { ZBodyId, ZDimensionIdIn } from '../config.types';

/**
 * PATCH /params/{id}/values: the nominal values the parameter allows for one of its dimensions
 * (valueIds null: every non-deprecated value). Removing values needs a deletable parameter dimension.
 */
export const ZSetParameterValuesInput = z.object({
  id: ZId,
  dimensionId: ZDimensionIdIn,
  valueIds: z.array(ZBodyId).max(5000).nullable(),
});
export type TSetParameterValuesInput = z.infer<typeof ZSetParameterValuesInput>;
