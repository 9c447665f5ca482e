import { z } from 'zod';
import { ZId } from '../../shared.types';
import { ZLocalizedIn, ZOrdinalIn } from '../config.types';

/**
 * POST /params/param_groups and PUT /params/param_groups/{id} (issue 33: parameter groups can be
 * created): a name in at least one locale (requiredField / missingLocaleError), an ordinal unique among
 * the groups (default the next one). Groups are shared by every organisation, as parameters are.
 */
const groupFields = { name: ZLocalizedIn, ordinal: ZOrdinalIn.optional() };
export const ZCreateParameterGroupInput = z.object(groupFields);
export type TCreateParameterGroupInput = z.infer<typeof ZCreateParameterGroupInput>;
export const ZUpdateParameterGroupInput = z.object({ id: ZId, ...groupFields });
export type TUpdateParameterGroupInput = z.infer<typeof ZUpdateParameterGroupInput>;
export const ZDeleteParameterGroupInput = z.object({ id: ZId });
