import { z } from 'zod';
import { ZId } from '../shared.types';
import { ZResultGroupOut } from '../surveys/get-survey-form.types';
import { ZExpectedVersion } from './save-values.types';

const groupText = z.string().max(200).nullable().default(null);

/** POST /labs/{labId}/surveys/{surveyId}/result_groups/{groupId}: rename or comment (blank name: the default name). */
export const ZUpdateResultGroupInput = z.object({
  labId: ZId,
  surveyId: ZId,
  groupId: ZId,
  expectedVersion: ZExpectedVersion,
  name: groupText,
  comment: z.string().max(2000).nullable().default(null),
});
export type TUpdateResultGroupInput = z.infer<typeof ZUpdateResultGroupInput>;

/** POST /labs/{labId}/surveys/{surveyId}/result_groups: a new result group (next ordinal). */
export const ZAddResultGroupInput = z.object({
  labId: ZId,
  surveyId: ZId,
  expectedVersion: ZExpectedVersion,
  name: groupText,
  comment: z.string().max(2000).nullable().default(null),
});
export type TAddResultGroupInput = z.infer<typeof ZAddResultGroupInput>;

export const ZResultGroupWriteOutput = z.object({ streamVersion: z.number().int(), resultGroup: ZResultGroupOut });
export type TResultGroupWriteOutput = z.infer<typeof ZResultGroupWriteOutput>;
