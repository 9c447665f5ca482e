import type { Kysely } from 'kysely';
import type { DB, EvaluationChart } from '@eqa/db';
import { keyOf } from './build-report';

/** Chart series of a run and parameter by keyOf(sampleId, groupId); null when the run has none. */
export type RunCharts = Map<string, EvaluationChart> | null;

/** Runs × parameters kept in memory (about 60 kB each at 2,000 labs with two peer groups). */
const CACHE_SIZE = 64;
const cache = new Map<string, RunCharts>();

/**
 * The stored chart series (evaluation_statistics.chart) of a run and a numeric parameter, null for
 * a run written before them (the report then reads every lab's rows). A run is never changed once
 * written (a re-run is a new run id), so the parsed series are kept in a small LRU per process:
 * the report of a popular parameter reads only the lab's own rows.
 */
export async function loadRunCharts(db: Kysely<DB>, runId: number, parameterId: number): Promise<RunCharts> {
  const cacheKey = `${runId}:${parameterId}`;
  if (cache.has(cacheKey)) {
    const hit = cache.get(cacheKey)!;
    cache.delete(cacheKey);
    cache.set(cacheKey, hit);
    return hit;
  }
  const rows = await db
    .selectFrom('evaluationStatistics')
    .select(['sampleId', 'evaluationGroupId', 'chart'])
    .where('runId', '=', runId)
    .where('parameterId', '=', parameterId)
    .execute();
  const charts: RunCharts = rows.every((r) => r.chart !== null) ? new Map(rows.map((r) => [keyOf(r.sampleId, r.evaluationGroupId), r.chart!])) : null;
  cache.set(cacheKey, charts);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return charts;
}

/** Forgets the cached series (tests that rewrite a stored run). */
export function clearRunCharts(): void {
  cache.clear();
}
