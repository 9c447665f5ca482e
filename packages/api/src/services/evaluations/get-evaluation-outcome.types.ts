import { z } from 'zod';
import { ZId, ZLocalizedOut } from '../shared.types';
import { ZIsoDateTime } from '../surveys/get-survey.types';
import { ZEvaluationKind } from './start-evaluation.types';

/** GET /orgs/{orgId}/surveys/{surveyId}/evaluate/outcome?kind=: what the latest stored run of the kind computed. */
export const ZEvaluationOutcomeInput = z.object({ orgId: ZId, surveyId: ZId, kind: ZEvaluationKind.default('evaluation') });
export type TEvaluationOutcomeInput = z.infer<typeof ZEvaluationOutcomeInput>;

export const ZEvaluationOutcomeGroup = z.object({
  parameterId: z.number().int(),
  parameterName: ZLocalizedOut,
  sampleId: z.number().int(),
  sampleName: z.string(),
  /** null: the all-labs group. */
  evaluationGroupId: z.number().int().nullable(),
  groupName: ZLocalizedOut.nullable(),
  /** Results in the group's statistics. */
  n: z.number().int(),
  nOutliers: z.number().int(),
  /** The parameter's minimum group size (scheme version, default 8). */
  minN: z.number().int(),
  belowMinimum: z.boolean(),
  assignedValue: z.number().nullable(),
});

export const ZEvaluationOutcomeWarning = z.object({
  code: z.enum(['noResults', 'groupsBelowMinimum', 'labsNotValidated', 'resultsChanged']),
  count: z.number().int(),
});

export const ZEvaluationOutcome = z.object({
  kind: ZEvaluationKind,
  /** The stored run (null: never computed; publishing is refused). */
  run: z
    .object({
      id: z.number().int(),
      finishedAt: ZIsoDateTime.nullable(),
      createdBy: z.number().int().nullable(),
      /** Whether the run saw the current results (else publishing is refused until it is run again). */
      current: z.boolean(),
    })
    .nullable(),
  /** Scored results of the all-labs groups, and the labs they belong to. */
  results: z.number().int(),
  labs: z.number().int(),
  groups: z.array(ZEvaluationOutcomeGroup),
  groupsBelowMinimum: z.number().int(),
  warnings: z.array(ZEvaluationOutcomeWarning),
});
export type TEvaluationOutcome = z.infer<typeof ZEvaluationOutcome>;
