import { z } from 'zod';
import { ZId, ZLimit, ZOffset, ZQueryBoolean, listOutput } from '../../shared.types';
import { ZParameterSummary } from './parameter.types';

/** GET /params: by ordinal; search in names and qualifiers (any locale); hidden ones unless includeHidden is false. */
export const ZListParametersInput = z.object({
  offset: ZOffset,
  limit: ZLimit,
  query: z.string().max(200).optional(),
  groupId: ZId.optional(),
  includeHidden: ZQueryBoolean.optional(),
});
export type TListParametersInput = z.infer<typeof ZListParametersInput>;

export const ZListParametersOutput = listOutput(ZParameterSummary);
export type TListParametersOutput = z.infer<typeof ZListParametersOutput>;
