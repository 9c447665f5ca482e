import { z } from 'zod';
import { ZId, listOutput } from '../../shared.types';
import { ZBodyId, ZBooleanIn, ZDateTimeIn } from '../config.types';
import { ZSurveySummary } from './survey.types';

/**
 * PUT /orgs/{orgId}/surveys/survey_dates (the set-dates dialog, spec 3 §4): the surveys of a round
 * (all by default, or the selected surveyIds). onlyEvaluationDates (default: on when no survey of
 * the round is in progress and the round is not in the future) sets expectedEvaluationAt and
 * evaluatedAt, otherwise startsAt and endsAt are set.
 */
export const ZSetSurveyDatesInput = z.object({
  orgId: ZId,
  roundId: ZBodyId.optional(),
  surveyIds: z.array(ZBodyId).max(500).optional(),
  onlyEvaluationDates: ZBooleanIn.optional(),
  startsAt: ZDateTimeIn.nullable().optional(),
  endsAt: ZDateTimeIn.nullable().optional(),
  expectedEvaluationAt: ZDateTimeIn.nullable().optional(),
  evaluatedAt: ZDateTimeIn.nullable().optional(),
});
export type TSetSurveyDatesInput = z.infer<typeof ZSetSurveyDatesInput>;

export const ZSetSurveyDatesOutput = listOutput(ZSurveySummary).extend({ onlyEvaluationDates: z.boolean() });
export type TSetSurveyDatesOutput = z.infer<typeof ZSetSurveyDatesOutput>;
