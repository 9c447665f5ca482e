import { z } from 'zod';
import { PARAMETER_DIMENSION_ROLES } from '@eqa/core';
import { ZId } from '../../shared.types';

/**
 * PATCH /params/{id}/dimensions/{role}/{dimensionIds} (spec 3 §7 "PATCH /params/{id}/dimensions/{a}/{b}"):
 * adds the dimensions (comma-separated ids, from the multi-select) to the parameter's result or
 * context dimensions, or removes them. Added ones must not be present yet; removed ones must be
 * deletable (else 409).
 */
export const ZChangeParameterDimensionsInput = z.object({
  id: ZId,
  role: z.enum(PARAMETER_DIMENSION_ROLES),
  dimensionIds: z.string().min(1).max(2000),
  action: z.enum(['add', 'remove']).default('add'),
});
export type TChangeParameterDimensionsInput = z.infer<typeof ZChangeParameterDimensionsInput>;
