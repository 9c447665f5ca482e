import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  evolve,
  initialLabSurveyState,
  labSurveyStreamId,
  parseResultEvent,
  RESULT_EVENT_TYPES,
  type LabSurveyCommand,
  type LabSurveyState,
  type ResultValueData,
} from '@eqa/core';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { appendToStream } from './append-to-stream';
import { handleLabSurveyCommand as handleCommand, LAB_SURVEY_SNAPSHOT_INTERVAL, LAB_SURVEY_SNAPSHOT_SCHEMA, loadLabSurvey } from './lab-survey-stream';
import { readStream } from './read-stream';
import { eventOrigin, type EventMetadata } from './types';

const alice: EventMetadata = { userId: 1, userName: 'alice', role: 'lab_admin', requestId: 'r-1' };
/** Another author: a change of hers after the version alice based her edit on conflicts with it. */
const bob: EventMetadata = { userId: 2, userName: 'bob', role: 'lab_admin', requestId: 'r-2' };
const conflict = { code: 'CONFLICT', type: 'stream_version_conflict' };

const conc = (value: number, dimensionId = 'conc'): ResultValueData => ({
  dimensionId,
  type: 'numeric',
  value,
  relation: null,
  unitId: null,
  convertedValue: null,
  valueId: null,
});
const set = (parameterId: number, values: ResultValueData[], sampleId: number | null = 1): LabSurveyCommand => ({
  type: 'SetResultValues',
  data: { parameterId, resultGroupId: 1, sampleId, values },
});

