import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { labSurveyStreamId, parseResultEvent, replay, type ResultValueInputRaw } from '@eqa/core';
import { eventOrigin, readStream, rebuildProjections, type DB } from '@eqa/db';
import type { Rng } from '@eqa/db/testing/prng';
import type { SurveyFixture } from './survey-fixtures';

export { prng, type Rng } from '@eqa/db/testing/prng';

/** Random values a lab might type into one result of the survey fixture (some empty: clears). */
export function randomValues(rng: Rng, survey: SurveyFixture, parameterId: number, sampleId: number | null): ResultValueInputRaw[] {
  const { parameters: p, dimensions: d, values: v } = survey;
  if (parameterId === p.sediment) {
    return rng.next() < 0.7
      ? [
          {
            dimensionId: d.mix,
            type: 'composite',
            components: [
              { dimensionId: d.count, type: 'numeric', value: String(rng.int(20)) },
              { dimensionId: d.flag, type: 'nominal', valueId: rng.pick(v.flag) },
            ],
          },
        ]
      : [{ dimensionId: d.comment, type: 'text', value: rng.pick(['', 'ok', 'árvíztűrő tükörfúrógép']) }];
  }
  const out: ResultValueInputRaw[] = [];
  if (sampleId !== null || rng.next() < 0.3) {
    const number = `${rng.pick(['', '<', '>=', '=<'])}${rng.int(1000) / 10}`.replace('.', rng.next() < 0.5 ? ',' : '.');
    out.push({ dimensionId: d.result, type: 'numeric', value: rng.next() < 0.1 ? '' : number, unitId: rng.pick([null, survey.units.mmol, survey.units.mg]) });
  }
  if (sampleId === null || rng.next() < 0.2) {
    const methods = parameterId === p.cholesterol ? v.method.slice(0, 3) : v.method;
    out.push({ dimensionId: d.method, type: 'nominal', valueId: rng.next() < 0.1 ? null : rng.pick(methods) });
  }
  if (parameterId === p.glucose && rng.next() < 0.4) out.push({ dimensionId: d.instrument, type: 'nominal', valueId: rng.pick(v.instrument) });
  if (parameterId === p.glucose && rng.next() < 0.2) out.push({ dimensionId: d.measuredAt, type: 'date_time', value: `2030-06-${10 + rng.int(5)}T0${rng.int(9)}:00` });
  return out;
}

interface CellRow {
  parameterId: number;
  resultGroupId: number;
  sampleId: number | null;
  dimensionId: string;
  position: number;
}

function byCell(a: CellRow, b: CellRow): number {
  return (
    a.parameterId - b.parameterId ||
    a.resultGroupId - b.resultGroupId ||
    (a.sampleId ?? 0) - (b.sampleId ?? 0) ||
    a.dimensionId.localeCompare(b.dimensionId) ||
    a.position - b.position
  );
}

/**
 * After concurrent edits: every stream's versions are 1…n, each event names one of `userIds`, the
 * current values, the status row and the result group names equal a pure replay of the events,
 * and a rebuild of the projections changes nothing. Answers the number of events.
 */
export async function expectReadModelsMatchEvents(db: Kysely<DB>, streams: ReadonlyArray<{ labId: number; surveyId: number }>, userIds: ReadonlySet<number>): Promise<number> {
  let events = 0;
  for (const { labId, surveyId } of streams) {
    const stored = await readStream(db, labSurveyStreamId(labId, surveyId));
    events += stored.length;
    expect(stored.map((e) => e.streamVersion)).toEqual(stored.map((_, i) => i + 1));
    expect(stored.every((e) => e.metadata.userId !== null && userIds.has(e.metadata.userId))).toBe(true);
    let state = replay([]);
    for (const event of stored) state = replay([parseResultEvent(event)], state, eventOrigin(event.metadata));
    const expected = Object.values(state.values)
      .map((cv) => ({ parameterId: cv.parameterId, resultGroupId: cv.resultGroupId, sampleId: cv.sampleId, dimensionId: cv.value.dimensionId, position: cv.position, value: cv.value.value, valueId: cv.value.valueId, relation: cv.value.relation, unitId: cv.value.unitId, components: cv.value.components ?? null }))
      .sort(byCell);
    const actual = (
      await db
        .selectFrom('resultValues')
        .select(['parameterId', 'resultGroupId', 'sampleId', 'dimensionId', 'position', 'value', 'valueId', 'relation', 'unitId', 'components'])
        .where('labId', '=', labId)
        .where('surveyId', '=', surveyId)
        .execute()
    ).sort(byCell);
    expect(actual).toEqual(expected);
    const status = await db.selectFrom('labSurveyStatus').selectAll().where('labId', '=', labId).where('surveyId', '=', surveyId).executeTakeFirstOrThrow();
    expect(status).toMatchObject({ validated: state.validated, resultCount: expected.length, streamVersion: stored.length });
    for (const [groupId, group] of Object.entries(state.resultGroups)) {
      const row = await db.selectFrom('resultGroups').select(['name', 'comment']).where('id', '=', Number(groupId)).executeTakeFirstOrThrow();
      expect(row).toEqual(group);
    }
  }
  const dump = async () => ({
    values: await db.selectFrom('resultValues').selectAll().orderBy('labId').orderBy('surveyId').orderBy('parameterId').orderBy('resultGroupId').orderBy('sampleId').orderBy('dimensionId').orderBy('position').execute(),
    status: await db.selectFrom('labSurveyStatus').selectAll().orderBy('labId').orderBy('surveyId').execute(),
    history: await db.selectFrom('resultHistory').selectAll().orderBy('globalPosition').execute(),
    groups: await db.selectFrom('resultGroups').select(['id', 'name', 'comment']).orderBy('id').execute(),
  });
  const live = await dump();
  expect(live.history).toHaveLength(events);
  const rebuilt = await rebuildProjections(db);
  expect(rebuilt.events).toBe(events);
  expect(await dump()).toEqual(live);
  return events;
}

/** What a client of the random-edits tests knows of a lab-survey stream: its version, validation and result groups. */
export interface StreamView {
  version: number;
  validated: boolean;
  groups: number[];
}

/** The stream's view as the read models hold it now (a client reloading after a refusal). */
export async function loadStreamView(db: Kysely<DB>, target: { labId: number; surveyId: number }): Promise<StreamView> {
  const [status, groups] = await Promise.all([
    db.selectFrom('labSurveyStatus').select(['streamVersion', 'validated']).where('labId', '=', target.labId).where('surveyId', '=', target.surveyId).executeTakeFirst(),
    db.selectFrom('resultGroups').select('id').where('labId', '=', target.labId).where('surveyId', '=', target.surveyId).orderBy('ordinal').execute(),
  ]);
  return { version: status?.streamVersion ?? 0, validated: status?.validated ?? false, groups: groups.map((g) => g.id) };
}
