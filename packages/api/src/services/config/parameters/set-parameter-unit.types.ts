import { z } from 'zod';
import { ZId } from '../../shared.types';
import { ZBodyId, ZDimensionIdIn } from '../config.types';

/** PATCH /params/{id}/{dimensionId}/unit: the evaluation unit of a numeric dimension of the parameter. */
export const ZSetParameterUnitInput = z.object({ id: ZId, dimensionId: ZDimensionIdIn, unitId: ZBodyId.nullable() });
export type TSetParameterUnitInput = z.infer<typeof ZSetParameterUnitInput>;
