import { z } from 'zod';
import { ZId, listOutput } from '../../shared.types';
import { ZLocalizedIn, ZOrdinalIn } from '../config.types';
import { ZProductGroup } from './product.types';

export const ZListProductGroupsInput = z.object({ orgId: ZId });
export const ZListProductGroupsOutput = listOutput(ZProductGroup);
export type TListProductGroupsOutput = z.infer<typeof ZListProductGroupsOutput>;

/**
 * POST /orgs/{orgId}/products/groups and PUT …/groups/{id} (spec 3 §5: a name in at least one
 * locale — requiredField / missingLocaleError; ordinals unique in the org, default the next one).
 */
const groupFields = { name: ZLocalizedIn, description: ZLocalizedIn.nullable().optional(), ordinal: ZOrdinalIn.optional() };
export const ZCreateProductGroupInput = z.object({ orgId: ZId, ...groupFields });
export type TCreateProductGroupInput = z.infer<typeof ZCreateProductGroupInput>;
export const ZUpdateProductGroupInput = z.object({ orgId: ZId, id: ZId, ...groupFields });
export type TUpdateProductGroupInput = z.infer<typeof ZUpdateProductGroupInput>;
export const ZDeleteProductGroupInput = z.object({ orgId: ZId, id: ZId });