describe('lab-survey commands and snapshots', () => {
  let clock = Date.parse('2030-01-01T00:00:00.000Z');
  const handleLabSurveyCommand: typeof handleCommand = (db, target, command, metadata, options = {}) =>
    handleCommand(db, target, command, metadata, { createdAt: new Date((clock += 1000)), ...options });
  let t: TestDatabase;
  let nextLab = 100;
  const target = () => ({ labId: (nextLab += 1), surveyId: 7 });
  const snapshotOf = (labId: number, surveyId: number) =>
    t.db.selectFrom('labSurveySnapshots').selectAll().where('streamId', '=', labSurveyStreamId(labId, surveyId)).executeTakeFirst();

  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t.drop();
  });

  /** The state of the stream's first `version` events, folded by core's evolve. */
  const replayTo = async (streamId: string, version: number) => {
    let state = initialLabSurveyState;
    for (const event of await readStream(t.db, streamId)) if (event.streamVersion <= version) state = evolve(state, parseResultEvent(event), eventOrigin(event.metadata));
    return JSON.parse(JSON.stringify(state)) as LabSurveyState;
  };
  /** The same database through another Kysely instance: a process that has not seen these streams. */
  const freshProcess = () => t.db.withPlugin({ transformQuery: (args) => args.node, transformResult: async (args) => args.result });

  it(`keeps a snapshot every ${LAB_SURVEY_SNAPSHOT_INTERVAL} events, equal to a replay of the events up to it`, async () => {
    const lab = target();
    const streamId = labSurveyStreamId(lab.labId, lab.surveyId);
    for (let i = 1; i < LAB_SURVEY_SNAPSHOT_INTERVAL; i++) await handleLabSurveyCommand(t.db, lab, set(i % 7, [conc(i)]), alice);
    expect(await snapshotOf(lab.labId, lab.surveyId)).toBeUndefined();
    await handleLabSurveyCommand(t.db, lab, { type: 'UpdateResultGroup', data: { resultGroupId: 1, name: 'Run A', comment: null } }, alice);
    const first = await snapshotOf(lab.labId, lab.surveyId);
    expect(first).toMatchObject({ schemaVersion: LAB_SURVEY_SNAPSHOT_SCHEMA, streamVersion: LAB_SURVEY_SNAPSHOT_INTERVAL });
    expect(first?.state).toEqual(await replayTo(streamId, LAB_SURVEY_SNAPSHOT_INTERVAL));
    for (let i = 1; i < LAB_SURVEY_SNAPSHOT_INTERVAL; i++) await handleLabSurveyCommand(t.db, lab, set(i % 5, [conc(100 + i)]), alice);
    const last = await handleLabSurveyCommand(t.db, lab, { type: 'ValidateSurvey', data: {} }, alice);
    expect(last).toMatchObject({ version: 2 * LAB_SURVEY_SNAPSHOT_INTERVAL, state: { validated: true } });
    const second = await snapshotOf(lab.labId, lab.surveyId);
    expect(second?.streamVersion).toBe(2 * LAB_SURVEY_SNAPSHOT_INTERVAL);
    expect(second?.state).toEqual(JSON.parse(JSON.stringify((await loadLabSurvey(t.db, lab.labId, lab.surveyId)).state)));
    // a command that changes nothing leaves the snapshot as it is
    await handleLabSurveyCommand(t.db, lab, { type: 'ValidateSurvey', data: {} }, alice);
    expect((await snapshotOf(lab.labId, lab.surveyId))?.updatedAt).toEqual(second?.updatedAt);
  });

  it('decides on the snapshot plus the events after it, in every process', async () => {
    const lab = target();
    const streamId = labSurveyStreamId(lab.labId, lab.surveyId);
    for (let i = 1; i <= LAB_SURVEY_SNAPSHOT_INTERVAL + 2; i++) await handleLabSurveyCommand(t.db, lab, set(i, [conc(i)]), alice);
    // a snapshot claiming the survey validated (written with its events, it is their fold): every
    // process decides on it and the two events after it
    await t.db
      .updateTable('labSurveySnapshots')
      .set({ state: { ...(await replayTo(streamId, LAB_SURVEY_SNAPSHOT_INTERVAL)), validated: true } })
      .where('streamId', '=', streamId)
      .execute();
    await expect(handleLabSurveyCommand(t.db, lab, set(1, [conc(50)]), alice)).rejects.toMatchObject({ type: 'survey_validated_error' });
    await expect(handleLabSurveyCommand(freshProcess(), lab, set(1, [conc(51)]), alice)).rejects.toMatchObject({ type: 'survey_validated_error' });
    await t.db.updateTable('labSurveySnapshots').set({ state: await replayTo(streamId, LAB_SURVEY_SNAPSHOT_INTERVAL) }).where('streamId', '=', streamId).execute();
    expect((await handleLabSurveyCommand(t.db, lab, set(1, [conc(52)]), alice)).state).toEqual(
      JSON.parse(JSON.stringify((await loadLabSurvey(t.db, lab.labId, lab.surveyId)).state)),
    );
  });

  it('folds events appended past the snapshot (appendToStream), and ignores snapshots of another schema or ahead of the stream', async () => {
    const lab = target();
    const streamId = labSurveyStreamId(lab.labId, lab.surveyId);
    for (let i = 1; i <= LAB_SURVEY_SNAPSHOT_INTERVAL; i++) await handleLabSurveyCommand(t.db, lab, set(1, [conc(i)]), alice);
    const v = LAB_SURVEY_SNAPSHOT_INTERVAL;
    // written without a command: the snapshot does not know it
    await appendToStream(t.db, streamId, v, [{ type: RESULT_EVENT_TYPES.resultValuesSet, data: { parameterId: 2, resultGroupId: 1, sampleId: 1, values: [conc(5)] } }], alice);
    expect((await snapshotOf(lab.labId, lab.surveyId))?.streamVersion).toBe(v);
    // the value set past them is known: setting it again changes nothing, in this process and another
    expect(await handleLabSurveyCommand(t.db, lab, set(2, [conc(5)]), alice)).toMatchObject({ version: v + 1, events: [] });
    expect(await handleLabSurveyCommand(freshProcess(), lab, set(2, [conc(5)]), alice)).toMatchObject({ version: v + 1, events: [] });

    const bogus = { ...initialLabSurveyState, version: 500, validated: true };
    // another schema: ignored (a validated state would refuse the save)
    await t.db.updateTable('labSurveySnapshots').set({ schemaVersion: LAB_SURVEY_SNAPSHOT_SCHEMA + 1, state: bogus }).where('streamId', '=', streamId).execute();
    expect((await handleLabSurveyCommand(freshProcess(), lab, set(1, [conc(10)]), alice)).version).toBe(v + 2);
    // ahead of its stream (events lost or rolled back): ignored
    await t.db.updateTable('labSurveySnapshots').set({ schemaVersion: LAB_SURVEY_SNAPSHOT_SCHEMA, streamVersion: 500, state: bogus }).where('streamId', '=', streamId).execute();
    const saved = await handleLabSurveyCommand(freshProcess(), lab, set(1, [conc(11)]), alice);
    expect(saved.version).toBe(v + 3);
    expect(saved.state).toEqual((await loadLabSurvey(t.db, lab.labId, lab.surveyId)).state);
  });

  it('runs concurrent commands as batches in which each command succeeds or fails alone', async () => {
    const labs = Array.from({ length: 20 }, () => target());
    const shared = target();
    await handleLabSurveyCommand(t.db, shared, set(1, [conc(1)]), alice);
    const validated = target();
    await handleLabSurveyCommand(t.db, validated, { type: 'ValidateSurvey', data: {} }, alice);
    const broken = target();
    const outcomes = await Promise.allSettled([
      ...labs.map((lab, i) => handleLabSurveyCommand(t.db, lab, set(1, [conc(i)]), alice, { expectedVersion: 0 })),
      // two editors of one result from version 1: the first wins, the second conflicts
      handleLabSurveyCommand(t.db, shared, set(1, [conc(2)]), alice, { expectedVersion: 1 }),
      handleLabSurveyCommand(t.db, shared, set(1, [conc(3)]), bob, { expectedVersion: 1 }),
      // without an expected version, commands of one stream follow each other
      handleLabSurveyCommand(t.db, shared, set(2, [conc(4)]), alice),
      handleLabSurveyCommand(t.db, validated, set(1, [conc(5)]), alice),
    ]);
    const status = outcomes.map((o) => (o.status === 'fulfilled' ? 'ok' : ((o.reason as { type?: string }).type ?? (o.reason as Error).name)));
    expect(status).toEqual([...labs.map(() => 'ok'), 'ok', 'stream_version_conflict', 'ok', 'survey_validated_error']);
    expect((await loadLabSurvey(t.db, shared.labId, shared.surveyId)).version).toBe(3);
    // the twenty labs' saves went in fewer transactions than commands
    const transactions = await t.db
      .selectFrom('events')
      .select(sql<string>`xmin::text`.as('xid'))
      .where('streamId', 'in', labs.map((lab) => labSurveyStreamId(lab.labId, lab.surveyId)))
      .execute();
    expect(transactions).toHaveLength(20);
    expect(new Set(transactions.map((r) => r.xid)).size).toBeLessThan(5);
    for (const lab of labs) {
      const values = await t.db.selectFrom('resultValues').select('numericValue').where('labId', '=', lab.labId).execute();
      expect(values).toEqual([{ numericValue: labs.indexOf(lab) }]);
    }

    // a command whose events break the batch's transaction (a value type the projections refuse)
    // fails alone: the others of its batch run again, each in its own transaction
    const again = await Promise.allSettled([
      handleLabSurveyCommand(t.db, labs[0]!, set(1, [conc(100)]), alice, { expectedVersion: 1 }),
      handleLabSurveyCommand(t.db, broken, () => [{ type: RESULT_EVENT_TYPES.resultValuesSet, data: { parameterId: 1, resultGroupId: 1, sampleId: 1, values: [{ ...conc(6), type: 'bogus' as 'numeric' }] } }], alice),
      handleLabSurveyCommand(t.db, labs[1]!, set(1, [conc(101)]), alice, { expectedVersion: 1 }),
    ]);
    expect(again.map((o) => (o.status === 'fulfilled' ? o.value.version : (o.reason as Error).name))).toEqual([2, 'ZodError', 2]);
    expect((await loadLabSurvey(t.db, broken.labId, broken.surveyId)).version).toBe(0);
  });

  it('two processes writing one stream at once lose nothing and never conflict without an expected version', async () => {
    const lab = target();
    const other = freshProcess();
    const writes = Array.from({ length: 40 }, (_, i) =>
      handleLabSurveyCommand(i % 2 === 0 ? t.db : other, lab, set((i % 8) + 1, [conc(i)]), alice),
    );
    const results = await Promise.all(writes);
    expect(results.every((r) => r.events.length === 1)).toBe(true);
    const replayed = await loadLabSurvey(t.db, lab.labId, lab.surveyId);
    expect(replayed.version).toBe(40);
    const versions = await t.db.selectFrom('events').select('streamVersion').where('streamId', '=', labSurveyStreamId(lab.labId, lab.surveyId)).orderBy('streamVersion').execute();
    expect(versions.map((v) => v.streamVersion)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    // the read model is the fold of the events, whichever process wrote them
    const rows = await t.db.selectFrom('resultValues').select(['parameterId', 'numericValue']).where('labId', '=', lab.labId).orderBy('parameterId').execute();
    const expected = Object.values(replayed.state.values)
      .map((v) => ({ parameterId: v.parameterId, numericValue: v.value.value }))
      .sort((a, b) => a.parameterId - b.parameterId);
    expect(rows).toEqual(expected);
    const status = await t.db.selectFrom('labSurveyStatus').selectAll().where('labId', '=', lab.labId).executeTakeFirstOrThrow();
    expect(status).toMatchObject({ streamVersion: 40, resultCount: 8 });
  });

  it('a stale expected version conflicts only on what another author changed since, and then stores nothing', async () => {
    const lab = target();
    await handleLabSurveyCommand(t.db, lab, set(1, [conc(1)]), alice, { expectedVersion: 0 });
    await handleLabSurveyCommand(t.db, lab, set(1, [conc(2)]), bob, { expectedVersion: 1 });
    const before = await snapshotOf(lab.labId, lab.surveyId);
    const error = await handleLabSurveyCommand(t.db, lab, set(1, [conc(3)]), alice, { expectedVersion: 1 }).catch((e: unknown) => e);
    expect(error).toMatchObject(conflict);
    expect(await snapshotOf(lab.labId, lab.surveyId)).toEqual(before);
    expect((await loadLabSurvey(t.db, lab.labId, lab.surveyId)).version).toBe(2);
    // another result from the same stale version lands
    expect(await handleLabSurveyCommand(t.db, lab, set(2, [conc(3)]), alice, { expectedVersion: 1 })).toMatchObject({ version: 3 });
  });

  it('projects several values of a dimension: fewer values drop the positions that go, the status keeps its validation', async () => {
    const lab = target();
    const values = (...numbers: number[]) => numbers.map((n) => conc(n, 'multi'));
    await handleLabSurveyCommand(t.db, lab, set(1, values(1, 2, 3)), alice);
    await handleLabSurveyCommand(t.db, lab, set(1, values(4)), alice);
    const rows = await t.db.selectFrom('resultValues').select(['position', 'numericValue']).where('labId', '=', lab.labId).orderBy('position').execute();
    expect(rows).toEqual([{ position: 0, numericValue: 4 }]);
    const history = await t.db.selectFrom('resultHistory').select(['action', 'details']).where('labId', '=', lab.labId).orderBy('globalPosition').execute();
    expect(history.map((h) => h.action)).toEqual(['create', 'update']);
    expect(history[1]?.details.previousValues).toEqual(values(1, 2, 3));

    await handleLabSurveyCommand(t.db, lab, { type: 'ValidateSurvey', data: {} }, alice, { createdAt: new Date('2030-01-02T03:04:05.000Z') });
    // an event that does not validate or invalidate (appended by hand: commands refuse changes while validated)
    const streamId = labSurveyStreamId(lab.labId, lab.surveyId);
    await appendToStream(t.db, streamId, 3, [{ type: RESULT_EVENT_TYPES.resultGroupUpdated, data: { resultGroupId: 1, name: 'Renamed', comment: null } }], alice);
    const status = await t.db.selectFrom('labSurveyStatus').selectAll().where('labId', '=', lab.labId).executeTakeFirstOrThrow();
    expect(status).toMatchObject({ validated: true, validatedBy: 1, validatedByName: 'alice', resultCount: 1, hasResults: true, streamVersion: 4 });
    expect(status.validatedAt?.toISOString()).toBe('2030-01-02T03:04:05.000Z');
  });
});

