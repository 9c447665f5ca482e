import { assertMergesComplete, type MergeGraph, type SampleMergeEdge } from '@eqa/core';
import type { Executor } from '../schema';

/** How deep merge chains are followed when loading (a longer chain is a configuration error). */
const MAX_MERGE_DEPTH = 32;

/**
 * Loads the merges around a survey's samples and checks them: every survey a merge names must
 * exist in the survey's organisation and hold the sample the merge names, else the evaluation
 * fails with 'From survey is not found' (NOT_FOUND).
 */
export async function loadMergeGraph(db: Executor, survey: { id: number; orgId: number }): Promise<MergeGraph> {
  const own = await db.selectFrom('samples').select(['id', 'surveyId']).where('surveyId', '=', survey.id).execute();
  const sampleSurveys = new Map<number, number>(own.map((s) => [s.id, s.surveyId]));
  const edges = new Map<number, SampleMergeEdge>();
  const seen = new Set<number>(sampleSurveys.keys());
  let frontier = [...seen];
  for (let depth = 0; frontier.length > 0 && depth < MAX_MERGE_DEPTH; depth++) {
    const found = await db
      .selectFrom('sampleMerges')
      .select(['id', 'surveyId', 'sampleId', 'mergeToSurveyId', 'mergeToSampleId', 'parameterId'])
      .where((eb) => eb.or([eb('sampleId', 'in', frontier), eb('mergeToSampleId', 'in', frontier)]))
      .execute();
    const next: number[] = [];
    for (const edge of found) {
      if (edges.has(edge.id)) continue;
      edges.set(edge.id, edge);
      for (const sampleId of [edge.sampleId, edge.mergeToSampleId]) {
        if (!seen.has(sampleId)) {
          seen.add(sampleId);
          next.push(sampleId);
        }
      }
    }
    frontier = next;
  }
  if (edges.size === 0) return { edges: [], sampleSurveys, surveyIds: [survey.id] };

  const list = [...edges.values()];
  const named = new Set<number>(list.flatMap((e) => [e.surveyId, e.mergeToSurveyId]));
  const surveys = await db
    .selectFrom('surveys')
    .select('id')
    .where('id', 'in', [...named])
    .where('orgId', '=', survey.orgId)
    .execute();
  const present = new Set(surveys.map((s) => s.id));
  const missingSamples = [...seen].filter((id) => !sampleSurveys.has(id));
  if (missingSamples.length > 0) {
    const rows = await db.selectFrom('samples').select(['id', 'surveyId']).where('id', 'in', missingSamples).execute();
    for (const row of rows) sampleSurveys.set(row.id, row.surveyId);
  }
  assertMergesComplete(list, present, sampleSurveys);
  const surveyIds = [survey.id, ...[...present].filter((id) => id !== survey.id).sort((a, b) => a - b)];
  return { edges: list, sampleSurveys, surveyIds };
}
