import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trpcClient } from '../testing/test-server';
import { TEST_NOW, expect409InUse, expect422, ok, startConfigKit, type ConfigKit } from './config-test-kit';

interface Scheme {
  id: number;
  shortName: string;
  deletable: boolean;
  versionCount: number;
}
interface Accreditation {
  id: number;
  paramId: number;
  accreditedStartsAt: string | null;
  accreditedEndsAt: string | null;
}
interface VersionParameter {
  parameterId: number;
  ordinal: number;
  groupId: number | null;
  resultDimensionIds: string[];
  contextDimensionIds: string[];
  sigmaPtPercent: number | null;
  acceptancePercent: number | null;
}
interface SchemeVersion {
  id: number;
  name: Record<string, string>;
  scheme: { id: number; shortName: string };
  current: boolean;
  deletable: boolean;
  certificateExpiryMonths: number | null;
  significantDiffWarningDays: number;
  mandatoryContextIds: string[];
  description: Record<string, string> | null;
  parameters: VersionParameter[];
  parameterGroups: Array<{ id: number }>;
}

let kit: ConfigKit;
let orgPath: string;
let glucose: number;
let urea: number;
let groupId: number;
beforeAll(async () => {
  kit = await startConfigKit({ demoDate: TEST_NOW });
  orgPath = `/orgs/${kit.fx.org.id}`;
  const db = kit.server.db;
  const unit = await db.insertInto('units').values({ name: { en: 'mmol/L' } }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('dimensions').values([
    { id: 'result', name: { en: 'Result' }, valueType: 'numeric', unitId: unit.id, ordinal: 1 },
    { id: 'method', name: { en: 'Method' }, valueType: 'nominal', ordinal: 2 },
    { id: 'instrument', name: { en: 'Instrument' }, valueType: 'nominal', ordinal: 3 },
  ]).execute();
  await db.insertInto('dimensionValues').values([
    { dimensionId: 'method', value: { en: 'Hexokinase' }, ordinal: 1 },
    { dimensionId: 'method', value: { en: 'Old method' }, ordinal: 2, deprecated: true },
  ]).execute();
  groupId = (await db.insertInto('parameterGroups').values({ name: { en: 'Substrates' }, ordinal: 1 }).returning('id').executeTakeFirstOrThrow()).id;
  glucose = (await db.insertInto('parameters').values({ name: { en: 'Glucose' }, ordinal: 1 }).returning('id').executeTakeFirstOrThrow()).id;
  urea = (await db.insertInto('parameters').values({ name: { en: 'Urea' }, ordinal: 2 }).returning('id').executeTakeFirstOrThrow()).id;
  for (const parameterId of [glucose, urea]) {
    await db.insertInto('parameterDimensions').values([
      { parameterId, dimensionId: 'result', role: 'result', ordinal: 1, unitId: unit.id },
      { parameterId, dimensionId: 'method', role: 'context', ordinal: 2 },
      { parameterId, dimensionId: 'instrument', role: 'context', ordinal: 3 },
    ]).execute();
  }
});
afterAll(async () => {
  await kit?.server.close();
});

describe('schemes and accreditations (spec 3 §7 Schemes)', () => {
  let scheme: Scheme;

  it('creates, lists, reads, renames schemes; the short name is required and unique', async () => {
    expect422(await kit.call('POST', `${orgPath}/schemes`, {}), 'shortName');
    expect422(await kit.call('POST', `${orgPath}/schemes`, { shortName: '  ' }), 'shortName');
    scheme = ok(await kit.call<Scheme>('POST', `${orgPath}/schemes`, { shortName: 'CHEM' }));
    expect(scheme).toMatchObject({ shortName: 'CHEM', deletable: true, versionCount: 0 });
    expect422(await kit.call('POST', `${orgPath}/schemes`, { shortName: 'CHEM' }), 'shortName');
    const other = ok(await kit.call<Scheme>('POST', `${orgPath}/schemes`, { shortName: 'HAEM' }));
    const list = await kit.call<{ items: Scheme[]; total: number }>('GET', `${orgPath}/schemes`);
    expect(list.body.items.map((s) => s.shortName)).toEqual(['CHEM', 'HAEM']);
    expect(list.headers.get('x-total-count')).toBe('2');
    expect(ok(await kit.call<{ items: Scheme[] }>('GET', `${orgPath}/schemes?query=hae`)).items.map((s) => s.id)).toEqual([other.id]);
    expect(ok(await kit.call<Scheme>('PATCH', `${orgPath}/schemes/${other.id}`, { shortName: 'HEM' })).shortName).toBe('HEM');
    expect422(await kit.call('PATCH', `${orgPath}/schemes/${other.id}`, { shortName: 'CHEM' }), 'shortName');
    expect(ok(await kit.call<Scheme>('GET', `${orgPath}/schemes/${scheme.id}`)).shortName).toBe('CHEM');
    ok(await kit.call('DELETE', `${orgPath}/schemes/${other.id}`));
    expect((await kit.call('GET', `${orgPath}/schemes/${other.id}`)).status).toBe(404);
    expect((await kit.call('GET', `/orgs/${kit.fx.otherOrg.id}/schemes`)).status).toBe(403);
  });

  it('adds, edits and removes accreditations (a parameter and a start or an end; ends before 1900 show empty)', async () => {
    const base = `${orgPath}/schemes/${scheme.id}/accreditations`;
    expect422(await kit.call('POST', base, { accreditedStartsAt: '2017-01-01' }), 'paramId');
    expect422(await kit.call('POST', base, { paramId: glucose }), 'accreditedStartsAt');
    expect422(await kit.call('POST', base, { paramId: glucose, accreditedStartsAt: null, accreditedEndsAt: null }), 'accreditedStartsAt');
    expect422(await kit.call('POST', base, { paramId: glucose, accreditedStartsAt: '2018-01-01', accreditedEndsAt: '2017-01-01' }), 'accreditedEndsAt');
    expect422(await kit.call('POST', base, { paramId: glucose, accreditedStartsAt: '1/1/2017' }), 'accreditedStartsAt');
    expect422(await kit.call('POST', base, { paramId: 999999, accreditedStartsAt: '2017-01-01' }), 'paramId', 'config.refusals.unknownParameter');
    const open = ok(await kit.call<Accreditation>('POST', base, { paramId: glucose, accreditedStartsAt: '2016-01-01', accreditedEndsAt: '0001-01-01' }));
    expect(open).toMatchObject({ paramId: glucose, accreditedStartsAt: '2016-01-01', accreditedEndsAt: null });
    const endOnly = ok(await kit.call<Accreditation>('POST', base, { paramId: urea, accreditedEndsAt: '2019-12-31' }));
    expect(endOnly).toMatchObject({ accreditedStartsAt: null, accreditedEndsAt: '2019-12-31' });
    const edited = ok(await kit.call<Accreditation>('PATCH', `${base}/${endOnly.id}`, { accreditedStartsAt: '2015-01-01' }));
    expect(edited).toMatchObject({ accreditedStartsAt: '2015-01-01', accreditedEndsAt: '2019-12-31' });
    expect422(await kit.call('PATCH', `${base}/${endOnly.id}`, { accreditedStartsAt: null, accreditedEndsAt: null }), 'accreditedStartsAt');
    const list = await kit.call<{ items: Accreditation[]; total: number }>('GET', base);
    expect(list.body.items.map((a) => a.id)).toEqual([open.id, endOnly.id]);
    expect(list.headers.get('x-total-count')).toBe('2');
    ok(await kit.call('DELETE', `${base}/${endOnly.id}`));
    expect((await kit.call('DELETE', `${base}/${endOnly.id}`)).status).toBe(404);
    // an accredited parameter is in use
    expect409InUse(await kit.call('DELETE', `/params/${glucose}`));
  });

  describe('scheme versions (spec 3 §7 Scheme versions)', () => {
    let version: SchemeVersion;

    it('creates a version (name and scheme required), normalising the settings', async () => {
      expect422(await kit.call('POST', `${orgPath}/scheme_versions`, { schemeId: scheme.id, name: {} }), 'name');
      expect422(await kit.call('POST', `${orgPath}/scheme_versions`, { name: { en: 'Chemistry 2017' } }), 'schemeId');
      expect422(await kit.call('POST', `${orgPath}/scheme_versions`, { schemeId: 999999, name: { en: 'Chemistry 2017' } }), 'schemeId', 'config.refusals.unknownScheme');
      expect422(await kit.call('POST', `${orgPath}/scheme_versions`, { schemeId: scheme.id, name: { en: 'x' }, mandatoryContextIds: ['nope'] }), 'mandatoryContextIds', 'config.refusals.unknownDimension', { id: 'nope' });
      version = ok(
        await kit.call<SchemeVersion>('POST', `${orgPath}/scheme_versions`, {
          schemeId: scheme.id,
          name: { en: 'Chemistry 2017', hu: 'Kémia 2017' },
          certificateExpiryMonths: 0,
          mandatoryContextIds: ['method'],
        }),
      );
      expect(version).toMatchObject({ current: true, deletable: true, certificateExpiryMonths: null, significantDiffWarningDays: 3, mandatoryContextIds: ['method'] });
      const patched = ok(await kit.call<SchemeVersion>('PATCH', `${orgPath}/scheme_versions/${version.id}`, { certificateExpiryMonths: '12', significantDiffWarningDays: -1 }));
      expect(patched).toMatchObject({ certificateExpiryMonths: 12, significantDiffWarningDays: 0 });
      const cleared = ok(await kit.call<SchemeVersion>('PATCH', `${orgPath}/scheme_versions/${version.id}`, { certificateExpiryMonths: null, significantDiffWarningDays: 5 }));
      expect(cleared).toMatchObject({ certificateExpiryMonths: null, significantDiffWarningDays: 5 });
    });

    it('adds parameters (once), edits them (result dimensions and ordinal required, unique ordinals) and removes them', async () => {
      const base = `${orgPath}/scheme_versions/${version.id}/param`;
      const withGlucose = ok(await kit.call<SchemeVersion>('POST', base, { paramId: glucose, groupId }));
      expect(withGlucose.parameters).toEqual([
        expect.objectContaining({ parameterId: glucose, ordinal: 1, groupId, resultDimensionIds: ['result'], contextDimensionIds: ['method', 'instrument'] }),
      ]);
      expect(withGlucose.parameterGroups.map((g) => g.id)).toEqual([groupId]);
      expect422(await kit.call('POST', base, { paramId: glucose }), 'paramId', 'config.refusals.parameterInSchemeVersion');
      expect422(await kit.call('POST', base, {}), 'paramId');
      expect422(await kit.call('POST', base, { paramId: urea, ordinal: 1 }), 'ordinal');
      const both = ok(await kit.call<SchemeVersion>('POST', base, { paramId: urea }));
      // grouped parameters first, ungrouped after
      expect(both.parameters.map((p) => p.parameterId)).toEqual([glucose, urea]);

      expect422(await kit.call('PATCH', `${base}/${urea}`, { resultDimensionIds: ['result'], contextDimensionIds: [] }), 'ordinal');
      expect422(await kit.call('PATCH', `${base}/${urea}`, { ordinal: 5, contextDimensionIds: [] }), 'resultDimensionIds');
      expect422(await kit.call('PATCH', `${base}/${urea}`, { ordinal: 5, resultDimensionIds: [], contextDimensionIds: [] }), 'resultDimensionIds');
      expect422(await kit.call('PATCH', `${base}/${urea}`, { ordinal: 5, resultDimensionIds: ['result'] }), 'contextDimensionIds');
      // a dimension the parameter does not have as a result: the rule's code with the dimension's id (issue 24)
      const strange = await kit.call('PATCH', `${base}/${urea}`, { ordinal: 5, resultDimensionIds: ['method'], contextDimensionIds: [] });
      expect({ status: strange.status, body: strange.body }).toEqual({
        status: 422,
        body: {
          error: {
            param: 'resultDimensionIds',
            type: 'config.schemeVersions.parameters.noResultDimension',
            params: { id: 'method' },
            message: 'The parameter has no result dimension method',
          },
        },
      });
      expect422(await kit.call('PATCH', `${base}/${urea}`, { ordinal: 1, resultDimensionIds: ['result'], contextDimensionIds: ['method'] }), 'ordinal');
      expect422(await kit.call('PATCH', `${base}/${urea}`, { ordinal: 5, resultDimensionIds: ['result'], contextDimensionIds: ['method'], sigmaPtPercent: 0 }), 'sigmaPtPercent', 'config.refusals.mustBePositive');
      expect422(await kit.call('PATCH', `${base}/${urea}`, { ordinal: 5, resultDimensionIds: ['result'], contextDimensionIds: ['method'], minParticipants: 0 }), 'minParticipants', 'config.refusals.atLeast', { min: 1 });
      // the context dimensions are required too (the parameter has some to choose from), over REST and tRPC
      const noContext = await kit.call<{ error: { param: string; type: string } }>('PATCH', `${base}/${urea}`, { ordinal: 5, resultDimensionIds: ['result'], contextDimensionIds: [] });
      expect({ status: noContext.status, error: noContext.body.error }).toMatchObject({ status: 422, error: { param: 'contextDimensionIds', type: 'requiredField' } });
      await expect(
        trpcClient(kit.server, { token: kit.admin }).config.schemeVersions.updateParameter.mutate({
          orgId: kit.fx.org.id,
          id: version.id,
          paramId: urea,
          ordinal: 5,
          resultDimensionIds: ['result'],
          contextDimensionIds: [],
        }),
      ).rejects.toMatchObject({ data: { httpStatus: 422, appError: { code: 'CONSTRAINT', param: 'contextDimensionIds', type: 'requiredField' } } });
      const edited = ok(
        await kit.call<SchemeVersion>('PATCH', `${base}/${urea}`, {
          ordinal: 5,
          resultDimensionIds: ['result'],
          contextDimensionIds: ['method'],
          sigmaPtPercent: '7,5',
          acceptancePercent: 10,
        }),
      );
      expect(edited.parameters.find((p) => p.parameterId === urea)).toMatchObject({ ordinal: 5, contextDimensionIds: ['method'], sigmaPtPercent: 7.5, acceptancePercent: 10 });

      const values = await kit.call<{ items: Array<{ value: Record<string, string> }>; total: number }>(
        'GET',
        `${orgPath}/scheme_versions/${version.id}/parameters/${glucose}/dimensions/method/values`,
      );
      expect(values.body.items.map((v) => v.value.en)).toEqual(['Hexokinase']);
      const units = ok(await kit.call<{ items: Array<{ evaluationUnit: boolean; defaultUnit: boolean }> }>('GET', `${orgPath}/scheme_versions/${version.id}/parameters/${glucose}/dimensions/result/units`));
      expect(units.items).toMatchObject([{ name: { en: 'mmol/L' }, evaluationUnit: true, defaultUnit: true }]);
      expect((await kit.call('GET', `${orgPath}/scheme_versions/${version.id}/parameters/${urea}/dimensions/instrument/values`)).status).toBe(404);

      const withoutUrea = ok(await kit.call<SchemeVersion>('DELETE', `${base}/${urea}`));
      expect(withoutUrea.parameters.map((p) => p.parameterId)).toEqual([glucose]);
      expect((await kit.call('DELETE', `${base}/${urea}`)).status).toBe(404);
    });

    it('lists versions grouped by scheme (current filter), copies one, lists its surveys, and guards the in-use rules', async () => {
      const haem = ok(await kit.call<Scheme>('POST', `${orgPath}/schemes`, { shortName: 'ALPHA' }));
      const old = ok(await kit.call<SchemeVersion>('POST', `${orgPath}/scheme_versions`, { schemeId: haem.id, name: { en: 'Alpha 2015' }, current: false }));
      const copy = ok(await kit.call<SchemeVersion>('POST', `${orgPath}/scheme_versions/${version.id}/copy`, {}));
      expect(copy).toMatchObject({ name: { en: 'Chemistry 2017 (copy)', hu: 'Kémia 2017 (másolat)' }, scheme: { id: scheme.id }, significantDiffWarningDays: 5 });
      expect(copy.parameters.map((p) => p.parameterId)).toEqual([glucose]);

      const all = await kit.call<{ items: SchemeVersion[]; total: number }>('GET', `${orgPath}/scheme_versions`);
      expect(all.body.items.map((v) => v.id)).toEqual([old.id, copy.id, version.id]);
      expect(all.headers.get('x-total-count')).toBe('3');
      const current = ok(await kit.call<{ items: SchemeVersion[] }>('GET', `${orgPath}/scheme_versions?current=true&limit=1&offset=1`));
      expect(current.items.map((v) => v.id)).toEqual([version.id]);
      expect(ok(await kit.call<{ total: number }>('GET', `${orgPath}/scheme_versions?current=true`)).total).toBe(2);

      // a survey runs the version: in use, so no delete, no scheme change
      const round2017 = await kit.server.db.insertInto('rounds').values({ orgId: kit.fx.org.id, name: '2017/1', year: 2017, ordinal: 1 }).returning('id').executeTakeFirstOrThrow();
      const round2014 = await kit.server.db.insertInto('rounds').values({ orgId: kit.fx.org.id, name: '2014/1', year: 2014, ordinal: 1 }).returning('id').executeTakeFirstOrThrow();
      await kit.server.db.insertInto('surveys').values([
        { orgId: kit.fx.org.id, schemeVersionId: version.id, roundId: round2017.id, startsAt: '2017-06-01T00:00:00Z', endsAt: '2017-07-01T00:00:00Z' },
        { orgId: kit.fx.org.id, schemeVersionId: version.id, roundId: round2014.id, startsAt: '2014-06-01T00:00:00Z', endsAt: '2014-07-01T00:00:00Z' },
      ]).execute();
      // a sample target of a survey of the version uses its parameter
      const survey2017 = await kit.server.db.selectFrom('surveys').select('id').where('roundId', '=', round2017.id).executeTakeFirstOrThrow();
      const sample = await kit.server.db.insertInto('samples').values({ surveyId: survey2017.id, name: 'S1' }).returning('id').executeTakeFirstOrThrow();
      await kit.server.db.insertInto('sampleTargets').values({ surveyId: survey2017.id, sampleId: sample.id, parameterId: glucose, referenceValue: 5.2 }).execute();
      expect409InUse(await kit.call('DELETE', `${orgPath}/scheme_versions/${version.id}/param/${glucose}`));
      const inUse = ok(await kit.call<SchemeVersion>('GET', `${orgPath}/scheme_versions/${version.id}`));
      expect(inUse.deletable).toBe(false);
      expect409InUse(await kit.call('DELETE', `${orgPath}/scheme_versions/${version.id}`));
      expect409InUse(await kit.call('DELETE', `${orgPath}/schemes/${scheme.id}`));
      expect422(await kit.call('PATCH', `${orgPath}/scheme_versions/${version.id}`, { schemeId: haem.id }), 'schemeId');
      ok(await kit.call('PATCH', `${orgPath}/scheme_versions/${copy.id}`, { schemeId: haem.id }));

      const surveys = await kit.call<{ items: Array<{ round: { year: number }; status: { inProgress: boolean } }>; total: number }>('GET', `${orgPath}/scheme_versions/${version.id}/surveys`);
      expect(surveys.body.items.map((s) => s.round.year)).toEqual([2017, 2014]);
      expect(surveys.body.items[0]!.status.inProgress).toBe(true);
      expect(ok(await kit.call<{ items: Array<{ round: { year: number } }> }>('GET', `${orgPath}/scheme_versions/${version.id}/surveys?current=true`)).items.map((s) => s.round.year)).toEqual([2017]);

      // sync copies the version's description to its surveys of editable years only
      ok(await kit.call('PATCH', `${orgPath}/scheme_versions/${version.id}?sync=true`, { description: { en: 'New text' } }));
      const descriptions = await kit.server.db.selectFrom('surveys').select(['roundId', 'description']).where('schemeVersionId', '=', version.id).execute();
      expect(descriptions.find((s) => s.roundId === round2017.id)?.description).toEqual({ en: 'New text' });
      expect(descriptions.find((s) => s.roundId === round2014.id)?.description).toBeNull();

      ok(await kit.call('DELETE', `${orgPath}/scheme_versions/${old.id}`));
      expect((await kit.call('GET', `${orgPath}/scheme_versions/${old.id}`)).status).toBe(404);
    });
  });
});
