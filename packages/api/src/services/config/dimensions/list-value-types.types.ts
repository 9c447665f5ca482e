import { z } from 'zod';
import { DIMENSION_VALUE_TYPES } from '@eqa/core';
import { listOutput } from '../../shared.types';

export const ZListValueTypesInput = z.object({});

/** A value type and what it allows (spec 3 §2 dimension dialog). */
export const ZValueType = z.object({
  id: z.enum(DIMENSION_VALUE_TYPES),
  /** Nominal values or composite components can be added. */
  valueKind: z.enum(['nominal', 'composite']).nullable(),
  multipleValuesAllowed: z.boolean(),
  hasUnit: z.boolean(),
  hasMediaType: z.boolean(),
});
export const ZListValueTypesOutput = listOutput(ZValueType);
export type TListValueTypesOutput = z.infer<typeof ZListValueTypesOutput>;
