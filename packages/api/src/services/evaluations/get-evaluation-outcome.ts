import type { Kysely } from 'kysely';
import { DEFAULT_MIN_GROUP_SIZE, evaluationOutcomeWarnings, isRunCurrent } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { Session } from '../../context';
import type { TEvaluationOutcome, TEvaluationOutcomeInput } from './get-evaluation-outcome.types';
import { iso } from '../surveys/survey-header';
import { currentResultsPosition, latestSucceededRun } from './evaluation-publication';
import { loadOrgSurvey } from './org-survey';

/**
 * GET /orgs/{orgId}/surveys/{surveyId}/evaluate/outcome?kind= (org users of the org): the outcome
 * of the latest succeeded run of the kind, for the survey's configuration page: every statistics
 * group (parameter × sample × evaluation group) with its n against the parameter's minimum, the
 * scored results and labs of the all-labs groups, whether the run saw the current results, and the
 * warnings (core evaluationOutcomeWarnings).
 */
export async function getEvaluationOutcome(ctx: { db: Kysely<DB>; session: Session | null }, input: TEvaluationOutcomeInput): Promise<TEvaluationOutcome> {
  const { survey } = await loadOrgSurvey(ctx, input.orgId, input.surveyId);
  const [run, notValidated] = await Promise.all([
    latestSucceededRun(ctx.db, survey.id, input.kind),
    ctx.db
      .selectFrom('labSurveyStatus')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('surveyId', '=', survey.id)
      .where('hasResults', '=', true)
      .where('validated', '=', false)
      .executeTakeFirstOrThrow(),
  ]);
  const labsNotValidated = Number(notValidated.n);
  if (!run) {
    return { kind: input.kind, run: null, results: 0, labs: 0, groups: [], groupsBelowMinimum: 0, warnings: evaluationOutcomeWarnings({ labResults: 0, groupsBelowMinimum: 0, labsNotValidated, current: true }) };
  }
  const [position, rows, scored] = await Promise.all([
    currentResultsPosition(ctx.db, survey),
    ctx.db
      .selectFrom('evaluationStatistics as st')
      .innerJoin('parameters as p', 'p.id', 'st.parameterId')
      .innerJoin('samples as sa', 'sa.id', 'st.sampleId')
      .innerJoin('surveys as s', 's.id', 'st.surveyId')
      .leftJoin('schemeVersionParameters as svp', (join) => join.onRef('svp.schemeVersionId', '=', 's.schemeVersionId').onRef('svp.parameterId', '=', 'st.parameterId'))
      .leftJoin('evaluationGroups as g', 'g.id', 'st.evaluationGroupId')
      .select([
        'st.parameterId',
        'p.name as parameterName',
        'st.sampleId',
        'sa.name as sampleName',
        'st.evaluationGroupId',
        'g.name as groupName',
        'st.n',
        'st.nOutliers',
        'svp.minParticipants',
        'st.assignedValue',
      ])
      .where('st.runId', '=', run.id)
      .orderBy('svp.ordinal')
      .orderBy('st.parameterId')
      .orderBy('sa.ordinal')
      .orderBy('st.sampleId')
      .orderBy('g.ordinal')
      .orderBy('st.evaluationGroupId')
      .execute(),
    ctx.db
      .selectFrom('evaluationLabResults')
      .select((eb) => [eb.fn.countAll<number>().as('results'), eb.fn.count<number>('labId').distinct().as('labs')])
      .where('runId', '=', run.id)
      .where('evaluationGroupId', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  const groups = rows.map((row) => {
    const minN = row.minParticipants ?? DEFAULT_MIN_GROUP_SIZE;
    return {
      parameterId: row.parameterId,
      parameterName: row.parameterName,
      sampleId: row.sampleId,
      sampleName: row.sampleName,
      evaluationGroupId: row.evaluationGroupId,
      groupName: row.groupName ?? null,
      n: row.n,
      nOutliers: row.nOutliers,
      minN,
      belowMinimum: row.n < minN,
      assignedValue: row.assignedValue === null ? null : Number(row.assignedValue),
    };
  });
  const current = isRunCurrent(run, position);
  const groupsBelowMinimum = groups.filter((g) => g.belowMinimum).length;
  const results = Number(scored.results);
  return {
    kind: input.kind,
    run: { id: run.id, finishedAt: iso(run.finishedAt), createdBy: run.createdBy, current },
    results,
    labs: Number(scored.labs),
    groups,
    groupsBelowMinimum,
    warnings: evaluationOutcomeWarnings({ labResults: results, groupsBelowMinimum, labsNotValidated, current }),
  };
}
