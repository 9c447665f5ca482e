import { z } from 'zod';
import { ZId, ZLimit, ZOffset, ZQueryBoolean, listOutput } from '../../shared.types';
import { ZSchemeVersionSummary } from './scheme-version.types';

/** GET /orgs/{orgId}/scheme_versions: grouped by scheme short name; current=true keeps current ones only. */
export const ZListSchemeVersionsInput = z.object({
  orgId: ZId,
  offset: ZOffset,
  limit: ZLimit,
  current: ZQueryBoolean.optional(),
  schemeId: ZId.optional(),
  query: z.string().max(200).optional(),
});
export type TListSchemeVersionsInput = z.infer<typeof ZListSchemeVersionsInput>;
export const ZListSchemeVersionsOutput = listOutput(ZSchemeVersionSummary);
export type TListSchemeVersionsOutput = z.infer<typeof ZListSchemeVersionsOutput>;
