import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LabSurveyCommand, ResultValueData } from '@eqa/core';
import { handleLabSurveyCommand } from '../event-store/lab-survey-stream';
import type { EventMetadata } from '../event-store/types';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { rebuildProjections } from './rebuild';
import { resultProjections } from './result-projections';
import { resultValueFromRow } from './result-values-projection';
import { contentOf } from '../testing/read-model-content';

const alice: EventMetadata = { userId: 1, userName: 'alice', role: 'lab_admin', requestId: 'r-a' };
const bob: EventMetadata = { userId: 2, userName: 'bob', role: 'org_admin', requestId: 'r-b' };
const carol: EventMetadata = { userId: 3, userName: 'carol', role: 'lab_admin', requestId: null };

const conc = (value: number): ResultValueData => ({
  dimensionId: 'conc',
  type: 'numeric',
  value,
  relation: '<',
  unitId: 4,
  convertedValue: value * 18,
  valueId: null,
});
const method = (valueId: number): ResultValueData => ({
  dimensionId: 'method',
  type: 'nominal',
  value: `m${valueId}`,
  relation: null,
  unitId: null,
  convertedValue: null,
  valueId,
});

describe('result projections', () => {
  let t: TestDatabase;
  let labId: number;
  let otherLabId: number;
  let surveyId: number;
  let groupId: number;
  let otherGroupId: number;
  const at = (minute: number) => new Date(Date.UTC(2017, 5, 15, 5, minute));
  const run = (command: LabSurveyCommand, who: EventMetadata, minute: number) =>
    handleLabSurveyCommand(t.db, { labId, surveyId }, command, who, { createdAt: at(minute) });

  beforeAll(async () => {
    t = await createTestDatabase();
    const { db } = t;
    await db.insertInto('currencies').values({ id: 'HUF', name: { en: 'Forint' }, symbol: 'Ft', decimals: 0 }).execute();
    await db.insertInto('countries').values({ id: 'HU', name: { en: 'Hungary' }, currencyId: 'HUF', euMember: true }).execute();
    const org = await db.insertInto('orgs').values({ name: 'Org', shortName: 'org', validationPasswordHash: null }).returning('id').executeTakeFirstOrThrow();
    const lab = (shortName: string) => ({ shortName, name: `Lab ${shortName}`, city: 'Pécs', address: 'Ifjúság útja 13.', zipCode: '7624', countryId: 'HU', satelliteConnection: null, parentLabId: null, validationPasswordHash: null });
    const labs = await db.insertInto('labs').values([lab('1001'), lab('1002')]).returning('id').execute();
    labId = labs[0]!.id;
    otherLabId = labs[1]!.id;
    const scheme = await db.insertInto('schemes').values({ orgId: org.id, shortName: 'KK', name: { en: 'Clinical chemistry' } }).returning('id').executeTakeFirstOrThrow();
    const sv = await db.insertInto('schemeVersions').values({ schemeId: scheme.id, name: { en: 'KK 2017' }, description: null, certificateExpiryMonths: null }).returning('id').executeTakeFirstOrThrow();
    const round = await db.insertInto('rounds').values({ orgId: org.id, name: '2017/1', year: 2017, ordinal: 1, deadline: '2017-01-31T23:59:59Z' }).returning('id').executeTakeFirstOrThrow();
    const survey = await db
      .insertInto('surveys')
      .values({ orgId: org.id, schemeVersionId: sv.id, roundId: round.id, startsAt: '2017-06-01T00:01:00Z', endsAt: '2017-06-30T23:59:59Z', deadline: null, expectedEvaluationAt: null, preEvaluatedAt: null, evaluatedAt: null, issueAt: null, parameterFlagDate: null, description: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    surveyId = survey.id;
    const groups = await db
      .insertInto('resultGroups')
      .values([
        { surveyId, labId, name: null, comment: null, ordinal: 1 },
        { surveyId, labId: otherLabId, name: 'Theirs', comment: null, ordinal: 1 },
      ])
      .returning('id')
      .execute();
    groupId = groups[0]!.id;
    otherGroupId = groups[1]!.id;
  });
  afterAll(async () => {
    await t.drop();
  });

  it('keeps current values, status and history with the user of each event', async () => {
    const { db } = t;
    const cell = { parameterId: 1, resultGroupId: groupId, sampleId: 1 };
    await run({ type: 'SetResultValues', data: { ...cell, values: [conc(5.2), method(3)] } }, alice, 1);
    await run({ type: 'SetResultValues', data: { ...cell, values: [conc(6), method(3)] } }, bob, 2);
    await run(
      {
        type: 'SetResultValues',
        data: { ...cell, sampleId: null, values: [{ dimensionId: 'instrument', type: 'text', value: 'Cobas', relation: null, unitId: null, convertedValue: null, valueId: null }] },
      },
      alice,
      3,
    );
    await run({ type: 'SetResultValues', data: { ...cell, parameterId: 2, values: [conc(1e-7)] } }, alice, 4);

    // current values: what the form shows
    const values = await db.selectFrom('resultValues').selectAll().where('labId', '=', labId).orderBy('parameterId').orderBy('sampleId').orderBy('dimensionId').execute();
    expect(values.map((v) => [v.parameterId, v.sampleId, v.dimensionId, v.value, v.numericValue, v.updatedBy, v.updatedByName, v.streamVersion])).toEqual([
      [1, 1, 'conc', 6, 6, 2, 'bob', 2],
      [1, 1, 'method', 'm3', null, 1, 'alice', 1],
      [1, null, 'instrument', 'Cobas', null, 1, 'alice', 3],
      [2, 1, 'conc', 1e-7, 1e-7, 1, 'alice', 4],
    ]);
    expect(values[0]).toMatchObject({ relation: '<', unitId: 4, convertedValue: 108, valueType: 'numeric', surveyId, resultGroupId: groupId, position: 0 });
    expect(values[0]?.updatedAt.toISOString()).toBe(at(2).toISOString());
    expect(resultValueFromRow(values[1]!)).toEqual(method(3));

    await run({ type: 'ClearResultValues', data: { ...cell, dimensionIds: ['method'] } }, carol, 5);
    await run({ type: 'DeleteParameterResults', data: { parameterId: 2 } }, alice, 6);
    await run({ type: 'ValidateSurvey', data: {} }, bob, 7);

    let status = await db.selectFrom('labSurveyStatus').selectAll().where('labId', '=', labId).where('surveyId', '=', surveyId).executeTakeFirstOrThrow();
    expect(status).toMatchObject({ validated: true, validatedBy: 2, validatedByName: 'bob', hasResults: true, resultCount: 2, streamVersion: 7 });
    expect(status.validatedAt?.toISOString()).toBe(at(7).toISOString());
    expect(status.lastEventAt.toISOString()).toBe(at(7).toISOString());

    await run({ type: 'InvalidateSurvey', data: {} }, carol, 8);
    await run({ type: 'DeleteParameterResults', data: { parameterId: 1 } }, carol, 9);
    status = await db.selectFrom('labSurveyStatus').selectAll().where('labId', '=', labId).executeTakeFirstOrThrow();
    expect(status).toMatchObject({ validated: false, validatedAt: null, validatedBy: null, validatedByName: null, hasResults: false, resultCount: 0, streamVersion: 9 });

    // history: one entry per event, with its user, filterable by user, parameter, result group, sample
    const history = await db.selectFrom('resultHistory').selectAll().where('labId', '=', labId).orderBy('globalPosition').execute();
    expect(history.map((h) => [h.streamVersion, h.action, h.userId, h.userName, h.parameterId, h.sampleId])).toEqual([
      [1, 'create', 1, 'alice', 1, 1],
      [2, 'update', 2, 'bob', 1, 1],
      [3, 'create', 1, 'alice', 1, null],
      [4, 'create', 1, 'alice', 2, 1],
      [5, 'delete', 3, 'carol', 1, 1],
      [6, 'delete', 1, 'alice', 2, null],
      [7, 'validate', 2, 'bob', null, null],
      [8, 'invalidate', 3, 'carol', null, null],
      [9, 'delete', 3, 'carol', 1, null],
    ]);
    expect(history[0]?.details).toEqual({ dimensions: ['conc', 'method'], values: [conc(5.2), method(3)], previousValues: [], resultGroup: null });
    // the unchanged method was not stored again
    expect(history[1]?.details).toEqual({ dimensions: ['conc'], values: [conc(6)], previousValues: [conc(5.2)], resultGroup: null });
    expect(history[4]?.details).toMatchObject({ dimensions: ['method'], values: [], previousValues: [method(3)] });
    expect(history[8]?.details.dimensions).toEqual(['conc', 'instrument']);
    expect(history[0]?.createdAt.toISOString()).toBe(at(1).toISOString());
    expect(history[0]?.resultGroupId).toBe(groupId);
    expect(history[0]?.eventType).toBe('ResultValuesSet.v1');

    const byBob = await db.selectFrom('resultHistory').select('action').where('labId', '=', labId).where('userId', '=', 2).orderBy('globalPosition').execute();
    expect(byBob.map((h) => h.action)).toEqual(['update', 'validate']);
  });

  it('writes the lab\'s result group name onto its own result group only, and survives a rebuild', async () => {
    const { db } = t;
    await run({ type: 'UpdateResultGroup', data: { resultGroupId: groupId, name: 'Cobas c501', comment: 'morning run' } }, alice, 20);
    // a group of another lab is not touched by this lab's stream
    await run({ type: 'UpdateResultGroup', data: { resultGroupId: otherGroupId, name: 'Hijack', comment: null } }, alice, 21);
    const groups = await db.selectFrom('resultGroups').select(['id', 'name', 'comment']).orderBy('id').execute();
    expect(groups).toEqual([
      { id: groupId, name: 'Cobas c501', comment: 'morning run' },
      { id: otherGroupId, name: 'Theirs', comment: null },
    ]);
    const entry = await db.selectFrom('resultHistory').selectAll().where('labId', '=', labId).where('streamVersion', '=', 10).executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ action: 'update', resultGroupId: groupId, parameterId: null, userName: 'alice' });
    expect(entry.details.resultGroup).toEqual({ name: 'Cobas c501', comment: 'morning run' });

    const dump = async () => ({
      values: contentOf(await db.selectFrom('resultValues').selectAll().orderBy('parameterId').orderBy('dimensionId').execute()),
      status: contentOf(await db.selectFrom('labSurveyStatus').selectAll().orderBy('labId').execute()),
      history: await db.selectFrom('resultHistory').selectAll().orderBy('globalPosition').execute(),
      groups: await db.selectFrom('resultGroups').select(['id', 'name', 'comment']).orderBy('id').execute(),
    });
    const before = await dump();
    await db.updateTable('labSurveyStatus').set({ resultCount: 99 }).execute();
    const rebuilt = await rebuildProjections(db, { projections: resultProjections, streamsPerBatch: 1 });
    expect(rebuilt).toEqual({ events: 11, projections: ['result_history', 'result_values', 'lab_survey_status', 'result_groups'] });
    expect(await dump()).toEqual(before);
  });
});
