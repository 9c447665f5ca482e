import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expect409InUse, expect422, ok, startConfigKit, type ConfigKit } from './config-test-kit';

interface Unit {
  id: number;
  name: Record<string, string>;
  ordinal: number;
  hidden: boolean;
  deletable: boolean;
}
interface Conversion {
  id: number;
  factor: number;
  fromUnit: { id: number };
  toUnit: { id: number; name: Record<string, string> };
  parameter: { id: number } | null;
}

let kit: ConfigKit;
beforeAll(async () => {
  kit = await startConfigKit();
});
afterAll(async () => {
  await kit?.server.close();
});

describe('units (spec 3 §7 Units)', () => {
  it('creates, reads, lists (search, sort, paging) and updates units', async () => {
    const mmol = ok(await kit.call<Unit>('POST', '/units', { name: { en: 'mmol/L', hu: 'mmol/l' } }));
    expect(mmol).toMatchObject({ name: { en: 'mmol/L', hu: 'mmol/l' }, ordinal: 1, hidden: false, deletable: true });
    const mg = ok(await kit.call<Unit>('POST', '/units', { name: { en: 'mg/dL' }, ordinal: '5' }));
    expect(mg.ordinal).toBe(5);
    const gram = ok(await kit.call<Unit>('POST', '/units', { name: { en: 'g/L', hu: 'g/l' } }));
    expect(gram.ordinal).toBe(6);

    expect(ok(await kit.call<Unit>('GET', `/units/${mg.id}`))).toEqual(mg);
    const byDefault = await kit.call<{ items: Unit[]; total: number }>('GET', '/units?sort=default');
    expect(byDefault.body.items.map((u) => u.id)).toEqual([mmol.id, mg.id, gram.id]);
    expect(byDefault.headers.get('x-total-count')).toBe('3');
    const alphabet = ok(await kit.call<{ items: Unit[] }>('GET', '/units?sort=alphabet&locale=hu'));
    expect(alphabet.items.map((u) => u.id)).toEqual([gram.id, mg.id, mmol.id]);
    const searched = ok(await kit.call<{ items: Unit[]; total: number }>('GET', '/units?query=MMOL'));
    expect(searched).toMatchObject({ total: 1, items: [{ id: mmol.id }] });
    expect(ok(await kit.call<{ items: Unit[] }>('GET', `/units?query=${gram.id}`)).items.map((u) => u.id)).toEqual([gram.id]);
    const paged = await kit.call<{ items: Unit[]; total: number }>('GET', '/units?offset=1&limit=1');
    expect(paged.body).toMatchObject({ total: 3, items: [{ id: mg.id }] });

    const renamed = ok(await kit.call<Unit>('PATCH', `/units/${mg.id}`, { name: { en: 'mg/dl' }, ordinal: 2, hidden: true }));
    expect(renamed).toMatchObject({ name: { en: 'mg/dl' }, ordinal: 2, hidden: true });
  });

  it('refuses a unit without a name, a non-numeric or taken ordinal (422 with param)', async () => {
    expect422(await kit.call('POST', '/units', { name: {} }), 'name');
    expect422(await kit.call('POST', '/units', { name: { en: '  ' } }), 'name');
    expect422(await kit.call('POST', '/units', {}), 'name');
    const unit = ok(await kit.call<Unit>('POST', '/units', { name: { en: 'U/L' } }));
    expect422(await kit.call('PATCH', `/units/${unit.id}`, { ordinal: 'abc' }), 'ordinal');
    expect422(await kit.call('PATCH', `/units/${unit.id}`, { ordinal: null }), 'ordinal');
    expect422(await kit.call('PATCH', `/units/${unit.id}`, { ordinal: 1 }), 'ordinal');
    expect((await kit.call('GET', '/units/999999')).status).toBe(404);
  });

  it('manages conversions, tests them (parameter-specific beats general) and lists the dimensions using a unit', async () => {
    const from = ok(await kit.call<Unit>('POST', '/units', { name: { en: 'mmol/mol' } }));
    const to = ok(await kit.call<Unit>('POST', '/units', { name: { en: '%' } }));
    const other = ok(await kit.call<Unit>('POST', '/units', { name: { en: 'mg' } }));
    const parameter = await kit.server.db.insertInto('parameters').values({ name: { en: 'HbA1c' } }).returning('id').executeTakeFirstOrThrow();

    expect422(await kit.call('POST', `/units/${from.id}/conversions`, { toUnit: { id: to.id } }), 'factor');
    expect422(await kit.call('POST', `/units/${from.id}/conversions`, { factor: 2 }), 'toUnit');
    expect422(await kit.call('POST', `/units/${from.id}/conversions`, { factor: 'x', toUnit: { id: to.id } }), 'factor');
    expect422(await kit.call('POST', `/units/${from.id}/conversions`, { factor: 2, toUnit: { id: from.id } }), 'toUnit');
    expect422(await kit.call('POST', `/units/${from.id}/conversions`, { factor: 2, toUnit: { id: to.id }, fromUnit: { id: to.id } }), 'fromUnit');

    const general = ok(await kit.call<Conversion>('POST', `/units/${from.id}/conversions`, { factor: '0,5', toUnit: { id: to.id }, parameter: null, fromUnit: { id: from.id } }));
    expect(general).toMatchObject({ factor: 0.5, fromUnit: { id: from.id }, toUnit: { id: to.id, name: { en: '%' } }, parameter: null });
    const specific = ok(
      await kit.call<Conversion>('POST', `/units/${from.id}/conversions`, { factor: 0.0915, toUnit: { id: to.id }, parameter: { id: parameter.id } }),
    );
    expect(specific.parameter).toMatchObject({ id: parameter.id });
    expect422(await kit.call('POST', `/units/${from.id}/conversions`, { factor: 3, toUnit: { id: to.id } }), 'toUnit', 'config.refusals.conversionExists');
    ok(await kit.call('POST', `/units/${other.id}/conversions`, { factor: 4, toUnit: { id: from.id } }));

    const list = ok(await kit.call<{ items: Conversion[]; total: number }>('GET', `/units/${from.id}/conversions`));
    expect(list.items.map((c) => c.id)).toEqual([general.id, specific.id]);

    const tester = ok(await kit.call<{ items: Array<{ toUnit: { id: number }; factor: number; parameterSpecific: boolean }> }>('GET', `/units/${from.id}/convertibles`));
    expect(tester.items).toEqual([
      { toUnit: { id: to.id, name: { en: '%' }, ordinal: to.ordinal }, factor: 0.5, direction: 'direct', parameterSpecific: false },
      { toUnit: { id: other.id, name: { en: 'mg' }, ordinal: other.ordinal }, factor: 0.25, direction: 'inverse', parameterSpecific: false },
    ]);
    const forParameter = ok(await kit.call<{ items: Array<{ toUnit: { id: number }; factor: number; parameterSpecific: boolean }> }>('GET', `/units/${from.id}/convertibles?param_id=${parameter.id}`));
    expect(forParameter.items.find((c) => c.toUnit.id === to.id)).toMatchObject({ factor: 0.0915, parameterSpecific: true });
    const none = ok(await kit.call<{ items: unknown[] }>('GET', `/units/${to.id}/convertibles?param_id=${parameter.id}`));
    expect(none.items).toHaveLength(1);

    const updated = ok(
      await kit.call<Conversion>('PATCH', `/units/${from.id}/conversions/${general.id}`, { id: general.id, factor: 0.6, toUnit: { id: to.id }, fromUnit: { id: from.id } }),
    );
    expect(updated.factor).toBe(0.6);
    expect422(await kit.call('PATCH', `/units/${from.id}/conversions/${general.id}`, { id: specific.id, factor: 1, toUnit: { id: to.id } }), 'id');
    ok(await kit.call('DELETE', `/units/${from.id}/conversions/${specific.id}`));
    expect((await kit.call('DELETE', `/units/${from.id}/conversions/${specific.id}`)).status).toBe(404);

    await kit.server.db.insertInto('dimensions').values({ id: 'hba1c_result', name: { en: 'HbA1c result' }, valueType: 'numeric', unitId: from.id }).execute();
    await kit.server.db.insertInto('parameterDimensions').values({ parameterId: parameter.id, dimensionId: 'hba1c_result', role: 'result', unitId: from.id }).execute();
    const users = ok(await kit.call<{ items: Array<{ dimension: { id: string }; defaultUnit: boolean; evaluationUnit: boolean; parameters: Array<{ id: number }> }> }>('GET', `/units/${from.id}/parameter-dimensions`));
    expect(users.items).toEqual([
      { dimension: { id: 'hba1c_result', name: { en: 'HbA1c result' }, valueType: 'numeric' }, defaultUnit: true, evaluationUnit: true, parameters: [{ id: parameter.id, name: { en: 'HbA1c' }, qualifier: null }] },
    ]);

    expect(ok(await kit.call<Unit>('GET', `/units/${from.id}`)).deletable).toBe(false);
    expect409InUse(await kit.call('DELETE', `/units/${from.id}`));
    expect(ok(await kit.call<Unit>('GET', `/units/${other.id}`)).deletable).toBe(true);
    ok(await kit.call('DELETE', `/units/${other.id}`));
    expect((await kit.call('GET', `/units/${other.id}`)).status).toBe(404);
  });
});
