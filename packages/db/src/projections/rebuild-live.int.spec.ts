import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LabSurveyCommand } from '@eqa/core';
import { handleLabSurveyCommand } from '../event-store/lab-survey-stream';
import type { EventMetadata } from '../event-store/types';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { rebuildProjections } from './rebuild';
import { contentOf } from '../testing/read-model-content';

const alice: EventMetadata = { userId: 1, userName: 'alice', role: 'lab_admin', requestId: null };
const set = (parameterId: number, value: number): LabSurveyCommand => ({
  type: 'SetResultValues',
  data: { parameterId, resultGroupId: 1, sampleId: null, values: [{ dimensionId: 'conc', type: 'numeric', value, relation: null, unitId: null, convertedValue: null, valueId: null }] },
});

describe('rebuildProjections on a live database', () => {
  let t: TestDatabase;
  const labs = Array.from({ length: 6 }, (_, i) => ({ labId: 700 + i, surveyId: 1 }));

  beforeAll(async () => {
    t = await createTestDatabase();
    for (const lab of labs) for (let p = 1; p <= 4; p++) await handleLabSurveyCommand(t.db, lab, set(p, p), alice);
  });
  afterAll(async () => {
    await t.drop();
  });

  const dump = async () => ({
    values: contentOf(await t.db.selectFrom('resultValues').selectAll().orderBy('labId').orderBy('parameterId').execute()),
    status: contentOf(await t.db.selectFrom('labSurveyStatus').selectAll().orderBy('labId').execute()),
    history: await t.db.selectFrom('resultHistory').selectAll().orderBy('globalPosition').execute(),
  });
  const indexes = async () =>
    (await sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema() and tablename in ('result_values', 'result_history', 'lab_survey_status') order by 1`.execute(t.db)).rows.map((r) => r.name);

  it('serves readers and writers while it builds, and swaps in read models that include what was written meanwhile', async () => {
    const indexNames = await indexes();
    // a reader of its own that gives up after 300 ms waiting for a lock
    const reader = new pg.Client({ connectionString: t.url });
    await reader.connect();
    await reader.query(`set lock_timeout = '300ms'`);
    const reads: number[] = [];
    let batch = 0;
    try {
      const rebuilt = await rebuildProjections(t.db, {
        streamsPerBatch: 2,
        afterBatch: async () => {
          batch += 1;
          // the old read models answer, with what was written so far
          const { rows } = await reader.query<{ n: number }>('select count(*)::int as n from result_values');
          reads.push(rows[0]?.n ?? -1);
          // a save lands meanwhile (a new parameter of a lab whose stream is already rebuilt, or not yet)
          const lab = labs[batch] as { labId: number; surveyId: number };
          await handleLabSurveyCommand(t.db, lab, set(10 + batch, 100 + batch), alice);
          await handleLabSurveyCommand(t.db, lab, set(1, 50 + batch), alice);
        },
      });
      expect(batch).toBe(3);
      expect(reads).toEqual([24, 25, 26]);
      expect(rebuilt.events).toBe(24 + 6);
    } finally {
      await reader.end();
    }
    const rebuiltModels = await dump();
    expect(rebuiltModels.values).toHaveLength(27);
    expect(rebuiltModels.values.filter((v) => v.parameterId === 1).map((v) => Number(v.numericValue))).toEqual([1, 51, 52, 53, 1, 1]);
    expect(rebuiltModels.history).toHaveLength(30);
    expect(await indexes()).toEqual(indexNames);
    expect((await sql<{ n: number }>`select count(*)::int as n from pg_namespace where nspname = 'projection_rebuild'`.execute(t.db)).rows[0]?.n).toBe(0);
    // the tables' triggers came along (changed_at of the polled lists: an update moves it)
    const triggers = await sql<{ name: string }>`select tgname as name from pg_trigger where tgrelid in ('result_values'::regclass, 'lab_survey_status'::regclass) and not tgisinternal order by tgname`.execute(t.db);
    expect(triggers.rows.map((r) => r.name)).toEqual(['lab_survey_status_changed_at', 'result_values_changed_at']);
    const touched = await sql<{ moved: boolean }>`update lab_survey_status set result_count = result_count + 1 where lab_id = ${labs[0]?.labId ?? 0} returning changed_at > ${new Date(0)} and changed_at = now() as moved`.execute(t.db);
    expect(touched.rows.map((r) => r.moved)).toEqual([true]);
    // what a rebuild leaves is what the commands write: the next save projects onto it
    await handleLabSurveyCommand(t.db, labs[0] as { labId: number; surveyId: number }, set(1, 7), alice);
    const after = await dump();
    await rebuildProjections(t.db);
    expect(await dump()).toEqual(after);
  });
});
