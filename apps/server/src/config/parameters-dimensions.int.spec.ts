import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trpcClient } from '../testing/test-server';
import { expect409InUse, expect422, insertCatalog, ok, startConfigKit, type ConfigKit } from './config-test-kit';

interface Dimension {
  id: string;
  name: Record<string, string>;
  valueType: string;
  ordinal: number;
  deletable: boolean;
  valueCount: number;
  parameterCount: number;
  unit: { id: number } | null;
  units: Array<{ id: number }>;
  values: Array<{ id: number; value: Record<string, string>; ordinal: number; deprecated: boolean; deletable: boolean }>;
  components: Array<{ id: number; componentDimensionId: string; ordinal: number }>;
  params: Array<{ id: number; role: string }>;
}
interface ParameterDimension {
  dimension: { id: string };
  role: string;
  unit: { id: number } | null;
  deletable: boolean;
  valueIds: number[] | null;
}
interface Parameter {
  id: number;
  name: Record<string, string>;
  qualifier: Record<string, string> | null;
  ordinal: number;
  groupId: number | null;
  deletable: boolean;
  dimensions: { result: ParameterDimension[]; context: ParameterDimension[] };
}

let kit: ConfigKit;
let unitId: number;
beforeAll(async () => {
  kit = await startConfigKit();
  unitId = (await kit.server.db.insertInto('units').values({ name: { en: 'mmol/L' }, ordinal: 1 }).returning('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await kit?.server.close();
});

describe('dimensions (spec 3 §7 Dimensions)', () => {
  it('lists the value types', async () => {
    const types = ok(await kit.call<{ items: Array<{ id: string; valueKind: string | null }>; total: number }>('GET', '/dimensions/value_types'));
    expect(types.items.map((t) => t.id)).toEqual(['numeric', 'nominal', 'text', 'date_time', 'composite', 'document']);
    expect(types.items.find((t) => t.id === 'nominal')?.valueKind).toBe('nominal');
  });

  it("creates a dimension with the id derived from an accented name ('Módszer neve' → 'modszer_neve')", async () => {
    const created = ok(await kit.call<Dimension>('POST', '/dimensions', { name: { en: 'Módszer neve', hu: 'Módszer neve' }, valueType: 'nominal', ordinal: 10 }));
    expect(created).toMatchObject({ id: 'modszer_neve', valueType: 'nominal', ordinal: 10, deletable: true, valueCount: 0, parameterCount: 0 });
    const explicit = ok(await kit.call<Dimension>('POST', '/dimensions', { id: 'result', name: { en: 'Result' }, valueType: 'numeric', ordinal: 1, unitId, unitIds: [unitId] }));
    expect(explicit).toMatchObject({ id: 'result', unit: { id: unitId }, units: [{ id: unitId }] });
    expect(ok(await kit.call<Dimension>('GET', '/dimensions/modszer_neve')).name).toEqual({ en: 'Módszer neve', hu: 'Módszer neve' });
  });

  it('refuses every broken dimension rule with 422 and the field', async () => {
    expect422(await kit.call('POST', '/dimensions', { name: {}, valueType: 'text', ordinal: 2 }), 'name');
    expect422(await kit.call('POST', '/dimensions', { name: { en: 'Comment' }, ordinal: 2 }), 'valueType');
    expect422(await kit.call('POST', '/dimensions', { name: { en: 'Comment' }, valueType: 'text' }), 'ordinal');
    expect422(await kit.call('POST', '/dimensions', { name: { en: 'Comment' }, valueType: 'text', ordinal: 'x' }), 'ordinal');
    expect422(await kit.call('POST', '/dimensions', { id: 'Bad Id', name: { en: 'Comment' }, valueType: 'text', ordinal: 2 }), 'id', 'config.dimensions.invalidId');
    expect422(await kit.call('POST', '/dimensions', { name: { en: 'Result' }, valueType: 'text', ordinal: 3 }), 'id');
    expect422(await kit.call('POST', '/dimensions', { name: { en: 'Comment' }, valueType: 'text', ordinal: 1 }), 'ordinal');
    expect422(await kit.call('POST', '/dimensions', { name: { en: 'Comment' }, valueType: 'text', ordinal: 2, mediaType: 'pdf' }), 'mediaType');
    expect422(await kit.call('POST', '/dimensions', { name: { en: 'Comment' }, valueType: 'text', ordinal: 2, unitId }), 'unitId');
    expect422(await kit.call('POST', '/dimensions', { name: { en: 'Comment' }, valueType: 'text', ordinal: 2, multipleValues: true }), 'multipleValues');
    expect422(await kit.call('PATCH', '/dimensions/modszer_neve', { ordinal: 1 }), 'ordinal');
    expect((await kit.call('GET', '/dimensions/nope')).status).toBe(404);
  });

  it('manages nominal values: add, change, ordinals unique, deletable flag per spec 3 §3', async () => {
    const withValue = ok(await kit.call<Dimension>('POST', '/dimensions/modszer_neve/values/nominal', { value: { en: 'Hexokinase', hu: 'Hexokináz' }, ordinal: 1 }));
    expect(withValue.values).toMatchObject([{ value: { en: 'Hexokinase', hu: 'Hexokináz' }, ordinal: 1, deprecated: false, deletable: true }]);
    expect(withValue.deletable).toBe(false);
    const two = ok(await kit.call<Dimension>('POST', '/dimensions/modszer_neve/values/nominal', { value: { en: 'GOD-PAP' } }));
    expect(two.values.map((v) => v.ordinal)).toEqual([1, 2]);
    expect422(await kit.call('POST', '/dimensions/modszer_neve/values/nominal', { value: { en: 'Other' }, ordinal: 2 }), 'ordinal');
    expect422(await kit.call('POST', '/dimensions/modszer_neve/values/nominal', { value: { en: ' ' } }), 'value');
    expect422(await kit.call('POST', '/dimensions/modszer_neve/values/composite', { componentDimensionId: 'result' }), 'type', 'config.refusals.valueKindNotOfType');
    const [first, second] = two.values;
    const changed = ok(await kit.call<Dimension>('PUT', `/dimensions/modszer_neve/values/nominal/${second!.id}`, { value: { en: 'GOD-PAP', hu: 'GOD-PAP' }, ordinal: 3, deprecated: true }));
    expect(changed.values.find((v) => v.id === second!.id)).toMatchObject({ ordinal: 3, deprecated: true });
    expect422(await kit.call('PUT', `/dimensions/modszer_neve/values/nominal/${second!.id}`, { ordinal: 1 }), 'ordinal');
    const values = ok(await kit.call<{ nominal: Array<{ id: number }>; composite: unknown[] }>('GET', '/dimensions/modszer_neve/values'));
    expect(values.nominal.map((v) => v.id)).toEqual([first!.id, second!.id]);
    expect(values.composite).toEqual([]);
    expect409InUse(await kit.call('DELETE', '/dimensions/modszer_neve'));
    const oneLeft = ok(await kit.call<Dimension>('DELETE', `/dimensions/modszer_neve/values/nominal/${second!.id}`));
    expect(oneLeft.deletable).toBe(false);
    const none = ok(await kit.call<Dimension>('DELETE', `/dimensions/modszer_neve/values/nominal/${first!.id}`));
    expect(none).toMatchObject({ deletable: true, values: [] });
  });

  it('manages composite components (not itself, not composite, once)', async () => {
    ok(await kit.call('POST', '/dimensions', { name: { en: 'Systolic' }, valueType: 'numeric', ordinal: 20 }));
    ok(await kit.call('POST', '/dimensions', { name: { en: 'Blood pressure' }, valueType: 'composite', ordinal: 21, multipleValues: true }));
    const bp = ok(await kit.call<Dimension>('POST', '/dimensions/blood_pressure/values/composite', { componentDimensionId: 'systolic', ordinal: 1 }));
    expect(bp.components).toMatchObject([{ componentDimensionId: 'systolic', ordinal: 1 }]);
    expect422(await kit.call('POST', '/dimensions/blood_pressure/values/composite', { componentDimensionId: 'systolic' }), 'componentDimensionId');
    expect422(await kit.call('POST', '/dimensions/blood_pressure/values/composite', { componentDimensionId: 'blood_pressure' }), 'componentDimensionId');
    expect422(await kit.call('POST', '/dimensions/blood_pressure/values/composite', {}), 'componentDimensionId');
    expect422(await kit.call('POST', '/dimensions/blood_pressure/values/nominal', { value: { en: 'x' } }), 'type', 'config.refusals.valueKindNotOfType');
    expect(ok(await kit.call<Dimension>('GET', '/dimensions/systolic')).deletable).toBe(false);
    expect409InUse(await kit.call('DELETE', '/dimensions/systolic'));
    const moved = ok(await kit.call<Dimension>('PUT', `/dimensions/blood_pressure/values/composite/${bp.components[0]!.id}`, { ordinal: 5 }));
    expect(moved.components[0]!.ordinal).toBe(5);
    const emptied = ok(await kit.call<Dimension>('DELETE', `/dimensions/blood_pressure/values/composite/${bp.components[0]!.id}`));
    expect(emptied).toMatchObject({ components: [], deletable: true });
    ok(await kit.call('DELETE', '/dimensions/blood_pressure'));
    ok(await kit.call('DELETE', '/dimensions/systolic'));
    expect((await kit.call('GET', '/dimensions/systolic')).status).toBe(404);
  });

  it('lists and searches dimensions by ordinal or alphabet; updates settings', async () => {
    ok(await kit.call('POST', '/dimensions', { name: { en: 'Attachment' }, valueType: 'document', ordinal: 30, mediaType: 'pdf' }));
    const byOrdinal = await kit.call<{ items: Dimension[]; total: number }>('GET', '/dimensions?order=ordinal');
    expect(byOrdinal.body.items.map((d) => d.id)).toEqual(['result', 'modszer_neve', 'attachment']);
    expect(byOrdinal.headers.get('x-total-count')).toBe('3');
    const alphabet = ok(await kit.call<{ items: Dimension[] }>('GET', '/dimensions?order=alphabet&locale=en'));
    expect(alphabet.items.map((d) => d.id)).toEqual(['attachment', 'modszer_neve', 'result']);
    expect(ok(await kit.call<{ items: Dimension[] }>('GET', '/dimensions?query=modszer')).items.map((d) => d.id)).toEqual(['modszer_neve']);
    const updated = ok(await kit.call<Dimension>('PATCH', '/dimensions/attachment', { name: { en: 'Attachment', hu: 'Melléklet' }, mediaType: 'image', ordinal: 31 }));
    expect(updated).toMatchObject({ name: { hu: 'Melléklet' }, ordinal: 31 });
    expect422(await kit.call('PATCH', '/dimensions/attachment', { unitId }), 'unitId');
  });
});

describe('parameters (spec 3 §7 Parameters)', () => {
  let glucose: Parameter;

  it('creates, reads, lists and updates parameters; a name is required', async () => {
    expect422(await kit.call('POST', '/params', { name: { en: '', hu: ' ' } }), 'name');
    expect422(await kit.call('POST', '/params', {}), 'name');
    glucose = ok(await kit.call<Parameter>('POST', '/params', { name: { en: 'Glucose', hu: 'Glükóz' }, qualifier: { en: 'serum' } }));
    expect(glucose).toMatchObject({ ordinal: 1, qualifier: { en: 'serum' }, deletable: true, dimensions: { result: [], context: [] } });
    const urea = ok(await kit.call<Parameter>('POST', '/params', { name: { en: 'Urea' } }));
    expect(urea.ordinal).toBe(2);
    const list = await kit.call<{ items: Parameter[]; total: number }>('GET', '/params?query=GLUKOZ');
    expect(list.body).toMatchObject({ total: 1, items: [{ id: glucose.id }] });
    expect(list.headers.get('x-total-count')).toBe('1');
    expect(ok(await kit.call<{ total: number }>('GET', '/params?limit=1')).total).toBe(2);
    const group = await kit.server.db.insertInto('parameterGroups').values({ name: { en: 'Substrates' }, ordinal: 1 }).returning('id').executeTakeFirstOrThrow();
    const groups = ok(await kit.call<{ items: Array<{ id: number }> }>('GET', '/params/param_groups'));
    expect(groups.items.map((g) => g.id)).toEqual([group.id]);
    const patched = ok(await kit.call<Parameter>('PATCH', `/params/${urea.id}`, { name: { en: 'Urea', hu: 'Karbamid' }, groupId: group.id, hidden: true }));
    expect(patched).toMatchObject({ groupId: group.id, name: { hu: 'Karbamid' } });
    expect422(await kit.call('PATCH', `/params/${urea.id}`, { ordinal: glucose.ordinal }), 'ordinal');
    expect422(await kit.call('PATCH', `/params/${urea.id}`, { groupId: 999999 }), 'groupId', 'config.refusals.unknownParameterGroup');
    expect422(await kit.call('PATCH', `/params/${urea.id}`, { name: {} }), 'name');
    ok(await kit.call('DELETE', `/params/${urea.id}`));
    expect((await kit.call('GET', `/params/${urea.id}`)).status).toBe(404);
  });

  it('adds dimensions (not already present), sets the evaluation unit and allowed values, removes deletable ones', async () => {
    const withResult = ok(await kit.call<Parameter>('PATCH', `/params/${glucose.id}/dimensions/result/result`, { action: 'add' }));
    expect(withResult.dimensions.result).toMatchObject([{ dimension: { id: 'result' }, unit: { id: unitId }, deletable: true }]);
    const both = ok(await kit.call<Parameter>('PATCH', `/params/${glucose.id}/dimensions/context/modszer_neve,attachment`, {}));
    expect(both.dimensions.context.map((d) => d.dimension.id)).toEqual(['modszer_neve', 'attachment']);
    expect422(await kit.call('PATCH', `/params/${glucose.id}/dimensions/context/result`, { action: 'add' }), 'dimensionIds', 'config.refusals.parameterHasDimension', { id: 'result' });
    expect422(await kit.call('PATCH', `/params/${glucose.id}/dimensions/context/nope`, { action: 'add' }), 'dimensionIds', 'config.refusals.unknownDimension', { id: 'nope' });
    expect422(await kit.call('PATCH', `/params/${glucose.id}/dimensions/context/,`, { action: 'add' }), 'dimensionIds');
    expect422(await kit.call('PATCH', `/params/${glucose.id}/dimensions/result/attachment`, { action: 'remove' }), 'dimensionIds');

    const otherUnit = (await kit.server.db.insertInto('units').values({ name: { en: 'mg/dL' }, ordinal: 2 }).returning('id').executeTakeFirstOrThrow()).id;
    const unitSet = ok(await kit.call<Parameter>('PATCH', `/params/${glucose.id}/result/unit`, { unitId: otherUnit }));
    expect(unitSet.dimensions.result[0]!.unit).toMatchObject({ id: otherUnit });
    expect422(await kit.call('PATCH', `/params/${glucose.id}/modszer_neve/unit`, { unitId: otherUnit }), 'dimensionId', 'config.refusals.evaluationUnitNumericOnly');
    expect422(await kit.call('PATCH', `/params/${glucose.id}/result/unit`, { unitId: 999999 }), 'unitId', 'config.refusals.unknownUnit');

    const withValues = ok(await kit.call<Dimension>('POST', '/dimensions/modszer_neve/values/nominal', { value: { en: 'Hexokinase' } }));
    const hexokinase = withValues.values[0]!.id;
    const god = ok(await kit.call<Dimension>('POST', '/dimensions/modszer_neve/values/nominal', { value: { en: 'GOD' } })).values[1]!.id;
    const restricted = ok(await kit.call<Parameter>('PATCH', `/params/${glucose.id}/values`, { dimensionId: 'modszer_neve', valueIds: [hexokinase] }));
    expect(restricted.dimensions.context.find((d) => d.dimension.id === 'modszer_neve')?.valueIds).toEqual([hexokinase]);
    expect422(await kit.call('PATCH', `/params/${glucose.id}/values`, { dimensionId: 'result', valueIds: [hexokinase] }), 'dimensionId', 'config.refusals.valuesNominalOnly');
    expect422(await kit.call('PATCH', `/params/${glucose.id}/values`, { dimensionId: 'modszer_neve', valueIds: [] }), 'valueIds', 'config.refusals.keepOneValue');
    expect422(await kit.call('PATCH', `/params/${glucose.id}/values`, { dimensionId: 'modszer_neve', valueIds: [999999] }), 'valueIds', 'config.refusals.unknownDimensionValue');
    expect409InUse(await kit.call('DELETE', `/dimensions/modszer_neve/values/nominal/${hexokinase}`));

    const dimension = ok(await kit.call<Dimension>('GET', '/dimensions/modszer_neve'));
    expect(dimension).toMatchObject({ parameterCount: 1, deletable: false, params: [{ id: glucose.id, role: 'context' }] });
    const dimensionParams = ok(await kit.call<{ items: Array<{ id: number; valueIds: number[] | null }> }>('GET', '/dimensions/modszer_neve/parameters'));
    expect(dimensionParams.items).toMatchObject([{ id: glucose.id, role: 'context', valueIds: [hexokinase] }]);

    // the sync wizard: add GOD to the parameter, then remove it again
    expect422(await kit.call('PATCH', '/dimensions/modszer_neve/sync_values/nominal', { valuesToSync: [], paramsToSync: [glucose.id] }), 'valuesToSync');
    expect422(await kit.call('PATCH', '/dimensions/modszer_neve/sync_values/nominal', { valuesToSync: [god], paramsToSync: [] }), 'paramsToSync');
    expect422(await kit.call('PATCH', '/dimensions/modszer_neve/sync_values/composite', { valuesToSync: [god], paramsToSync: [glucose.id] }), 'type', 'config.refusals.syncNominalOnly');
    const added = ok(await kit.call<{ updatedParameters: number }>('PATCH', '/dimensions/modszer_neve/sync_values/nominal', { valuesToSync: [god], paramsToSync: [glucose.id], action: 'add' }));
    expect(added.updatedParameters).toBe(1);
    expect(ok(await kit.call<Parameter>('GET', `/params/${glucose.id}`)).dimensions.context[0]!.valueIds).toEqual([hexokinase, god]);
    ok(await kit.call('PATCH', '/dimensions/modszer_neve/sync_values/nominal', { valuesToSync: [god], paramsToSync: [glucose.id], action: 'remove' }));
    expect(ok(await kit.call<Parameter>('GET', `/params/${glucose.id}`)).dimensions.context[0]!.valueIds).toEqual([hexokinase]);

    const removed = ok(await kit.call<Parameter>('PATCH', `/params/${glucose.id}/dimensions/context/attachment`, { action: 'remove' }));
    expect(removed.dimensions.context.map((d) => d.dimension.id)).toEqual(['modszer_neve']);
  });

  it('refuses removing a non-deletable dimension or its values (409), and deleting an in-use parameter', async () => {
    const { schemeVersionId } = await insertCatalog(kit, { shortName: 'GLU', year: 2017, ordinal: 1 });
    await kit.server.db
      .insertInto('schemeVersionParameters')
      .values({ schemeVersionId, parameterId: glucose.id, ordinal: 1, resultDimensionIds: ['result'], contextDimensionIds: ['modszer_neve'] })
      .execute();
    const parameter = ok(await kit.call<Parameter>('GET', `/params/${glucose.id}`));
    expect(parameter.deletable).toBe(false);
    expect(parameter.dimensions.context[0]!.deletable).toBe(false);
    expect409InUse(await kit.call('PATCH', `/params/${glucose.id}/dimensions/context/modszer_neve`, { action: 'remove' }));
    // widening the allowed values stays possible (null: every value), narrowing them is refused
    const hexokinase = parameter.dimensions.context[0]!.valueIds?.[0] ?? 0;
    ok(await kit.call('PATCH', `/params/${glucose.id}/values`, { dimensionId: 'modszer_neve', valueIds: null }));
    expect409InUse(await kit.call('PATCH', `/params/${glucose.id}/values`, { dimensionId: 'modszer_neve', valueIds: [hexokinase] }));
    expect409InUse(await kit.call('DELETE', `/params/${glucose.id}`));
    expect409InUse(await kit.call('DELETE', '/dimensions/modszer_neve'));
    // a dimension in use keeps its values: GOD is used by nothing, but the dimension is (hide it instead)
    const inUse = ok(await kit.call<Dimension & { valuesRemovable: boolean }>('GET', '/dimensions/modszer_neve'));
    expect(inUse.valuesRemovable).toBe(false);
    const god = inUse.values.find((v) => v.value.en === 'GOD');
    expect(god?.deletable).toBe(true);
    expect409InUse(await kit.call('DELETE', `/dimensions/modszer_neve/values/nominal/${god?.id ?? 0}`));
    await expect(
      trpcClient(kit.server, { token: kit.admin }).config.dimensions.deleteValue.mutate({ id: 'modszer_neve', type: 'nominal', valueId: god?.id ?? 0 }),
    ).rejects.toMatchObject({ data: { httpStatus: 409, appError: { code: 'CONFLICT', type: 'in_use_error' } } });
    expect(ok(await kit.call<Dimension>('GET', '/dimensions/modszer_neve')).values.map((v) => v.value.en)).toContain('GOD');

    const versions = await kit.call<{ items: Array<{ id: number; scheme: { shortName: string } }>; total: number }>('GET', `/params/${glucose.id}/scheme_versions?current=true`);
    expect(versions.body).toMatchObject({ total: 1, items: [{ id: schemeVersionId, scheme: { shortName: 'GLU' } }] });
    const byDimension = ok(await kit.call<{ items: Array<{ id: number }> }>('GET', `/dimensions/modszer_neve/orgs/${kit.fx.org.id}/scheme_versions`));
    expect(byDimension.items.map((v) => v.id)).toEqual([schemeVersionId]);
    expect(ok(await kit.call<{ items: unknown[] }>('GET', `/dimensions/attachment/orgs/${kit.fx.org.id}/scheme_versions`)).items).toEqual([]);
    expect((await kit.call('GET', `/dimensions/modszer_neve/orgs/${kit.fx.otherOrg.id}/scheme_versions`)).status).toBe(403);
  });

  it('answers the same data over tRPC', async () => {
    const client = trpcClient(kit.server, { token: kit.admin });
    const parameter = await client.config.parameters.get.query({ id: glucose.id });
    expect(parameter.name).toEqual({ en: 'Glucose', hu: 'Glükóz' });
    const types = await client.config.dimensions.valueTypes.query({});
    expect(types.total).toBe(6);
    await expect(client.config.parameters.create.mutate({ name: { en: ' ' } })).rejects.toMatchObject({
      data: { httpStatus: 422, appError: { param: 'name', type: 'missingLocaleError' } },
    });
    await expect(trpcClient(kit.server, { token: kit.labUser }).config.parameters.list.query({})).rejects.toMatchObject({ data: { httpStatus: 403 } });
  });
});
