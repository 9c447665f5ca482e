import type { Kysely } from 'kysely';
import type { SampleMergeEdge } from '@eqa/core';
import { loadMergeGraph, type DB } from '@eqa/db';

export interface SurveyMerges {
  /** The survey and the surveys merged with it (their results may sit in its runs). */
  surveyIds: number[];
  edges: SampleMergeEdge[];
  samples: Map<number, string>;
  surveys: Map<number, { id: number; schemeShortName: string; roundName: string }>;
}

/**
 * The merges around a survey's samples, with the names the badges show. A broken merge (a survey
 * that is not there) is the evaluation job's error to report: here the survey then stands alone.
 */
export async function surveyMerges(db: Kysely<DB>, survey: { id: number; orgId: number }): Promise<SurveyMerges> {
  const graph = await loadMergeGraph(db, survey).catch(() => null);
  if (!graph || graph.edges.length === 0) return surveyAlone(survey.id);
  const sampleIds = [...new Set(graph.edges.flatMap((e) => [e.sampleId, e.mergeToSampleId]))];
  const [samples, surveys] = await Promise.all([
    db.selectFrom('samples').select(['id', 'name']).where('id', 'in', sampleIds).execute(),
    db
      .selectFrom('surveys as s')
      .innerJoin('schemeVersions as sv', 'sv.id', 's.schemeVersionId')
      .innerJoin('schemes as sc', 'sc.id', 'sv.schemeId')
      .innerJoin('rounds as r', 'r.id', 's.roundId')
      .select(['s.id', 'sc.shortName as schemeShortName', 'r.name as roundName'])
      .where('s.id', 'in', graph.surveyIds)
      .execute(),
  ]);
  return {
    surveyIds: graph.surveyIds,
    edges: graph.edges,
    samples: new Map(samples.map((s) => [s.id, s.name])),
    surveys: new Map(surveys.map((s) => [s.id, s])),
  };
}

/** A survey no merge touches: its results are its own. */
export function surveyAlone(surveyId: number): SurveyMerges {
  return { surveyIds: [surveyId], edges: [], samples: new Map(), surveys: new Map() };
}
