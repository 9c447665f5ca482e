import { z } from 'zod';
import { ZId } from '../../shared.types';
import { ZBodyId, ZBooleanIn, ZLocalizedIn, ZOrdinalIn } from '../config.types';

/** POST /params (spec 3 §5: a name in at least one locale). */
export const ZCreateParameterInput = z.object({
  name: ZLocalizedIn,
  qualifier: ZLocalizedIn.nullable().optional(),
  groupId: ZBodyId.nullable().optional(),
  ordinal: ZOrdinalIn.optional(),
});
export type TCreateParameterInput = z.infer<typeof ZCreateParameterInput>;

/** PATCH /params/{id}: name (title), qualifier (subtitle), hidden, group, ordinal. */
export const ZUpdateParameterInput = z.object({
  id: ZId,
  name: ZLocalizedIn.optional(),
  qualifier: ZLocalizedIn.nullable().optional(),
  hidden: ZBooleanIn.optional(),
  groupId: ZBodyId.nullable().optional(),
  ordinal: ZOrdinalIn.optional(),
});
export type TUpdateParameterInput = z.infer<typeof ZUpdateParameterInput>;

export const ZParameterIdInput = z.object({ id: ZId });
