import { z } from 'zod';
import { DIMENSION_MEDIA_TYPES, DIMENSION_VALUE_TYPES } from '@eqa/core';
import { ZDimensionRef, ZLocalized, ZParameterRef, ZUnitRef } from '../config.types';

/** Spec 3 §3 "Nominal value: id, value (multilingual), ordinal, deprecated" (+ whether it may be removed). */
export const ZNominalValue = z.object({
  id: z.number().int(),
  value: ZLocalized,
  ordinal: z.number().int(),
  deprecated: z.boolean(),
  deletable: z.boolean(),
});
export type TNominalValue = z.infer<typeof ZNominalValue>;

/** Spec 3 §3 "Composite value: component dimension id, ordinal". */
export const ZCompositeValue = z.object({
  id: z.number().int(),
  componentDimensionId: z.string(),
  component: ZDimensionRef,
  ordinal: z.number().int(),
});
export type TCompositeValue = z.infer<typeof ZCompositeValue>;

export const ZDimensionValues = z.object({ nominal: z.array(ZNominalValue), composite: z.array(ZCompositeValue) });
export type TDimensionValues = z.infer<typeof ZDimensionValues>;

/** A dimension in the list (spec 3 §3 "Dimension"). */
export const ZDimensionSummary = z.object({
  id: z.string(),
  name: ZLocalized,
  valueType: z.enum(DIMENSION_VALUE_TYPES),
  ordinal: z.number().int(),
  mediaType: z.enum(DIMENSION_MEDIA_TYPES).nullable(),
  multipleValues: z.boolean(),
  /** Numeric: values below zero accepted. */
  negativeAllowed: z.boolean(),
  unit: ZUnitRef.nullable(),
  deletable: z.boolean(),
  /** Its nominal values and components may be removed: no parameter uses it, no composite lists it (core dimensionValuesRemovable). */
  valuesRemovable: z.boolean(),
  valueCount: z.number().int(),
  parameterCount: z.number().int(),
});
export type TDimensionSummary = z.infer<typeof ZDimensionSummary>;

/** The dimension dialog: the summary plus allowed units, values, components and parameters. */
export const ZDimension = ZDimensionSummary.extend({
  /** Further units a numeric dimension allows (the default unit included). */
  units: z.array(ZUnitRef),
  values: z.array(ZNominalValue),
  components: z.array(ZCompositeValue),
  params: z.array(ZParameterRef.extend({ role: z.enum(['result', 'context']) })),
});
export type TDimension = z.infer<typeof ZDimension>;
