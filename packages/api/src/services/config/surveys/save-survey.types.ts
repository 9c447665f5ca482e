import { z } from 'zod';
import { ZId, ZQueryBoolean } from '../../shared.types';
import { ZBodyId, ZBooleanIn, ZDateTimeIn, ZLocalizedIn } from '../config.types';

const dates = {
  startsAt: ZDateTimeIn.nullable().optional(),
  endsAt: ZDateTimeIn.nullable().optional(),
  deadline: ZDateTimeIn.nullable().optional(),
  expectedEvaluationAt: ZDateTimeIn.nullable().optional(),
  preEvaluatedAt: ZDateTimeIn.nullable().optional(),
  evaluatedAt: ZDateTimeIn.nullable().optional(),
  issueAt: ZDateTimeIn.nullable().optional(),
};

/** POST /orgs/{orgId}/surveys (spec 3 §5: scheme version and round; the round of an editable year). */
export const ZCreateSurveyInput = z.object({
  orgId: ZId,
  schemeVersionId: ZBodyId,
  roundId: ZBodyId,
  description: ZLocalizedIn.nullable().optional(),
  ...dates,
});
export type TCreateSurveyInput = z.infer<typeof ZCreateSurveyInput>;

/**
 * PUT /orgs/{orgId}/surveys/{id}?descriptionSync=&schemeVersionSync= (the configuration page's
 * autosave): scheme version and round required; omitted fields stay. descriptionSync copies the
 * description to the scheme version and its other surveys of editable rounds; schemeVersionSync takes
 * the (new) scheme version's description and evaluation flag. The flags may be REST query keys or body fields.
 */
export const ZUpdateSurveyInput = z.object({
  orgId: ZId,
  id: ZId,
  schemeVersionId: ZBodyId,
  roundId: ZBodyId,
  description: ZLocalizedIn.nullable().optional(),
  evaluationDisabled: ZBooleanIn.optional(),
  descriptionSync: ZQueryBoolean.optional(),
  schemeVersionSync: ZQueryBoolean.optional(),
  ...dates,
});
export type TUpdateSurveyInput = z.infer<typeof ZUpdateSurveyInput>;

export const ZSurveyIdInput = z.object({ orgId: ZId, id: ZId });
