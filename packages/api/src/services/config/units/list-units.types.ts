import { z } from 'zod';
import { UNIT_SORT_OPTIONS } from '@eqa/core';
import { ZLimit, ZOffset, listOutput } from '../../shared.types';
import { ZUnit } from './unit.types';

/** GET /units: search by name (any locale) or id; sort alphabet (translated to `locale`) or default (ordinal). */
export const ZListUnitsInput = z.object({
  offset: ZOffset,
  limit: ZLimit,
  query: z.string().max(200).optional(),
  sort: z.enum(UNIT_SORT_OPTIONS).default('default'),
  locale: z.string().min(2).max(10).default('en'),
});
export type TListUnitsInput = z.infer<typeof ZListUnitsInput>;

export const ZListUnitsOutput = listOutput(ZUnit);
export type TListUnitsOutput = z.infer<typeof ZListUnitsOutput>;
