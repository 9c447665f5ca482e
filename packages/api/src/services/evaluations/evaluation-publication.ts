import { AppError, evaluationPublicationRefusal, type EvaluationKind } from '@eqa/core';
import { type Executor, loadMergeGraph, surveyResultsPosition } from '@eqa/db';

/** The stored run a publication relies on: the latest succeeded run of the kind. */
export async function latestSucceededRun(db: Executor, surveyId: number, kind: EvaluationKind) {
  return db
    .selectFrom('evaluationRuns')
    .select(['id', 'kind', 'finishedAt', 'createdBy', 'resultsPosition'])
    .where('surveyId', '=', surveyId)
    .where('kind', '=', kind)
    .where('status', '=', 'succeeded')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The results' high-water mark of a survey now: its own and its merged surveys' result events. */
export async function currentResultsPosition(db: Executor, survey: { id: number; orgId: number }): Promise<number> {
  const graph = await loadMergeGraph(db, survey);
  return surveyResultsPosition(db, graph.surveyIds.length > 0 ? graph.surveyIds : [survey.id]);
}

const PARAM: Record<EvaluationKind, string> = { pre_evaluation: 'preEvaluatedAt', evaluation: 'evaluatedAt' };

/**
 * Refuses (422, param preEvaluatedAt / evaluatedAt, type the core refusal code) to publish a
 * pre-evaluation or evaluation without a successful run of that kind on the current results
 * (core evaluationPublicationRefusal). Every place that sets those dates calls it.
 */
export async function assertEvaluationPublishable(
  db: Executor,
  survey: { id: number; orgId: number; evaluationDisabled: boolean },
  kinds: readonly EvaluationKind[],
): Promise<void> {
  if (kinds.length === 0 || survey.evaluationDisabled) return;
  const currentPosition = await currentResultsPosition(db, survey);
  for (const kind of kinds) {
    const run = await latestSucceededRun(db, survey.id, kind);
    const refusal = evaluationPublicationRefusal({ kind, evaluationDisabled: survey.evaluationDisabled, run: run ?? null, currentPosition });
    if (refusal) throw AppError.constraint(PARAM[kind], refusal);
  }
}

/** A survey's evaluation-disabled flag (its own or its scheme version's) and org. */
export async function publicationSurvey(db: Executor, surveyId: number): Promise<{ id: number; orgId: number; evaluationDisabled: boolean }> {
  const row = await db
    .selectFrom('surveys as s')
    .innerJoin('schemeVersions as sv', 'sv.id', 's.schemeVersionId')
    .select(['s.id', 's.orgId', 's.evaluationDisabled', 'sv.evaluationDisabled as versionDisabled'])
    .where('s.id', '=', surveyId)
    .executeTakeFirstOrThrow();
  return { id: row.id, orgId: row.orgId, evaluationDisabled: row.evaluationDisabled || row.versionDisabled };
}
