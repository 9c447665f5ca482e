import { z } from 'zod';
import { ZDimensionRef, ZLocalized, ZParameterRef, ZUnitRef } from '../config.types';

/** Spec 3 §3 "Unit: id, name (multilingual), ordinal, deletable, hidden". */
export const ZUnit = z.object({
  id: z.number().int(),
  name: ZLocalized,
  ordinal: z.number().int(),
  hidden: z.boolean(),
  deletable: z.boolean(),
});
export type TUnit = z.infer<typeof ZUnit>;

/** Spec 3 §3 "Unit conversion: id, factor, toUnit (id, name, ordinal), parameter (optional), fromUnit". */
export const ZUnitConversion = z.object({
  id: z.number().int(),
  factor: z.number(),
  fromUnit: ZUnitRef,
  toUnit: ZUnitRef,
  parameter: ZParameterRef.nullable(),
});
export type TUnitConversion = z.infer<typeof ZUnitConversion>;

/** A dimension that uses a unit (the unit overlay of spec 3 §2). */
export const ZUnitParameterDimension = z.object({
  dimension: ZDimensionRef,
  /** The dimension's default unit. */
  defaultUnit: z.boolean(),
  /** Some parameter evaluates this dimension in the unit. */
  evaluationUnit: z.boolean(),
  /** The parameters whose evaluation unit for the dimension is this unit. */
  parameters: z.array(ZParameterRef),
});
export type TUnitParameterDimension = z.infer<typeof ZUnitParameterDimension>;
