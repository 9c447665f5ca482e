import { z } from 'zod';
import { DIMENSION_MEDIA_TYPES, DIMENSION_VALUE_TYPES } from '@eqa/core';
import { ZBodyId, ZBooleanIn, ZDimensionIdIn, ZLocalizedIn, ZOrdinalIn } from '../config.types';

const settings = {
  mediaType: z.enum(DIMENSION_MEDIA_TYPES).nullable().optional(),
  multipleValues: ZBooleanIn.optional(),
  /** Numeric: values below zero accepted (default false: refused with value.negativeNotAllowed). */
  negativeAllowed: ZBooleanIn.optional(),
  /** Default unit of a numeric dimension. */
  unitId: ZBodyId.nullable().optional(),
  /** Further allowed units of a numeric dimension. */
  unitIds: z.array(ZBodyId).max(200).optional(),
};

/**
 * POST /dimensions (spec 3 §5): name, id and value type; the id is derived from the name when not
 * sent ('Módszer neve' → 'modszer_neve'); the ordinal is a required number.
 */
export const ZCreateDimensionInput = z.object({
  id: z.string().max(64).optional(),
  name: ZLocalizedIn,
  valueType: z.enum(DIMENSION_VALUE_TYPES, { error: (issue) => (issue.input === undefined ? 'requiredField' : 'Unknown value type') }),
  ordinal: ZOrdinalIn,
  ...settings,
});
export type TCreateDimensionInput = z.infer<typeof ZCreateDimensionInput>;

/** PATCH /dimensions/{id}: the value type changes only while the dimension is deletable. */
export const ZUpdateDimensionInput = z.object({
  id: ZDimensionIdIn,
  name: ZLocalizedIn.optional(),
  valueType: z.enum(DIMENSION_VALUE_TYPES).optional(),
  ordinal: ZOrdinalIn.optional(),
  ...settings,
});
export type TUpdateDimensionInput = z.infer<typeof ZUpdateDimensionInput>;

export const ZDeleteDimensionInput = z.object({ id: ZDimensionIdIn });
