import { z } from 'zod';
import { ZId } from '../../shared.types';
import { ZBooleanIn, ZLocalizedIn, ZOrdinalIn } from '../config.types';

/** PATCH /units/{id}: the name (required when sent), the ordinal (numeric, required when sent, unique), hidden. */
export const ZUpdateUnitInput = z.object({
  id: ZId,
  name: ZLocalizedIn.optional(),
  ordinal: ZOrdinalIn.optional(),
  hidden: ZBooleanIn.optional(),
});
export type TUpdateUnitInput = z.infer<typeof ZUpdateUnitInput>;
