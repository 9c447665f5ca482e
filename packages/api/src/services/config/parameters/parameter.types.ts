import { z } from 'zod';
import { DIMENSION_MEDIA_TYPES, DIMENSION_VALUE_TYPES } from '@eqa/core';
import { ZLocalized, ZUnitRef } from '../config.types';

export const ZParameterGroup = z.object({ id: z.number().int(), name: ZLocalized, ordinal: z.number().int() });
export type TParameterGroup = z.infer<typeof ZParameterGroup>;

/** A parameter in the list (spec 3 §3 "Parameter"). */
export const ZParameterSummary = z.object({
  id: z.number().int(),
  name: ZLocalized,
  qualifier: ZLocalized.nullable(),
  hidden: z.boolean(),
  ordinal: z.number().int(),
  groupId: z.number().int().nullable(),
  group: ZParameterGroup.nullable(),
  deletable: z.boolean(),
});
export type TParameterSummary = z.infer<typeof ZParameterSummary>;

/** A dimension of a parameter with its evaluation unit and allowed values. */
export const ZParameterDimension = z.object({
  dimension: z.object({
    id: z.string(),
    name: ZLocalized,
    valueType: z.enum(DIMENSION_VALUE_TYPES),
    ordinal: z.number().int(),
    multipleValues: z.boolean(),
    mediaType: z.enum(DIMENSION_MEDIA_TYPES).nullable(),
  }),
  role: z.enum(['result', 'context']),
  ordinal: z.number().int(),
  /** The evaluation unit (numeric dimensions). */
  unit: ZUnitRef.nullable(),
  /** May be removed from the parameter (and its values restricted further). */
  deletable: z.boolean(),
  /** Allowed nominal values; null: every non-deprecated value of the dimension. */
  valueIds: z.array(z.number().int()).nullable(),
});
export type TParameterDimension = z.infer<typeof ZParameterDimension>;

/** The parameter page: summary plus result and context dimensions. */
export const ZParameter = ZParameterSummary.extend({
  dimensions: z.object({ result: z.array(ZParameterDimension), context: z.array(ZParameterDimension) }),
});
export type TParameter = z.infer<typeof ZParameter>;
