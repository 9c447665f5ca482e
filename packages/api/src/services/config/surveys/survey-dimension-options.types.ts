import { z } from 'zod';
import { ZId } from '../../shared.types';
import { ZDimensionIdIn } from '../config.types';

/** GET /orgs/{orgId}/surveys/{id}/parameters/{paramId}/dimensions/{dimensionId}/values and /units (through the survey's scheme version). */
export const ZSurveyDimensionValuesInput = z.object({ orgId: ZId, id: ZId, paramId: ZId, dimensionId: ZDimensionIdIn, query: z.string().max(200).optional() });
export const ZSurveyDimensionUnitsInput = z.object({ orgId: ZId, id: ZId, paramId: ZId, dimensionId: ZDimensionIdIn });
