import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expect409InUse, expect422, insertCatalog, ok, startConfigKit, type ConfigKit } from './config-test-kit';

interface SetupPath {
  steps: Array<{ id: string; count: number; done: boolean }>;
  next: string | null;
  complete: boolean;
  noSurveys: boolean;
  noLabs: boolean;
}
interface ParameterGroup {
  id: number;
  name: Record<string, string>;
  ordinal: number;
}

/**
 * Issue 33, a guided first day: the setup path follows what the organisation has made, step by step,
 * from an empty catalogue (the API fixture has no units, dimensions, parameters, schemes or products);
 * parameter groups can be created, renamed and deleted while unused.
 */
let kit: ConfigKit;
beforeAll(async () => {
  kit = await startConfigKit();
});
afterAll(async () => {
  await kit?.server.close();
});

const path = () => `/orgs/${kit.fx.org.id}/setup_path`;
const done = (setup: SetupPath) => setup.steps.filter((step) => step.done).map((step) => step.id);

describe('the setup path (issue 33)', () => {
  it('starts at units on an empty catalogue and moves on as each step is made', async () => {
    const db = kit.server.db;
    const start = ok(await kit.call<SetupPath>('GET', path()));
    expect(start.steps.map((step) => step.id)).toEqual(['units', 'dimensions', 'parameters', 'scheme', 'schemeVersion', 'rounds', 'survey', 'countries', 'product', 'registration']);
    expect(start.noSurveys).toBe(true);
    // the fixture's organisation has laboratories
    expect(start.noLabs).toBe(false);
    expect(start.complete).toBe(false);
    // the fixture's org serves countries already, and outside production the three legal templates
    // are in force (registration open); nothing else exists
    expect(done(start)).toEqual(['countries', 'registration']);
    expect(start.steps.find((step) => step.id === 'registration')?.count).toBe(3);
    expect(start.next).toBe('units');

    await db.insertInto('units').values({ name: { en: 'mmol/L' }, ordinal: 1 }).execute();
    expect(ok(await kit.call<SetupPath>('GET', path())).next).toBe('dimensions');
    await db.insertInto('dimensions').values({ id: 'setup_result', name: { en: 'Result' }, valueType: 'numeric', ordinal: 1 }).execute();
    const parameter = await db.insertInto('parameters').values({ name: { en: 'Glucose' }, ordinal: 1 }).returning('id').executeTakeFirstOrThrow();
    // a scheme version without parameters does not count; with one it does, and rounds come next
    const catalog = await insertCatalog(kit, { shortName: 'SETUP', year: 2017, ordinal: 1, parameterIds: [parameter.id] });
    const afterCatalog = ok(await kit.call<SetupPath>('GET', path()));
    expect(done(afterCatalog)).toEqual(expect.arrayContaining(['units', 'dimensions', 'parameters', 'scheme', 'schemeVersion', 'rounds']));
    expect(afterCatalog.next).toBe('survey');
    // a survey without samples: no longer "no surveys", the step not done yet
    const survey = await db
      .insertInto('surveys')
      .values({ orgId: kit.fx.org.id, schemeVersionId: catalog.schemeVersionId, roundId: catalog.roundId, startsAt: new Date('2017-03-01T08:00:00Z'), endsAt: new Date('2017-04-01T08:00:00Z') })
      .returning('id')
      .executeTakeFirstOrThrow();
    const withSurvey = ok(await kit.call<SetupPath>('GET', path()));
    expect(withSurvey.noSurveys).toBe(false);
    expect(withSurvey.next).toBe('survey');
    await db.insertInto('samples').values({ surveyId: survey.id, name: 'S1', ordinal: 1 }).execute();
    expect(ok(await kit.call<SetupPath>('GET', path())).next).toBe('product');
  });

  it('is for the administrators of the organisation: 403 for a lab user and another org, 401 signed out', async () => {
    expect((await kit.call('GET', path(), undefined, kit.labUser)).status).toBe(403);
    expect((await kit.call('GET', path(), undefined, kit.otherAdmin)).status).toBe(403);
    expect((await kit.call('GET', path(), undefined, '')).status).toBe(401);
  });
});

describe('parameter groups (issue 33: they can be created)', () => {
  it('creates with the next ordinal, renames, refuses a taken ordinal and a nameless group, and deletes an unused one', async () => {
    const first = ok(await kit.call<ParameterGroup>('POST', '/params/param_groups', { name: { en: 'Electrolytes', hu: 'Elektrolitok' } }));
    const second = ok(await kit.call<ParameterGroup>('POST', '/params/param_groups', { name: { en: 'Enzymes' } }));
    expect(second.ordinal).toBeGreaterThan(first.ordinal);
    const renamed = ok(await kit.call<ParameterGroup>('PUT', `/params/param_groups/${second.id}`, { name: { en: 'Enzymes', hu: 'Enzimek' } }));
    expect(renamed).toEqual({ id: second.id, name: { en: 'Enzymes', hu: 'Enzimek' }, ordinal: second.ordinal });
    expect422(await kit.call('PUT', `/params/param_groups/${second.id}`, { name: { en: 'Enzymes' }, ordinal: first.ordinal }), 'ordinal');
    expect422(await kit.call('POST', '/params/param_groups', { name: { en: ' ' } }), 'name');
    expect((await kit.call('PUT', '/params/param_groups/999999', { name: { en: 'x' } })).status).toBe(404);
    const list = ok(await kit.call<{ items: ParameterGroup[] }>('GET', '/params/param_groups'));
    expect(list.items.map((group) => group.id)).toEqual(expect.arrayContaining([first.id, second.id]));

    // in use by a parameter: 409; unused: deleted
    await kit.server.db.insertInto('parameters').values({ name: { en: 'Sodium' }, ordinal: 2, groupId: first.id }).execute();
    expect409InUse(await kit.call('DELETE', `/params/param_groups/${first.id}`));
    ok(await kit.call('DELETE', `/params/param_groups/${second.id}`));
    expect((await kit.call('DELETE', `/params/param_groups/${second.id}`)).status).toBe(404);
    expect((await kit.call('POST', '/params/param_groups', { name: { en: 'x' } }, kit.labUser)).status).toBe(403);
  });
});
