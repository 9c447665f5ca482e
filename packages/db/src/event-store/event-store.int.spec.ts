import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, labSurveyStreamId, RESULT_EVENT_TYPES, type ResultValueData } from '@eqa/core';
import type { Projection } from '../projections/projection';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { appendToStream } from './append-to-stream';
import { handleLabSurveyCommand, loadLabSurvey } from './lab-survey-stream';
import { readAllEvents, readStream, streamVersion } from './read-stream';
import { StreamVersionConflictError } from './stream-version-conflict-error';
import { ANY, type EventMetadata, type NewEvent } from './types';

const alice: EventMetadata = { userId: 1, userName: 'alice', role: 'lab_admin', requestId: 'req-1' };
const noted = (n: number): NewEvent => ({ type: 'Noted.v1', data: { n } });

describe('event store', () => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t.drop();
  });

  it('appends to a new stream from version 0 and reads it back in order, with metadata', async () => {
    const { db } = t;
    const first = await appendToStream(db, 'notes-1', 0, [noted(1), noted(2)], alice);
    expect(first.nextExpectedVersion).toBe(2);
    expect(first.globalPositions).toHaveLength(2);
    expect(first.globalPositions[1]).toBeGreaterThan(first.globalPositions[0] ?? Infinity);
    const second = await appendToStream(db, 'notes-1', 2, [noted(3)], alice);
    expect(second.nextExpectedVersion).toBe(3);

    const events = await readStream(db, 'notes-1');
    expect(events.map((e) => [e.streamVersion, e.type, e.data])).toEqual([
      [1, 'Noted.v1', { n: 1 }],
      [2, 'Noted.v1', { n: 2 }],
      [3, 'Noted.v1', { n: 3 }],
    ]);
    expect(events[0]?.metadata).toEqual(alice);
    expect(events[0]?.createdAt).toBeInstanceOf(Date);
    expect((await readStream(db, 'notes-1', 3)).map((e) => e.streamVersion)).toEqual([3]);
    expect(await streamVersion(db, 'notes-1')).toBe(3);
    expect(await streamVersion(db, 'notes-none')).toBe(0);
    expect(await readStream(db, 'notes-none')).toEqual([]);
  });

  it('refuses a stale expected version with a 409 StreamVersionConflictError and stores nothing', async () => {
    const { db } = t;
    await appendToStream(db, 'notes-2', 0, [noted(1)], alice);
    const error = await appendToStream(db, 'notes-2', 0, [noted(2)], alice).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StreamVersionConflictError);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'CONFLICT', type: 'stream_version_conflict', streamId: 'notes-2', expectedVersion: 0, actualVersion: 1 });
    await expect(appendToStream(db, 'notes-2', 5, [noted(2)], alice)).rejects.toBeInstanceOf(StreamVersionConflictError);
    expect((await readStream(db, 'notes-2')).map((e) => e.data)).toEqual([{ n: 1 }]);
    // an empty append checks the version too
    await expect(appendToStream(db, 'notes-2', 0, [], alice)).rejects.toBeInstanceOf(StreamVersionConflictError);
    expect(await appendToStream(db, 'notes-2', 1, [], alice)).toEqual({ nextExpectedVersion: 1, globalPositions: [] });
  });

  it('appends with ANY whatever the version, and takes the time it is given', async () => {
    const { db } = t;
    await appendToStream(db, 'notes-3', ANY, [noted(1)], alice);
    const at = new Date('2017-06-15T05:00:00.000Z');
    const result = await appendToStream(db, 'notes-3', ANY, [noted(2)], alice, { createdAt: at });
    expect(result.nextExpectedVersion).toBe(2);
    const events = await readStream(db, 'notes-3');
    expect(events[1]?.createdAt.toISOString()).toBe(at.toISOString());
    const all = await readAllEvents(db, { after: (events[0]?.globalPosition ?? 0) - 1, types: ['Noted.v1'], limit: 10 });
    expect(all.map((e) => e.globalPosition)).toEqual([...all.map((e) => e.globalPosition)].sort((a, b) => a - b));
    expect(all.some((e) => e.streamId === 'notes-3')).toBe(true);
  });

  it('lets exactly one of concurrent appends with the same expected version win', async () => {
    const { db } = t;
    for (const [streamId, expected] of [
      ['race-new', 0],
      ['race-existing', 3],
    ] as const) {
      if (expected > 0) await appendToStream(db, streamId, 0, [noted(0), noted(0), noted(0)], alice);
      const contenders = Array.from({ length: 12 }, (_, i) => i + 1);
      const outcomes = await Promise.allSettled(
        contenders.map((i) => appendToStream(db, streamId, expected, [noted(i), noted(i)], alice)),
      );
      const won = outcomes.flatMap((o, i) => (o.status === 'fulfilled' ? [contenders[i]] : []));
      const lost = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : []));
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(contenders.length - 1);
      for (const reason of lost) expect(reason).toBeInstanceOf(StreamVersionConflictError);
      const events = await readStream(db, streamId, expected + 1);
      expect(events.map((e) => [e.streamVersion, e.data])).toEqual([
        [expected + 1, { n: won[0] }],
        [expected + 2, { n: won[0] }],
      ]);
    }
  });

  it('turns a unique-key clash (23505) into a conflict, never into max+1', async () => {
    const { db } = t;
    // Another writer that bypasses appendToStream holds version 1 of the stream, uncommitted.
    const other = new pg.Client({ connectionString: t.url });
    await other.connect();
    try {
      await other.query('begin');
      await other.query(
        `insert into events (stream_id, stream_version, type, data, metadata) values ('clash', 1, 'Noted.v1', '{"n":0}', '{}')`,
      );
      const append = appendToStream(db, 'clash', 0, [noted(1)], alice).catch((e: unknown) => e);
      // Wait until the append blocks on the unique index, then let the other writer commit.
      for (let i = 0; i < 100; i++) {
        const waiting = await other.query<{ n: number }>('select count(*)::int as n from pg_locks where not granted');
        if ((waiting.rows[0]?.n ?? 0) > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await other.query('commit');
      const error = await append;
      expect(error).toBeInstanceOf(StreamVersionConflictError);
      expect(error).toMatchObject({ code: 'CONFLICT', actualVersion: null });
    } finally {
      await other.end();
    }
    expect((await readStream(db, 'clash')).map((e) => e.data)).toEqual([{ n: 0 }]);
  });

  it('runs the projections of each event type inside the append transaction: a failing one stores nothing', async () => {
    const { db } = t;
    const seen: string[] = [];
    const picky: Projection = {
      name: 'picky',
      handles: ['Noted.v1', 'Boom.v1'],
      tables: [],
      async handle(trx, events) {
        for (const event of events) {
          // Inside the append's transaction: the event is visible here before commit.
          const row = await trx.selectFrom('events').select('type').where('globalPosition', '=', event.globalPosition).executeTakeFirst();
          seen.push(`${event.type}@${event.streamVersion}:${row?.type ?? 'invisible'}`);
          if (event.type === 'Boom.v1') throw new Error('projection failed');
        }
      },
    };
    const registry = [picky];

    await appendToStream(db, 'projected', 0, [noted(1), { type: 'Other.v1', data: {} }], alice, { projections: registry });
    expect(seen).toEqual(['Noted.v1@1:Noted.v1']);
    await expect(
      appendToStream(db, 'projected', 2, [noted(2), { type: 'Boom.v1', data: {} }], alice, { projections: registry }),
    ).rejects.toThrow('projection failed');
    expect(await streamVersion(db, 'projected')).toBe(2);
  });

  it('uses the caller transaction: a rollback takes the events and the read models with it', async () => {
    const { db } = t;
    const value: ResultValueData = { dimensionId: 'conc', type: 'numeric', value: 5.5, relation: '=', unitId: null, convertedValue: null, valueId: null };
    const streamId = labSurveyStreamId(900, 901);
    const event = { type: RESULT_EVENT_TYPES.resultValuesSet, data: { parameterId: 1, resultGroupId: 1, sampleId: null, values: [value] } };
    await expect(
      db.transaction().execute(async (trx) => {
        await appendToStream(trx, streamId, 0, [event], alice);
        const inside = await trx.selectFrom('resultValues').select('numericValue').where('labId', '=', 900).execute();
        expect(inside).toEqual([{ numericValue: 5.5 }]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await readStream(db, streamId)).toEqual([]);
    expect(await db.selectFrom('resultValues').selectAll().where('labId', '=', 900).execute()).toEqual([]);
    expect(await db.selectFrom('resultHistory').selectAll().where('labId', '=', 900).execute()).toEqual([]);
    expect(await db.selectFrom('labSurveyStatus').selectAll().where('labId', '=', 900).execute()).toEqual([]);
  });

  it('serialises commands on one lab-survey stream: concurrent saves all land, a stale client version conflicts', async () => {
    const { db } = t;
    const target = { labId: 910, surveyId: 911 };
    const saves = Array.from({ length: 15 }, (_, i) =>
      handleLabSurveyCommand(
        db,
        target,
        {
          type: 'SetResultValues',
          data: {
            parameterId: i + 1,
            resultGroupId: 1,
            sampleId: 1,
            values: [{ dimensionId: 'conc', type: 'numeric', value: i, relation: null, unitId: null, convertedValue: null, valueId: null }],
          },
        },
        alice,
      ),
    );
    const results = await Promise.all(saves);
    expect(results.map((r) => r.version).sort((a, b) => a - b)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    const loaded = await loadLabSurvey(db, target.labId, target.surveyId);
    expect(loaded.version).toBe(15);
    expect(Object.keys(loaded.state.values)).toHaveLength(15);
    expect(await db.selectFrom('resultValues').select('parameterId').where('labId', '=', 910).execute()).toHaveLength(15);

    // A command that changes nothing stores nothing; a stale client version conflicts only on a
    // result another author changed since: validation writes none, so it is judged on the state.
    const again = await handleLabSurveyCommand(db, target, { type: 'InvalidateSurvey', data: {} }, alice);
    expect(again).toMatchObject({ events: [], version: 15 });
    const bob = { ...alice, userId: 2, userName: 'bob' };
    const save = (value: number) => ({
      type: 'SetResultValues' as const,
      data: { parameterId: 1, resultGroupId: 1, sampleId: 1, values: [{ dimensionId: 'conc', type: 'numeric' as const, value, relation: null, unitId: null, convertedValue: null, valueId: null }] },
    });
    await expect(handleLabSurveyCommand(db, target, save(99), bob, { expectedVersion: 0 })).rejects.toMatchObject({ code: 'CONFLICT', type: 'stream_version_conflict' });
    const validated = await handleLabSurveyCommand(db, target, { type: 'ValidateSurvey', data: {} }, alice, { expectedVersion: 3 });
    expect(validated).toMatchObject({ version: 16, state: { validated: true } });
    // Rules of the domain come through as they are.
    await expect(
      handleLabSurveyCommand(db, target, { type: 'DeleteParameterResults', data: { parameterId: 1 } }, alice),
    ).rejects.toMatchObject({ code: 'CONFLICT', type: 'survey_validated_error' });
  });
});
