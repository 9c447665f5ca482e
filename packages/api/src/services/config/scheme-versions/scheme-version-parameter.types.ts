import { z } from 'zod';
import { ZId } from '../../shared.types';
import { ZBodyId, ZBooleanIn, ZDecimalIn, ZIntegerIn, ZOrdinalIn } from '../config.types';

const evaluationSettings = {
  hidden: ZBooleanIn.optional(),
  sigmaPtPercent: ZDecimalIn.nullable().optional(),
  acceptancePercent: ZDecimalIn.nullable().optional(),
  acceptanceAbsolute: ZDecimalIn.nullable().optional(),
  minParticipants: ZIntegerIn.nullable().optional(),
};
const dimensionIds = z.array(z.string().min(1).max(64)).max(100);

/**
 * POST /orgs/{orgId}/scheme_versions/{id}/param (the add-parameter dialog: a parameter and an optional
 * group). The ordinal defaults to the next one, the dimensions to all of the parameter's.
 */
export const ZAddSchemeVersionParameterInput = z.object({
  orgId: ZId,
  id: ZId,
  paramId: ZBodyId,
  groupId: ZBodyId.nullable().optional(),
  ordinal: ZOrdinalIn.optional(),
  resultDimensionIds: dimensionIds.optional(),
  contextDimensionIds: dimensionIds.optional(),
  ...evaluationSettings,
});
export type TAddSchemeVersionParameterInput = z.infer<typeof ZAddSchemeVersionParameterInput>;

/** PATCH …/param/{paramId} (spec 3 §5: requires result and context dimensions and ordinal). */
export const ZUpdateSchemeVersionParameterInput = z.object({
  orgId: ZId,
  id: ZId,
  paramId: ZId,
  ordinal: ZOrdinalIn,
  resultDimensionIds: dimensionIds,
  contextDimensionIds: dimensionIds,
  groupId: ZBodyId.nullable().optional(),
  ...evaluationSettings,
});
export type TUpdateSchemeVersionParameterInput = z.infer<typeof ZUpdateSchemeVersionParameterInput>;

export const ZDeleteSchemeVersionParameterInput = z.object({ orgId: ZId, id: ZId, paramId: ZId });
