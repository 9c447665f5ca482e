import { AppError } from '../errors/app-error';

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

/**
 * Every survey a merge names must exist in the survey's organisation (`present`) and hold the
 * sample the merge names (`sampleSurveys`: survey of each sample), else the evaluation fails with
 * 'From survey is not found' (NOT_FOUND).
 */
export function assertMergesComplete(edges: readonly SampleMergeEdge[], present: ReadonlySet<number>, sampleSurveys: ReadonlyMap<number, number>): void {
  for (const edge of edges) {
    const fromOk = present.has(edge.surveyId) && sampleSurveys.get(edge.sampleId) === edge.surveyId;
    const toOk = present.has(edge.mergeToSurveyId) && sampleSurveys.get(edge.mergeToSampleId) === edge.mergeToSurveyId;
    if (!fromOk || !toOk) throw fromSurveyNotFound();
  }
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
