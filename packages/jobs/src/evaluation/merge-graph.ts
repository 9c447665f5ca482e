import { AppError } from '@eqa/core';
import type { Executor } from '@eqa/db';

/**
 * Merged samples (sample_merges): the results of a sample are evaluated together with another
 * survey's sample, for every parameter (parameterId null) or for one. Merges chain and point both
 * ways, so the samples that pool with a survey's samples are the connected part of the merge graph
 * around them; each sample's pool is named by its root, reached by following the merge pointers
 * (a parameter-specific merge wins over a merge of all parameters).
 */

/** The error of spec 1 §8 / spec 3: a merge references a survey that is not there. */
export const FROM_SURVEY_NOT_FOUND = 'From survey is not found';

export function fromSurveyNotFound(): AppError {
  return new AppError('NOT_FOUND', FROM_SURVEY_NOT_FOUND, { type: 'not_found_error' });
}

export interface SampleMergeEdge {
  id: number;
  surveyId: number;
  sampleId: number;
  mergeToSurveyId: number;
  mergeToSampleId: number;
  parameterId: number | null;
}

export interface MergeGraph {
  edges: SampleMergeEdge[];
  /** Survey of every sample of the graph (the survey's own samples included). */
  sampleSurveys: Map<number, number>;
  /** The survey itself and every survey whose samples pool with its samples. */
  surveyIds: number[];
}

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
  for (const edge of list) {
    const fromOk = present.has(edge.surveyId) && sampleSurveys.get(edge.sampleId) === edge.surveyId;
    const toOk = present.has(edge.mergeToSurveyId) && sampleSurveys.get(edge.mergeToSampleId) === edge.mergeToSurveyId;
    if (!fromOk || !toOk) throw fromSurveyNotFound();
  }
  const surveyIds = [survey.id, ...[...present].filter((id) => id !== survey.id).sort((a, b) => a - b)];
  return { edges: list, sampleSurveys, surveyIds };
}

/** Resolves the pool (root sample) of a sample for a parameter by following merge pointers. */
export class MergeResolver {
  private readonly byParameter = new Map<string, number>();
  private readonly forAll = new Map<number, number>();

  constructor(edges: readonly SampleMergeEdge[]) {
    for (const edge of edges) {
      if (edge.parameterId === null) this.forAll.set(edge.sampleId, edge.mergeToSampleId);
      else this.byParameter.set(`${edge.sampleId}:${edge.parameterId}`, edge.mergeToSampleId);
    }
  }

  /** The sample a sample's results are merged into for a parameter (one step), or null. */
  target(sampleId: number, parameterId: number): number | null {
    return this.byParameter.get(`${sampleId}:${parameterId}`) ?? this.forAll.get(sampleId) ?? null;
  }

  /**
   * The end of the merge chain (the sample itself when it is not merged). A cycle (a configuration
   * error) pools on its smallest sample id, so every sample of the cycle lands in the same pool.
   */
  root(sampleId: number, parameterId: number): number {
    if (this.forAll.size === 0 && this.byParameter.size === 0) return sampleId;
    const path = [sampleId];
    for (;;) {
      const next = this.target(path[path.length - 1]!, parameterId);
      if (next === null) return path[path.length - 1]!;
      const at = path.indexOf(next);
      if (at >= 0) return Math.min(...path.slice(at));
      path.push(next);
    }
  }
}
