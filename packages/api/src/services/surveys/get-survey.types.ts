import { z } from 'zod';
import { SURVEY_STATUS_GROUPS } from '@eqa/core';
import { ZId, ZLocalizedOut } from '../shared.types';

/** The path of one survey of a lab: /labs/{labId}/surveys/{surveyId}. */
export const ZLabSurveyInput = z.object({ labId: ZId, surveyId: ZId });
export type TLabSurveyInput = z.infer<typeof ZLabSurveyInput>;

/** An instant as ISO 8601 text (REST ignores superjson: no Date objects on the wire). */
export const ZIsoDateTime = z.string();

/** Spec 1 §3 survey status flags as of now (core surveyStatus). */
export const ZSurveyStatusFlags = z.object({
  proposal: z.boolean(),
  notStarted: z.boolean(),
  started: z.boolean(),
  inProgress: z.boolean(),
  ended: z.boolean(),
  validated: z.boolean(),
  preEvaluated: z.boolean(),
  evaluated: z.boolean(),
  evaluationDisabled: z.boolean(),
});

export const ZRoundOut = z.object({ id: z.number().int(), name: z.string(), year: z.number().int(), ordinal: z.number().int() });

/** Spec 1 §3 "Survey" without its samples and parameters (GET /labs/{labId}/surveys/{surveyId}). */
export const ZSurveyHeader = z.object({
  id: z.number().int(),
  labId: z.number().int(),
  orgId: z.number().int(),
  status: ZSurveyStatusFlags,
  /** The list it belongs to (null: a proposal). */
  statusGroup: z.enum(SURVEY_STATUS_GROUPS).nullable(),
  startsAt: ZIsoDateTime.nullable(),
  endsAt: ZIsoDateTime.nullable(),
  /** The result deadline (endsAt when the survey has none). */
  deadline: ZIsoDateTime.nullable(),
  expectedEvaluationAt: ZIsoDateTime.nullable(),
  preEvaluatedAt: ZIsoDateTime.nullable(),
  evaluatedAt: ZIsoDateTime.nullable(),
  parameterFlagDate: ZIsoDateTime.nullable(),
  round: ZRoundOut,
  schemeShortName: z.string(),
  schemeName: ZLocalizedOut.nullable(),
  schemeVersion: z.object({ id: z.number().int(), name: ZLocalizedOut }),
  /** Description per locale ({ en, hu }). */
  description: ZLocalizedOut.nullable(),
  /** A parameter of the survey is accredited: the title gets ' (A)'. */
  accredited: z.boolean(),
  latePayment: z.boolean(),
  defaultLatestResultsFilter: z.boolean(),
  mandatoryContextIds: z.array(z.string()),
  pdfDownloadDisabled: z.boolean(),
  /** Core's isSurveyReadOnly for this user, or no write access to the lab (a core lab viewing a satellite). */
  readOnly: z.boolean(),
  /** The user may change the lab's results at all (write access to the lab). */
  canWrite: z.boolean(),
  /** The validation action offered (core validationAction), null when none (or no write access). */
  validationAction: z.enum(['validate', 'invalidate']).nullable(),
  validation: z.object({ validated: z.boolean(), validatedAt: ZIsoDateTime.nullable(), validatedByName: z.string().nullable() }),
  statistics: z.object({
    hasResults: z.boolean(),
    /** Current values of the lab in the survey. */
    resultCount: z.number().int(),
    hasInvalidResults: z.boolean(),
    /** Not accepted sample results in the latest evaluation. */
    invalidSampleResults: z.number().int(),
  }),
  /** The lab-survey stream's version: send it back as expectedVersion with the next write. */
  streamVersion: z.number().int(),
});
export type TSurveyHeader = z.infer<typeof ZSurveyHeader>;
