import { z } from 'zod';
import { ZId, ZJsonId } from '../../shared.types';
import { ZDecimalIn, ZRefIn } from '../config.types';

/**
 * POST /units/{unitId}/conversions and PATCH …/{conversionId} (spec 3 §7): factor (numeric,
 * required), toUnit (required), optional parameter (a parameter-specific conversion), fromUnit (must
 * be the unit of the path when sent); PATCH may repeat the conversion id in the body.
 */
const conversionFields = {
  factor: ZDecimalIn,
  toUnit: ZRefIn,
  parameter: ZRefIn.nullable().optional(),
  fromUnit: ZRefIn.optional(),
};

export const ZCreateUnitConversionInput = z.object({ unitId: ZId, ...conversionFields });
export type TCreateUnitConversionInput = z.infer<typeof ZCreateUnitConversionInput>;

export const ZUpdateUnitConversionInput = z.object({ unitId: ZId, conversionId: ZId, id: ZJsonId.optional(), ...conversionFields });
export type TUpdateUnitConversionInput = z.infer<typeof ZUpdateUnitConversionInput>;

export const ZDeleteUnitConversionInput = z.object({ unitId: ZId, conversionId: ZId });
