import { LRUCache } from 'lru-cache';
import type { SharedReport } from '@eqa/core';
import type { EncodedJson } from './encoded-json';
import type { SurveyStructure } from './services/surveys/survey-parameters';

/**
 * A cache whose misses load through the function the caller hands to `cached` (lru-cache's fetch,
 * the loader passed as its context): concurrent misses of a key share one load, a failed load is
 * not kept.
 */
export type LoadingCache<V extends object> = LRUCache<string, V, () => Promise<V>>;

function loadingCache<V extends object>(options: { max: number; ttl?: number }): LoadingCache<V> {
  return new LRUCache<string, V, () => Promise<V>>({ ...options, fetchMethod: (_key, _stale, { context }) => context() });
}

/** The value of `key`: the kept one while fresh, else the one `load` answers (then kept). */
export async function cached<V extends object>(cache: LoadingCache<V>, key: string, load: () => Promise<V>): Promise<V> {
  const value = await cache.fetch(key, { context: load });
  if (value === undefined) throw new Error(`the cache's load of ${key} answered nothing`);
  return value;
}

/** How long and how much the caches keep (the composition root may tune them; tests make their own). */
export interface CacheSettings {
  /**
   * How long a survey's structure (parameters, dimensions, units, conversions) and its sample ids
   * serve result writes once loaded (ms): a configuration change reaches result validation within
   * this time. Pages and every read read the database.
   */
  surveyStructureTtlMs: number;
}

export const DEFAULT_CACHE_SETTINGS: CacheSettings = { surveyStructureTtlMs: 3_000 };

/**
 * The process's caches, in one place, made once by the composition root (apps/server) and handed
 * to the API in its deps: each test app makes its own, so databases never share one. What they
 * hold never decides access (sessions, lab facts, survey status and contracts are read from the
 * database on every request): only what is slow to build and either immutable or fine a few
 * seconds old.
 */
export function createCaches(settings: Partial<CacheSettings> = {}) {
  const { surveyStructureTtlMs } = { ...DEFAULT_CACHE_SETTINGS, ...settings };
  return {
    /** A survey's visible structure by scheme version, scheme, accreditation day and mandatory contexts: what result writes validate against. */
    surveyStructures: loadingCache<SurveyStructure>({ max: 500, ttl: surveyStructureTtlMs }),
    /** A survey's sample ids by survey id: which samples result writes may name. */
    surveySamples: loadingCache<ReadonlySet<number>>({ max: 2_000, ttl: surveyStructureTtlMs }),
    /** Rendered legal documents (PDF) by name, language and provider data: they change only with a deployment or the provider's data (part of the key). */
    legalDocuments: loadingCache<Buffer>({ max: 64 }),
    /**
     * The part of an evaluation report every lab of the survey shares (core buildSharedReport), by
     * kind, survey, parameter, run and sample order (services/reports/shared-report.ts): a run
     * never changes once written and a new evaluation is a new run id. Read only after the access check.
     */
    sharedReports: loadingCache<SharedReport>({ max: 64 }),
    /**
     * The same parts as served to the web (GET …/reports/evaluation/shared): the JSON of their public
     * side, made once, with its gzip and brotli, by the same key. Read only after the access check.
     */
    sharedReportBodies: loadingCache<EncodedJson>({ max: 64 }),
  };
}

export type Caches = ReturnType<typeof createCaches>;
