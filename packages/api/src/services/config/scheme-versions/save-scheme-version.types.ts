import { z } from 'zod';
import { ZId, ZQueryBoolean } from '../../shared.types';
import { ZBodyId, ZBooleanIn, ZIntegerIn, ZLocalizedIn } from '../config.types';

/**
 * Settings of a scheme version (spec 3 §5): certificateExpiryMonths below 1 or empty becomes null;
 * significantDiffWarningDays below 1 becomes 0 (empty: the default 3); mandatoryContextIds are
 * dimension ids.
 */
const settings = {
  description: ZLocalizedIn.nullable().optional(),
  current: ZBooleanIn.optional(),
  hidden: ZBooleanIn.optional(),
  pdfDownloadDisabled: ZBooleanIn.optional(),
  evaluationDisabled: ZBooleanIn.optional(),
  certificateExpiryMonths: ZIntegerIn.nullable().optional(),
  defaultLatestResultsFilter: ZBooleanIn.optional(),
  mandatoryContextIds: z.array(z.string().min(1).max(64)).max(100).optional(),
  significantDiffWarningDays: ZIntegerIn.nullable().optional(),
};

/** POST /orgs/{orgId}/scheme_versions (new scheme version: name per locale and scheme). */
export const ZCreateSchemeVersionInput = z.object({ orgId: ZId, schemeId: ZBodyId, name: ZLocalizedIn, ...settings });
export type TCreateSchemeVersionInput = z.infer<typeof ZCreateSchemeVersionInput>;

/**
 * PATCH /orgs/{orgId}/scheme_versions/{id}?sync=: the scheme only while deletable. With sync the
 * description and evaluationDisabled flag are copied to the version's surveys of editable rounds
 * (the flag may come as the REST query ?sync=true or in the body).
 */
export const ZUpdateSchemeVersionInput = z.object({
  orgId: ZId,
  id: ZId,
  schemeId: ZBodyId.optional(),
  name: ZLocalizedIn.optional(),
  sync: ZQueryBoolean.optional(),
  ...settings,
});
export type TUpdateSchemeVersionInput = z.infer<typeof ZUpdateSchemeVersionInput>;

export const ZSchemeVersionIdInput = z.object({ orgId: ZId, id: ZId });

/** POST /orgs/{orgId}/scheme_versions/{id}/copy: a copy with its parameters (name: the original's + " (copy)"). */
export const ZCopySchemeVersionInput = z.object({ orgId: ZId, id: ZId, name: ZLocalizedIn.optional() });
export type TCopySchemeVersionInput = z.infer<typeof ZCopySchemeVersionInput>;
