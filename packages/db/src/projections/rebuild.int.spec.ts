import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppError,
  decide,
  initialLabSurveyState,
  labSurveyStreamId,
  parseResultEvent,
  replay,
  type LabSurveyCommand,
  type LabSurveyState,
  type ResultValueData,
} from '@eqa/core';
import { appendToStream } from '../event-store/append-to-stream';
import { readStream } from '../event-store/read-stream';
import { StreamVersionConflictError } from '../event-store/stream-version-conflict-error';
import type { EventMetadata } from '../event-store/types';
import { prng, type Rng } from '../testing/prng';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { rebuildProjections } from './rebuild';
import { contentOf } from '../testing/read-model-content';


const STREAMS = [
  { labId: 1, surveyId: 1 },
  { labId: 1, surveyId: 2 },
  { labId: 2, surveyId: 1 },
];
const CLIENTS = 20;
const EDITS_PER_CLIENT = 50; // 1,000 edits in all
const USERS: EventMetadata[] = Array.from({ length: 5 }, (_, i) => ({
  userId: i + 1,
  userName: `user${i + 1}`,
  role: i === 0 ? 'org_admin' : 'lab_admin',
  requestId: null,
}));

function randomValue(rng: Rng, dimensionId: string): ResultValueData {
  const base = { dimensionId, relation: null, unitId: null, convertedValue: null, valueId: null };
  switch (dimensionId) {
    case 'conc': {
      const value = rng.pick([rng.int(100_000) / 100, -rng.int(50) / 7, 1e-7, 12345678.9]);
      return { ...base, type: 'numeric', value, relation: rng.pick(['=', '<', '>', '<=', '>=', null] as const), unitId: rng.pick([1, 2, null]), convertedValue: rng.next() < 0.5 ? null : value * 18 };
    }
    case 'method':
    case 'interference': {
      const valueId = 1 + rng.int(6);
      return { ...base, type: 'nominal', value: `v${valueId}`, valueId };
    }
    case 'comment':
      return { ...base, type: 'text', value: rng.pick(['ok', 'hemolysed', 'árvíztűrő tükörfúrógép', '"quoted"']) };
    case 'mix':
      return {
        ...base,
        type: 'composite',
        value: null,
        components: [
          { dimensionId: 'part_a', value: rng.int(10), valueId: null, unitId: null },
          { dimensionId: 'part_b', value: null, valueId: 1 + rng.int(3), unitId: null },
        ],
      };
    default:
      return { ...base, type: 'document', value: null, fileId: 1 + rng.int(20), name: 'report.pdf', mediaType: 'application/pdf', size: rng.int(100_000) };
  }
}

const empty = (dimensionId: string): ResultValueData => ({ dimensionId, type: 'text', value: null, relation: null, unitId: null, convertedValue: null, valueId: null });

function randomCommand(rng: Rng, state: LabSurveyState): LabSurveyCommand {
  const cell = { parameterId: 1 + rng.int(3), resultGroupId: 1 + rng.int(2), sampleId: rng.pick([null, 1, 2]) };
  const roll = rng.next();
  if (roll < 0.62) {
    const dimensions = ['conc', 'method', 'comment', 'mix', 'report'].filter(() => rng.next() < 0.4);
    const values = dimensions.map((d) => (rng.next() < 0.15 ? empty(d) : randomValue(rng, d)));
    if (rng.next() < 0.3) {
      for (let i = 0, n = 1 + rng.int(3); i < n; i++) values.push(randomValue(rng, 'interference'));
    }
    if (values.length === 0) values.push(randomValue(rng, 'conc'));
    return { type: 'SetResultValues', data: { ...cell, values } };
  }
  if (roll < 0.77) {
    return { type: 'ClearResultValues', data: rng.next() < 0.5 ? cell : { ...cell, dimensionIds: [rng.pick(['conc', 'method', 'interference', 'mix'])] } };
  }
  if (roll < 0.82) return { type: 'DeleteParameterResults', data: { parameterId: cell.parameterId } };
  if (roll < 0.94) return state.validated ? { type: 'InvalidateSurvey', data: {} } : { type: 'ValidateSurvey', data: {} };
  return { type: 'UpdateResultGroup', data: { resultGroupId: cell.resultGroupId, name: rng.pick(['A', 'B', null]), comment: rng.pick([null, 'c']) } };
}

