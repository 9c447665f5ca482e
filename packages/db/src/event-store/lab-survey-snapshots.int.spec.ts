import {
  SelectQueryNode,
  TableNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labSurveyStreamId, RESULT_EVENT_TYPES, type LabSurveyCommand, type ResultValueData } from '@eqa/core';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { appendToStream } from './append-to-stream';
import { handleLabSurveyCommand, LAB_SURVEY_SNAPSHOT_SCHEMA, loadLabSurvey } from './lab-survey-stream';
import { StreamVersionConflictError } from './stream-version-conflict-error';
import type { EventMetadata } from './types';

const alice: EventMetadata = { userId: 1, userName: 'alice', role: 'lab_admin', requestId: 'r-1' };

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

/** Records the tables of the SELECTs a Kysely instance executes (not the subqueries it builds). */
class SelectedTables implements KyselyPlugin {
  tables: string[] = [];
  private readonly built = new WeakMap<object, string[]>();
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const { node, queryId } = args;
    if (SelectQueryNode.is(node)) {
      this.built.set(queryId, (node.from?.froms ?? []).flatMap((from) => (TableNode.is(from) ? [from.table.identifier.name] : [])));
    }
    return node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.tables.push(...(this.built.get(args.queryId) ?? []));
    return args.result;
  }
}

