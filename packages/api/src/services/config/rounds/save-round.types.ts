import { z } from 'zod';
import { ZId } from '../../shared.types';
import { ZDateTimeIn, ZOrdinalIn, ZYearIn } from '../config.types';

/**
 * POST /orgs/{orgId}/rounds (spec 3 §5: year and ordinal, defaulting to the current year and month
 * number; unique per year; only the previous, current and next year). The name defaults to 'year/ordinal'.
 */
export const ZCreateRoundInput = z.object({
  orgId: ZId,
  year: ZYearIn.optional(),
  ordinal: ZOrdinalIn.optional(),
  name: z.string().max(200).optional(),
  deadline: ZDateTimeIn.nullable().optional(),
});
export type TCreateRoundInput = z.infer<typeof ZCreateRoundInput>;

/** PATCH /orgs/{orgId}/rounds/{id} (the round edit dialog; rounds of other years are read-only). */
export const ZUpdateRoundInput = z.object({
  orgId: ZId,
  id: ZId,
  year: ZYearIn.optional(),
  ordinal: ZOrdinalIn.optional(),
  name: z.string().max(200).optional(),
  deadline: ZDateTimeIn.nullable().optional(),
});
export type TUpdateRoundInput = z.infer<typeof ZUpdateRoundInput>;

export const ZRoundIdInput = z.object({ orgId: ZId, id: ZId });
