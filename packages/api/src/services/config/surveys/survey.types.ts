import { z } from 'zod';
import { ZLocalized } from '../config.types';

/** The status flags of a survey as of now (spec 3 §3 "status: started, ended, preEvaluated, evaluated, evaluationDisabled; inProgress"). */
export const ZSurveyStatus = z.object({
  proposal: z.boolean(),
  started: z.boolean(),
  inProgress: z.boolean(),
  ended: z.boolean(),
  preEvaluated: z.boolean(),
  evaluated: z.boolean(),
  evaluationDisabled: z.boolean(),
});
export type TSurveyStatus = z.infer<typeof ZSurveyStatus>;

export const ZSurveySchemeVersion = z.object({
  id: z.number().int(),
  name: ZLocalized,
  scheme: z.object({ id: z.number().int(), shortName: z.string() }),
});

export const ZSurveyRound = z.object({
  id: z.number().int(),
  name: z.string(),
  year: z.number().int(),
  ordinal: z.number().int(),
});

/** A survey in lists (round panels, scheme version surveys). Dates are ISO texts or null. */
export const ZSurveySummary = z.object({
  id: z.number().int(),
  schemeVersion: ZSurveySchemeVersion,
  round: ZSurveyRound,
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  deadline: z.string().nullable(),
  expectedEvaluationAt: z.string().nullable(),
  preEvaluatedAt: z.string().nullable(),
  evaluatedAt: z.string().nullable(),
  issueAt: z.string().nullable(),
  description: ZLocalized.nullable(),
  status: ZSurveyStatus,
  /** No results, evaluations, documents or products refer to it. */
  deletable: z.boolean(),
  /** Its round is of the previous, current or next year (spec 3 §4). */
  editable: z.boolean(),
});
export type TSurveySummary = z.infer<typeof ZSurveySummary>;

/** The survey configuration page (spec 3 §3 "Survey"). */
export const ZSurvey = ZSurveySummary.extend({
  /** An accreditation of its scheme covers one of its parameters on its start (or today's) date. */
  accredited: z.boolean(),
  defaultLatestResultsFilter: z.boolean(),
  mandatoryContextIds: z.array(z.string()),
  importedDocuments: z.object({
    resultGroup: z.number().int(),
    survey: z.number().int(),
    round: z.number().int(),
    year: z.number().int(),
  }),
  /** Labs with results and no evaluation in the latest evaluation run. */
  countMissingEvaluations: z.number().int(),
  importStarted: z.boolean(),
  evaluationImported: z.boolean(),
  documentsImported: z.boolean(),
  labCount: z.number().int(),
  samples: z.array(
    z.object({ id: z.number().int(), name: z.string(), ordinal: z.number().int(), url: z.string().nullable(), deletable: z.boolean() }),
  ),
});
export type TSurvey = z.infer<typeof ZSurvey>;
