import { z } from 'zod';
import { ZId, ZLimit, ZOffset, listOutput } from '../../shared.types';

/** GET /orgs/{orgId}/surveys/{id}/result_groups (spec 3 §2 survey page "result groups"). */
export const ZListSurveyResultGroupsInput = z.object({ orgId: ZId, id: ZId, offset: ZOffset, limit: ZLimit });

export const ZSurveyResultGroup = z.object({
  id: z.number().int(),
  lab: z.object({ id: z.number().int(), shortName: z.string(), name: z.string() }),
  /** null: the default name from the ordinal (survey.resultGroup.defaultName). */
  name: z.string().nullable(),
  ordinal: z.number().int(),
  comment: z.string().nullable(),
  hidden: z.boolean(),
  /** Values the lab holds in the group (current results). */
  resultCount: z.number().int(),
});
export const ZListSurveyResultGroupsOutput = listOutput(ZSurveyResultGroup).extend({
  /** Laboratories with at least one result group in the survey. */
  labCount: z.number().int(),
});
export type TListSurveyResultGroupsInput = z.infer<typeof ZListSurveyResultGroupsInput>;
export type TListSurveyResultGroupsOutput = z.infer<typeof ZListSurveyResultGroupsOutput>;