describe('result read models under concurrent edits', () => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t.drop();
  });

  it('equal a pure replay of the events after 1,000 edits from 20 clients, and a rebuild reproduces them', async () => {
    const { db } = t;
    let conflicts = 0;

    /**
     * Each client keeps what it last saw of each stream, catches up with the events after it,
     * decides, appends with the version it saw; on a conflict it catches up and tries again.
     */
    async function client(index: number): Promise<void> {
      const rng = prng(1000 + index);
      const who = USERS[index % USERS.length] as EventMetadata;
      const seen = new Map<string, { state: LabSurveyState; version: number }>();
      for (let edit = 0; edit < EDITS_PER_CLIENT; edit++) {
        const target = rng.pick(STREAMS);
        const streamId = labSurveyStreamId(target.labId, target.surveyId);
        for (;;) {
          const last = seen.get(streamId) ?? { state: initialLabSurveyState, version: 0 };
          const newer = await readStream(db, streamId, last.version + 1);
          const { state, version } = {
            state: replay(newer.map(parseResultEvent), last.state),
            version: newer.at(-1)?.streamVersion ?? last.version,
          };
          seen.set(streamId, { state, version });
          let events;
          try {
            events = decide(randomCommand(rng, state), state);
          } catch (error) {
            if (!(error instanceof AppError) || error.type !== 'survey_validated_error') throw error;
            events = decide({ type: 'InvalidateSurvey', data: {} }, state);
          }
          if (events.length === 0) continue; // nothing changed: pick another edit
          try {
            await appendToStream(db, streamId, version, events, who);
            break;
          } catch (error) {
            if (!(error instanceof StreamVersionConflictError)) throw error;
            conflicts++;
          }
        }
      }
    }
    await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));
    expect(conflicts).toBeGreaterThan(0);
    console.info(`1,000 edits: ${conflicts} conflicts retried`);

    let eventCount = 0;
    for (const target of STREAMS) {
      const stored = await readStream(db, labSurveyStreamId(target.labId, target.surveyId));
      eventCount += stored.length;
      // versions are gapless: no lost and no duplicated append
      expect(stored.map((e) => e.streamVersion)).toEqual(stored.map((_, i) => i + 1));
      const state = replay(stored.map(parseResultEvent));

      const expected = Object.values(state.values)
        .map((v) => ({
          parameterId: v.parameterId,
          resultGroupId: v.resultGroupId,
          sampleId: v.sampleId,
          dimensionId: v.value.dimensionId,
          position: v.position,
          valueType: v.value.type,
          value: v.value.value,
          numericValue: v.value.type === 'numeric' ? v.value.value : null,
          relation: v.value.relation,
          unitId: v.value.unitId,
          convertedValue: v.value.convertedValue,
          valueId: v.value.valueId,
          components: v.value.components ?? null,
          fileId: v.value.fileId ?? null,
          fileName: v.value.name ?? null,
          mediaType: v.value.mediaType ?? null,
          fileSize: v.value.size ?? null,
        }))
        .sort(byCell);
      const actual = (
        await db
          .selectFrom('resultValues')
          .select(['parameterId', 'resultGroupId', 'sampleId', 'dimensionId', 'position', 'valueType', 'value', 'numericValue', 'relation', 'unitId', 'convertedValue', 'valueId', 'components', 'fileId', 'fileName', 'mediaType', 'fileSize'])
          .where('labId', '=', target.labId)
          .where('surveyId', '=', target.surveyId)
          .execute()
      ).sort(byCell);
      expect(actual).toEqual(expected);

      const status = await db.selectFrom('labSurveyStatus').selectAll().where('labId', '=', target.labId).where('surveyId', '=', target.surveyId).executeTakeFirstOrThrow();
      expect(status).toMatchObject({
        validated: state.validated,
        resultCount: expected.length,
        hasResults: expected.length > 0,
        streamVersion: stored.length,
      });
      const history = await db.selectFrom('resultHistory').select(['streamVersion', 'userId']).where('labId', '=', target.labId).where('surveyId', '=', target.surveyId).orderBy('streamVersion').execute();
      expect(history).toEqual(stored.map((e) => ({ streamVersion: e.streamVersion, userId: e.metadata.userId })));
    }
    expect(eventCount).toBeGreaterThanOrEqual(CLIENTS * EDITS_PER_CLIENT);

    const dump = async () => ({
      values: contentOf(await db.selectFrom('resultValues').selectAll().orderBy('labId').orderBy('surveyId').orderBy('parameterId').orderBy('resultGroupId').orderBy('sampleId').orderBy('dimensionId').orderBy('position').execute()),
      status: contentOf(await db.selectFrom('labSurveyStatus').selectAll().orderBy('labId').orderBy('surveyId').execute()),
      history: await db.selectFrom('resultHistory').selectAll().orderBy('globalPosition').execute(),
    });
    const live = await dump();
    expect(live.values.length).toBeGreaterThan(0);
    expect(live.history).toHaveLength(eventCount);

    // Spoil the read models; the rebuild must bring back exactly the live ones.
    await db.deleteFrom('resultValues').where('parameterId', '=', 1).execute();
    await db.updateTable('labSurveyStatus').set({ validated: true, resultCount: -1 }).execute();
    await db.deleteFrom('resultHistory').where('action', '=', 'update').execute();
    const rebuilt = await rebuildProjections(db, { streamsPerBatch: 2 });
    expect(rebuilt.events).toBe(eventCount);
    expect(await dump()).toEqual(live);
  }, 180_000);
});

function byCell(
  a: { parameterId: number; resultGroupId: number; sampleId: number | null; dimensionId: string; position: number },
  b: { parameterId: number; resultGroupId: number; sampleId: number | null; dimensionId: string; position: number },
): number {
  return (
    a.parameterId - b.parameterId ||
    a.resultGroupId - b.resultGroupId ||
    (a.sampleId ?? 0) - (b.sampleId ?? 0) ||
    a.dimensionId.localeCompare(b.dimensionId) ||
    a.position - b.position
  );
}
