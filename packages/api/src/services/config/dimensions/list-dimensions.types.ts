import { z } from 'zod';
import { DIMENSION_ORDER_OPTIONS, DIMENSION_VALUE_TYPES } from '@eqa/core';
import { ZLimit, ZOffset, listOutput } from '../../shared.types';
import { ZDimensionSummary } from './dimension.types';

/** GET /dimensions: search by id or name; order alphabet (by name in `locale`) or ordinal. */
export const ZListDimensionsInput = z.object({
  offset: ZOffset,
  limit: ZLimit,
  query: z.string().max(200).optional(),
  order: z.enum(DIMENSION_ORDER_OPTIONS).default('ordinal'),
  locale: z.string().min(2).max(10).default('en'),
  valueType: z.enum(DIMENSION_VALUE_TYPES).optional(),
});
export type TListDimensionsInput = z.infer<typeof ZListDimensionsInput>;

export const ZListDimensionsOutput = listOutput(ZDimensionSummary);
export type TListDimensionsOutput = z.infer<typeof ZListDimensionsOutput>;
