import { z } from 'zod';
import { SURVEY_STATUS_GROUPS } from '@eqa/core';
import { ZId, ZLimit, ZLocalizedOut, ZOffset, ZQueryBoolean, ZUpdatedAt, ZUpdatedSince, listOutput } from '../shared.types';
import { ZIsoDateTime, ZRoundOut } from './get-survey.types';

/** GET /labs/{labId}/surveys?status=in_progress|upcoming|pre_evaluated|evaluated (spec 1 §7). */
export const ZListSurveysInput = z.object({
  labId: ZId,
  status: z.enum(SURVEY_STATUS_GROUPS).default('in_progress'),
  offset: ZOffset,
  limit: ZLimit,
  /** Searches the scheme short name and name and the round name, ignoring case and accents. */
  query: z.string().max(200).optional(),
  /** In-progress 'empty only' toggle: surveys without any result of the lab. */
  emptyOnly: ZQueryBoolean.optional(),
  /** Only surveys whose own row or the lab's results or validation in them changed at or after this moment. */
  updatedSince: ZUpdatedSince.optional(),
});
export type TListSurveysInput = z.infer<typeof ZListSurveysInput>;

/**
 * What a survey list item needs (spec 1 §4 "List item display"); the client derives icons, dates,
 * highlight and tooltip with core's surveyListItemView(item, item, now).
 */
export const ZSurveyListItem = z.object({
  id: z.number().int(),
  schemeShortName: z.string(),
  schemeName: ZLocalizedOut.nullable(),
  schemeVersionName: ZLocalizedOut,
  round: ZRoundOut,
  startsAt: ZIsoDateTime.nullable(),
  endsAt: ZIsoDateTime.nullable(),
  deadline: ZIsoDateTime.nullable(),
  expectedEvaluationAt: ZIsoDateTime.nullable(),
  preEvaluatedAt: ZIsoDateTime.nullable(),
  evaluatedAt: ZIsoDateTime.nullable(),
  evaluationDisabled: z.boolean(),
  pdfDownloadDisabled: z.boolean(),
  /** Validated as of now. */
  validated: z.boolean(),
  validatedAt: ZIsoDateTime.nullable(),
  hasResults: z.boolean(),
  /** Not accepted sample results in the latest evaluation (Survey.statistics.invalidSampleResults). */
  invalidResultCount: z.number().int(),
  latePayment: z.boolean(),
  accredited: z.boolean(),
  /** Lab users: the contract for the round's year is not accepted (opening the survey answers 403 missing_contract_error). */
  missingContract: z.boolean(),
  /** The later of the survey's and the lab's results' last change (updatedSince). */
  updatedAt: ZUpdatedAt,
});
export type TSurveyListItem = z.infer<typeof ZSurveyListItem>;

export const ZListSurveysOutput = listOutput(ZSurveyListItem);
export type TListSurveysOutput = z.infer<typeof ZListSurveysOutput>;
