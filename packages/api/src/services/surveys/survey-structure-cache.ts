import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import type { DB } from '@eqa/db';
import { accreditationDay, type LabSurveyAccess } from './open-lab-survey';
import { loadSurveyStructure, type SurveyStructure } from './survey-parameters';

/**
 * How long a survey's structure (parameters, dimensions, units, values, conversions) and sample
 * ids, once loaded, serve result writes in this process. A configuration change reaches result
 * validation within this time; pages (the form, the values lists) always read the database.
 */
export const SURVEY_STRUCTURE_TTL_MS = 3_000;

interface Entry<T> {
  expiresAt: number;
  value: Promise<T>;
}

/**
 * Values loaded once per key and kept for `ttlMs` (monotonic time). Concurrent asks for a missing
 * key share one load; a failed load is not kept. Expired entries are swept when the map grows.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = () => performance.now(),
    private readonly sweepAbove = 200,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const at = this.now();
    const known = this.entries.get(key);
    if (known && known.expiresAt > at) return known.value;
    if (this.entries.size >= this.sweepAbove) {
      for (const [k, e] of this.entries) if (e.expiresAt <= at) this.entries.delete(k);
    }
    const value = load();
    const entry = { expiresAt: at + this.ttlMs, value };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** One cache per database (tests run several in one process; ids repeat between them). */
function perDatabase<T>(): (db: Kysely<DB>) => TtlCache<T> {
  const caches = new WeakMap<Kysely<DB>, TtlCache<T>>();
  return (db) => {
    let cache = caches.get(db);
    if (!cache) {
      cache = new TtlCache<T>(SURVEY_STRUCTURE_TTL_MS);
      caches.set(db, cache);
    }
    return cache;
  };
}

const structures = perDatabase<SurveyStructure>();
const samples = perDatabase<ReadonlySet<number>>();

/**
 * The visible parameters of the survey (loadSurveyStructure without hidden ones, as
 * loadVisibleStructure), cached for SURVEY_STRUCTURE_TTL_MS per scheme version, scheme,
 * accreditation day and mandatory context ids: what a result write validates against.
 */
export function cachedVisibleStructure(db: Kysely<DB>, access: Pick<LabSurveyAccess, 'survey' | 'now'>): Promise<SurveyStructure> {
  const { survey, now } = access;
  // a started survey's accreditation day is its start day: computed on a miss only
  const day = survey.startsAt ? `start:${survey.startsAt.getTime()}` : accreditationDay(null, now);
  const key = `${survey.schemeVersionId}|${survey.schemeId}|${day}|${survey.mandatoryContextIds.join(',')}`;
  return structures(db).get(key, async () => {
    const structure = await loadSurveyStructure(db, {
      id: survey.id,
      schemeId: survey.schemeId,
      schemeVersionId: survey.schemeVersionId,
      mandatoryContextIds: survey.mandatoryContextIds,
      accreditationDay: accreditationDay(survey.startsAt, now),
    });
    return { ...structure, parameters: structure.parameters.filter((p) => !p.hidden) };
  });
}

/** The ids of the survey's samples, cached like the structure. */
export function cachedSurveySampleIds(db: Kysely<DB>, surveyId: number): Promise<ReadonlySet<number>> {
  return samples(db).get(String(surveyId), async () => {
    const rows = await db.selectFrom('samples').select('id').where('surveyId', '=', surveyId).execute();
    return new Set(rows.map((r) => r.id));
  });
}
