import { z } from 'zod';
import { ZId, listOutput } from '../../shared.types';
import { ZDimensionIdIn } from '../config.types';
import { ZDimensionUnitOption, ZDimensionValueOption } from './scheme-version.types';

/** GET …/{id}/parameters/{paramId}/dimensions/{dimensionId}/values (optional search in the value texts). */
export const ZSchemeVersionDimensionValuesInput = z.object({
  orgId: ZId,
  id: ZId,
  paramId: ZId,
  dimensionId: ZDimensionIdIn,
  query: z.string().max(200).optional(),
});
export const ZDimensionValueOptionsOutput = listOutput(ZDimensionValueOption);
export type TDimensionValueOptionsOutput = z.infer<typeof ZDimensionValueOptionsOutput>;

/** GET …/{id}/parameters/{paramId}/dimensions/{dimensionId}/units. */
export const ZSchemeVersionDimensionUnitsInput = z.object({ orgId: ZId, id: ZId, paramId: ZId, dimensionId: ZDimensionIdIn });
export const ZDimensionUnitOptionsOutput = listOutput(ZDimensionUnitOption);
export type TDimensionUnitOptionsOutput = z.infer<typeof ZDimensionUnitOptionsOutput>;