describe('lab-survey command batches', () => {
  let t: TestDatabase;
  let nextLab = 500;
  const target = () => ({ labId: (nextLab += 1), surveyId: 8 });
  const at = (second: number) => ({ createdAt: new Date(Date.UTC(2030, 0, 1, 0, 0, second)) });
  const versionsOf = async (lab: { labId: number; surveyId: number }) =>
    (await readStream(t.db, labSurveyStreamId(lab.labId, lab.surveyId))).map((e) => e.streamVersion);

  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t.drop();
  });

  it('waits for a transaction that appended to a stream: nothing is written beside it, the command lands after its events', async () => {
    const lab = target();
    let settled = false;
    let waiting: Promise<unknown> | undefined;
    await t.db.transaction().execute(async (trx) => {
      // a command in a caller's transaction (as result-group adds run), not committed yet
      await handleCommand(trx, lab, set(1, [conc(1)]), alice, at(1));
      // a batched save of the same stream, without an expected version: its append waits on the
      // unique key, clashes once the transaction commits, and is decided again on the new state
      waiting = handleCommand(t.db, lab, set(2, [conc(2)]), alice, at(2)).finally(() => (settled = true));
      // it waits: its session stands in a lock queue (behind this transaction's new row)
      await vi.waitFor(
        async () => {
          const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid where not l.granted and a.datname = current_database()`.execute(t.db);
          expect(rows[0]?.n).toBeGreaterThan(0);
        },
        { timeout: 10_000, interval: 20 },
      );
      expect(settled).toBe(false);
      expect(await trx.selectFrom('events').select('streamVersion').where('streamId', '=', labSurveyStreamId(lab.labId, lab.surveyId)).execute()).toHaveLength(1);
    });
    expect(await waiting).toMatchObject({ version: 2 });
    expect(await versionsOf(lab)).toEqual([1, 2]);
    const values = await t.db.selectFrom('resultValues').select(['parameterId', 'numericValue']).where('labId', '=', lab.labId).orderBy('parameterId').execute();
    expect(values).toEqual([
      { parameterId: 1, numericValue: 1 },
      { parameterId: 2, numericValue: 2 },
    ]);
  });

  it('writes a batch in one transaction; history rows carry the global positions the database gave the events', async () => {
    const labs = Array.from({ length: 12 }, () => target());
    await Promise.all(labs.flatMap((lab, i) => [handleCommand(t.db, lab, set(1, [conc(i)]), alice, at(3)), handleCommand(t.db, lab, set(2, [conc(i)]), alice, at(4))]));
    const rows = await sql<{ n: number; matching: number }>`
      select count(*)::int as n, count(e.global_position)::int as matching
      from result_history h
      left join events e on e.global_position = h.global_position and e.stream_version = h.stream_version
        and e.stream_id = 'lab-survey-' || h.lab_id || '-' || h.survey_id
      where h.lab_id = any(${labs.map((l) => l.labId)}::int[])`.execute(t.db);
    expect(rows.rows[0]).toEqual({ n: 24, matching: 24 });
    // several commands shared a transaction, one per batch
    const transactions = await t.db
      .selectFrom('events')
      .select(sql<string>`xmin::text`.as('xid'))
      .where('streamId', 'in', labs.map((l) => labSurveyStreamId(l.labId, l.surveyId)))
      .execute();
    expect(new Set(transactions.map((r) => r.xid)).size).toBeLessThan(6);
  });

  it('two processes writing one stream: a stale expected version conflicts, and batches racing each other lose and repeat nothing', async () => {
    const lab = target();
    await handleCommand(t.db, lab, set(1, [conc(1)]), alice, at(5));
    // another process (its own Kysely) appends behind this process's back: its known state is one
    // event behind, the load folds the event after it
    const other = t.db.withPlugin({ transformQuery: (args) => args.node, transformResult: async (args) => args.result });
    await handleCommand(other, lab, set(1, [conc(2)]), bob, at(6));
    await expect(handleCommand(t.db, lab, set(1, [conc(3)]), alice, { ...at(7), expectedVersion: 1 })).rejects.toMatchObject(conflict);
    expect(await handleCommand(t.db, lab, set(1, [conc(3)]), alice, { ...at(7), expectedVersion: 2 })).toMatchObject({ version: 3 });
    // both processes at once: a batch whose stream the other appended to between its load and its
    // append clashes and is decided again on the new state; every write lands once, in order
    const writes = await Promise.all(Array.from({ length: 30 }, (_, i) => handleCommand(i % 2 ? other : t.db, lab, set((i % 4) + 1, [conc(i)]), alice, at(8))));
    expect(writes.every((w) => w.events.length === 1)).toBe(true);
    expect(await versionsOf(lab)).toEqual(Array.from({ length: 33 }, (_, i) => i + 1));
    const status = await t.db.selectFrom('labSurveyStatus').selectAll().where('labId', '=', lab.labId).executeTakeFirstOrThrow();
    expect(status).toMatchObject({ streamVersion: 33, resultCount: 4 });
  });
});
