import { z } from 'zod';
import { EXTENDED_PAGE_SIZE } from '@eqa/core';
import { ZId, ZLocalizedOut, ZOffset, ZQueryBoolean, ZUpdatedAt, ZUpdatedSince, listOutput } from '../shared.types';
import { ZIsoDateTime, ZRoundOut } from '../surveys/get-survey.types';

/**
 * GET /labs/{labId}/evaluations (spec 1 §2 "Evaluations page"): one of the two lists, pre_evaluated
 * (closed: ended, not evaluated) or evaluated, in larger pages (extended page size 50) by offset,
 * with the filters of the page: only not-accepted results, only surveys with merges, only
 * significant differences, a search, and the order (issue 32: paged, sorted and filtered on the
 * server; REST query keys may be snake_case).
 */
/** The lists' sort keys: the survey's end (the default, newest first) or the survey (scheme code, round). */
export const EVALUATION_LIST_SORTS = ['endsAt', '-endsAt', 'survey', '-survey'] as const;
export type TEvaluationListSort = (typeof EVALUATION_LIST_SORTS)[number];

export const ZListEvaluationsInput = z.object({
  labId: ZId,
  status: z.enum(['pre_evaluated', 'evaluated']).default('evaluated'),
  offset: ZOffset,
  limit: z.number().int().min(1).max(200).default(EXTENDED_PAGE_SIZE),
  /** Surveys (and parameters) with a not accepted result of the lab. */
  notAcceptedOnly: ZQueryBoolean.optional(),
  /** Surveys with merged samples (either way). */
  mergedOnly: ZQueryBoolean.optional(),
  /** Surveys (and parameters) with a significant difference: a result of the lab with |z| > 2. */
  significantDifferencesOnly: ZQueryBoolean.optional(),
  /** Searches the scheme's code and the round's name, ignoring case and accents. */
  query: z.string().max(200).optional(),
  /** The order: a column, '-' first for descending (default: the newest end first). */
  sort: z.enum(EVALUATION_LIST_SORTS).optional(),
  /** Only surveys whose own row or an evaluation run of the list's kind changed at or after this moment. */
  updatedSince: ZUpdatedSince.optional(),
});
export type TListEvaluationsInput = z.infer<typeof ZListEvaluationsInput>;

const ZCount = z.number().int().nullable();

/** Counts of the lab's results in the all-labs evaluation (null while the statistics are not available). */
const counts = {
  resultCount: ZCount,
  acceptedCount: ZCount,
  notAcceptedCount: ZCount,
  significantDifferenceCount: ZCount,
};

export const ZEvaluationParameter = z.object({
  id: z.number().int(),
  name: ZLocalizedOut,
  qualifier: ZLocalizedOut.nullable(),
  ordinal: z.number().int(),
  ...counts,
});

export const ZMergedSurvey = z.object({ id: z.number().int(), schemeShortName: z.string(), roundName: z.string() });

export const ZEvaluationMerge = z.object({
  /** 'into': a sample of this survey is evaluated with the other survey's sample; 'from': the other way. */
  direction: z.enum(['into', 'from']),
  sampleId: z.number().int(),
  sampleName: z.string(),
  otherSampleId: z.number().int(),
  otherSampleName: z.string(),
  /** null: every parameter. */
  parameterId: z.number().int().nullable(),
  survey: ZMergedSurvey,
});

export const ZEvaluationListItem = z.object({
  id: z.number().int(),
  schemeShortName: z.string(),
  schemeName: ZLocalizedOut.nullable(),
  round: ZRoundOut,
  startsAt: ZIsoDateTime.nullable(),
  endsAt: ZIsoDateTime.nullable(),
  expectedEvaluationAt: ZIsoDateTime.nullable(),
  preEvaluatedAt: ZIsoDateTime.nullable(),
  evaluatedAt: ZIsoDateTime.nullable(),
  evaluationDisabled: z.boolean(),
  validated: z.boolean(),
  validatedAt: ZIsoDateTime.nullable(),
  /** Lab users: no accepted contract for the round's year (the reports answer 403 missing_contract_error). */
  missingContract: z.boolean(),
  /** Where the parameter links go (the statistics button of spec 1 §4); null: no statistics to show yet. */
  reportKind: z.enum(['pre_evaluation', 'evaluation']).nullable(),
  /** When the run shown was computed. */
  evaluatedRunAt: ZIsoDateTime.nullable(),
  ...counts,
  /** Pre-evaluated, significant differences, within the scheme version's warning days, not turned off for the lab. */
  significantDiffWarning: z.boolean(),
  parameters: z.array(ZEvaluationParameter),
  merges: z.array(ZEvaluationMerge),
  /** The distinct surveys of the merges (the merged-survey links). */
  mergedSurveys: z.array(ZMergedSurvey),
  /** The later of the survey's and its evaluation runs' (of the list's kind) last change (updatedSince). */
  updatedAt: ZUpdatedAt,
});
export type TEvaluationListItem = z.infer<typeof ZEvaluationListItem>;

export const ZListEvaluationsOutput = listOutput(ZEvaluationListItem);
export type TListEvaluationsOutput = z.infer<typeof ZListEvaluationsOutput>;