describe('lab-survey snapshots', () => {
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

  it('keeps the state of every command as the stream\'s snapshot, equal to a replay of all its events', async () => {
    const lab = target();
    await handleLabSurveyCommand(t.db, lab, set(1, [conc(1)]), alice);
    await handleLabSurveyCommand(t.db, lab, set(2, [conc(2), conc(3, 'other')]), alice);
    await handleLabSurveyCommand(t.db, lab, { type: 'UpdateResultGroup', data: { resultGroupId: 1, name: 'Run A', comment: null } }, alice);
    const last = await handleLabSurveyCommand(t.db, lab, { type: 'ValidateSurvey', data: {} }, alice);
    const snapshot = await snapshotOf(lab.labId, lab.surveyId);
    const replayed = await loadLabSurvey(t.db, lab.labId, lab.surveyId);
    expect(snapshot).toMatchObject({ schemaVersion: LAB_SURVEY_SNAPSHOT_SCHEMA, streamVersion: 4 });
    expect(snapshot?.state).toEqual(JSON.parse(JSON.stringify(replayed.state)));
    expect(last).toMatchObject({ version: 4, state: { validated: true } });
    // a command that changes nothing leaves the snapshot as it is
    await handleLabSurveyCommand(t.db, lab, { type: 'ValidateSurvey', data: {} }, alice);
    expect((await snapshotOf(lab.labId, lab.surveyId))?.updatedAt).toEqual(snapshot?.updatedAt);
  });

  it('decides on the snapshot: reads neither the stream\'s events nor all of the lab\'s values', async () => {
    const lab = target();
    for (let i = 1; i <= 30; i++) await handleLabSurveyCommand(t.db, lab, set(i, [conc(i)]), alice);
    const seen = new SelectedTables();
    const result = await handleLabSurveyCommand(t.db.withPlugin(seen), lab, set(3, [conc(33)]), alice);
    expect(result).toMatchObject({ version: 31, events: [{ type: RESULT_EVENT_TYPES.resultValuesSet }] });
    // one read of the changed parameter's current values, shared by the history and values projections
    expect(seen.tables).toEqual(['result_values']);
    const rows = await t.db.selectFrom('resultValues').select(['parameterId', 'numericValue']).where('labId', '=', lab.labId).orderBy('parameterId').execute();
    expect(rows).toHaveLength(30);
    expect(rows[2]).toEqual({ parameterId: 3, numericValue: 33 });
    const status = await t.db.selectFrom('labSurveyStatus').selectAll().where('labId', '=', lab.labId).executeTakeFirstOrThrow();
    expect(status).toMatchObject({ resultCount: 30, hasResults: true, streamVersion: 31, validated: false });
  });

  it('the snapshot is what the command decides on (a snapshot claiming the survey validated refuses a save)', async () => {
    const lab = target();
    await handleLabSurveyCommand(t.db, lab, set(1, [conc(1)]), alice);
    const streamId = labSurveyStreamId(lab.labId, lab.surveyId);
    const snapshot = await snapshotOf(lab.labId, lab.surveyId);
    await t.db
      .updateTable('labSurveySnapshots')
      .set({ state: { ...snapshot!.state, validated: true } })
      .where('streamId', '=', streamId)
      .execute();
    await expect(handleLabSurveyCommand(t.db, lab, set(1, [conc(2)]), alice)).rejects.toMatchObject({ type: 'survey_validated_error' });
  });

  it('folds events appended past the snapshot (appendToStream), and ignores snapshots of another schema or ahead of the stream', async () => {
    const lab = target();
    const streamId = labSurveyStreamId(lab.labId, lab.surveyId);
    await handleLabSurveyCommand(t.db, lab, set(1, [conc(1)]), alice);
    // written without the command: the snapshot stays at version 1
    await appendToStream(t.db, streamId, 1, [{ type: RESULT_EVENT_TYPES.resultValuesSet, data: { parameterId: 2, resultGroupId: 1, sampleId: 1, values: [conc(5)] } }], alice);
    expect((await snapshotOf(lab.labId, lab.surveyId))?.streamVersion).toBe(1);
    // the value set past the snapshot is known: setting it again changes nothing
    const seen = new SelectedTables();
    const same = await handleLabSurveyCommand(t.db.withPlugin(seen), lab, set(2, [conc(5)]), alice);
    expect(same).toMatchObject({ version: 2, events: [] });
    expect(seen.tables).toEqual(['events']);
    // …and the snapshot caught up
    expect((await snapshotOf(lab.labId, lab.surveyId))?.streamVersion).toBe(2);

    const expectReplayed = async (version: number) => {
      const snapshot = await snapshotOf(lab.labId, lab.surveyId);
      expect(snapshot).toMatchObject({ schemaVersion: LAB_SURVEY_SNAPSHOT_SCHEMA, streamVersion: version });
      expect(snapshot?.state).toEqual(JSON.parse(JSON.stringify((await loadLabSurvey(t.db, lab.labId, lab.surveyId)).state)));
    };
    const bogus = { validated: true, values: {}, resultGroups: {} };
    // another schema: ignored (a validated state would refuse the save), replaced by the current one
    await t.db.updateTable('labSurveySnapshots').set({ schemaVersion: LAB_SURVEY_SNAPSHOT_SCHEMA + 1, state: bogus }).where('streamId', '=', streamId).execute();
    await handleLabSurveyCommand(t.db, lab, set(1, [conc(10)]), alice);
    await expectReplayed(3);
    // ahead of its stream (events lost or rolled back): ignored, replaced
    await t.db.updateTable('labSurveySnapshots').set({ streamVersion: 50, state: bogus }).where('streamId', '=', streamId).execute();
    const saved = await handleLabSurveyCommand(t.db, lab, set(1, [conc(11)]), alice);
    expect(saved.version).toBe(4);
    await expectReplayed(4);
  });

  it('a stale expected version conflicts before anything is decided, and stores nothing', async () => {
    const lab = target();
    await handleLabSurveyCommand(t.db, lab, set(1, [conc(1)]), alice, { expectedVersion: 0 });
    await handleLabSurveyCommand(t.db, lab, set(1, [conc(2)]), alice, { expectedVersion: 1 });
    const before = await snapshotOf(lab.labId, lab.surveyId);
    const error = await handleLabSurveyCommand(t.db, lab, set(1, [conc(3)]), alice, { expectedVersion: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StreamVersionConflictError);
    expect(error).toMatchObject({ expectedVersion: 1, actualVersion: 2 });
    expect(await snapshotOf(lab.labId, lab.surveyId)).toEqual(before);
    expect((await loadLabSurvey(t.db, lab.labId, lab.surveyId)).version).toBe(2);
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
