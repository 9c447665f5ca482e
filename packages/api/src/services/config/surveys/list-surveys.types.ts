import { z } from 'zod';
import { ZId, ZLimit, ZOffset, ZQueryBoolean, listOutput } from '../../shared.types';
import { ZRound } from '../rounds/round.types';
import { ZSurveySummary } from './survey.types';

/**
 * GET /orgs/{orgId}/surveys (spec 3 §2 surveys list): rounds newest first, each with its surveys, paged
 * by rounds. Filters: year (of the round), inProgress, notEvaluatedSurveys, proposal (several: any of
 * them), query (scheme short name, scheme version name, round name). Without filters every round is
 * listed (new ones without surveys too); with filters only rounds with matching surveys.
 */
export const ZListSurveysInput = z.object({
  orgId: ZId,
  offset: ZOffset,
  limit: ZLimit,
  year: z.number().int().min(1990).max(2200).optional(),
  inProgress: ZQueryBoolean.optional(),
  notEvaluatedSurveys: ZQueryBoolean.optional(),
  proposal: ZQueryBoolean.optional(),
  query: z.string().max(200).optional(),
});
export type TListSurveysInput = z.infer<typeof ZListSurveysInput>;

/** A round panel: the round, its (matching) surveys and the set-dates dialog default of spec 3 §4. */
export const ZSurveyRoundPanel = ZRound.extend({
  surveys: z.array(ZSurveySummary),
  onlyEvaluationDatesDefault: z.boolean(),
});
export const ZListSurveysOutput = listOutput(ZSurveyRoundPanel);
export type TListSurveysOutput = z.infer<typeof ZListSurveysOutput>;
