import { z } from 'zod';
import { ZId, listOutput } from '../../shared.types';
import { ZBodyId, ZDayIn } from '../config.types';
import { ZAccreditation } from './scheme.types';

export const ZListAccreditationsInput = z.object({ orgId: ZId, schemeId: ZId });
export const ZListAccreditationsOutput = listOutput(ZAccreditation);
export type TListAccreditationsOutput = z.infer<typeof ZListAccreditationsOutput>;

/** Spec 3 §5: a parameter and at least one of start or end date ('YYYY-MM-DD'). */
export const ZCreateAccreditationInput = z.object({
  orgId: ZId,
  schemeId: ZId,
  paramId: ZBodyId,
  accreditedStartsAt: ZDayIn.nullable().optional(),
  accreditedEndsAt: ZDayIn.nullable().optional(),
});
export type TCreateAccreditationInput = z.infer<typeof ZCreateAccreditationInput>;

/** Editing needs at least one date left. */
export const ZUpdateAccreditationInput = z.object({
  orgId: ZId,
  schemeId: ZId,
  id: ZId,
  paramId: ZBodyId.optional(),
  accreditedStartsAt: ZDayIn.nullable().optional(),
  accreditedEndsAt: ZDayIn.nullable().optional(),
});
export type TUpdateAccreditationInput = z.infer<typeof ZUpdateAccreditationInput>;

export const ZDeleteAccreditationInput = z.object({ orgId: ZId, schemeId: ZId, id: ZId });
