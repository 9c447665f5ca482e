import { z } from 'zod';
import { DIMENSION_VALUE_KINDS } from '@eqa/core';
import { ZBodyId, ZDimensionIdIn } from '../config.types';

/**
 * PATCH /dimensions/{id}/sync_values/{type} (spec 3 §2 sync wizard): step 0 picks values
 * (valuesToSync), step 1 parameters (paramsToSync), step 2 adds them to or removes them from the
 * parameters' allowed values (`action`, default add). Each step needs a selection.
 */
export const ZSyncDimensionValuesInput = z.object({
  id: ZDimensionIdIn,
  type: z.enum(DIMENSION_VALUE_KINDS),
  valuesToSync: z.array(ZBodyId).min(1, 'requiredField').max(1000),
  paramsToSync: z.array(ZBodyId).min(1, 'requiredField').max(1000),
  action: z.enum(['add', 'remove']).default('add'),
});
export type TSyncDimensionValuesInput = z.infer<typeof ZSyncDimensionValuesInput>;

export const ZSyncDimensionValuesOutput = z.object({
  /** Parameters whose allowed values changed. */
  updatedParameters: z.number().int(),
});
export type TSyncDimensionValuesOutput = z.infer<typeof ZSyncDimensionValuesOutput>;
