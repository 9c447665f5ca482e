import { z } from 'zod';
import { ZLocalizedIn, ZOrdinalIn } from '../config.types';

/** POST /units: a multilingual name (required); the ordinal defaults to the next free one. */
export const ZCreateUnitInput = z.object({
  name: ZLocalizedIn,
  ordinal: ZOrdinalIn.optional(),
});
export type TCreateUnitInput = z.infer<typeof ZCreateUnitInput>;
