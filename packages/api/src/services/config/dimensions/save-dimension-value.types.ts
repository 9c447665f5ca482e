import { z } from 'zod';
import { DIMENSION_VALUE_KINDS } from '@eqa/core';
import { ZId } from '../../shared.types';
import { ZBooleanIn, ZDimensionIdIn, ZLocalizedIn, ZOrdinalIn } from '../config.types';

/**
 * POST /dimensions/{id}/values/{type} and PUT …/{valueId}: a nominal value (value per locale,
 * ordinal, deprecated) or a composite component (componentDimensionId, ordinal). The ordinal
 * defaults to the next free one on create; ordinals are unique per dimension.
 */
const valueFields = {
  value: ZLocalizedIn.optional(),
  deprecated: ZBooleanIn.optional(),
  componentDimensionId: ZDimensionIdIn.optional(),
  ordinal: ZOrdinalIn.optional(),
};

export const ZCreateDimensionValueInput = z.object({ id: ZDimensionIdIn, type: z.enum(DIMENSION_VALUE_KINDS), ...valueFields });
export type TCreateDimensionValueInput = z.infer<typeof ZCreateDimensionValueInput>;

export const ZUpdateDimensionValueInput = z.object({ id: ZDimensionIdIn, type: z.enum(DIMENSION_VALUE_KINDS), valueId: ZId, ...valueFields });
export type TUpdateDimensionValueInput = z.infer<typeof ZUpdateDimensionValueInput>;

export const ZDeleteDimensionValueInput = z.object({ id: ZDimensionIdIn, type: z.enum(DIMENSION_VALUE_KINDS), valueId: ZId });
export type TDeleteDimensionValueInput = z.infer<typeof ZDeleteDimensionValueInput>;
