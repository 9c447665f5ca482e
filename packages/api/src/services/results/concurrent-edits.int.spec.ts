import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, isAppError, labSurveyStreamId, parseResultEvent, replay, type ResultValueInputRaw } from '@eqa/core';
import { readStream, rebuildProjections } from '@eqa/db';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import type { Session } from '../../context';
import { createApiFixture, FIXTURE_VALIDATION_PASSWORD, type ApiFixture } from '../../testing/fixtures';
import { createSurveyFixture, type SurveyFixture } from '../../testing/survey-fixtures';
import { daysFromNow, TEST_NOW } from '../../testing/survey-test-helpers';
import { ZSaveBulkInput, ZSaveSampleInput, ZSaveValuesInput } from '../../routers/results/save-values.types';
import type { AttemptContext } from '../auth/validation-password-attempts';
import type { SurveyServiceContext } from '../surveys/open-lab-survey';
import { deleteParameterResults } from './delete-parameter-results';
import { addResultGroup, updateResultGroup } from './result-group-writes';
import { saveBulkResultValues, saveResultValues, saveSampleResultValues } from './save-result-values';
import { invalidateSurvey, validateSurvey } from './validate-survey';

/** mulberry32: a small deterministic PRNG, so a failing run can be replayed. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}
type Rng = ReturnType<typeof prng>;

const CLIENTS = 20;
const EDITS_PER_CLIENT = 50; // 1,000 accepted edits in all

describe('1,000 random edits from 20 concurrent clients through the result services', () => {
  let t: TestDatabase;
  let f: ApiFixture;
  let surveys: SurveyFixture[];

  beforeAll(async () => {
    t = await createTestDatabase();
    f = await createApiFixture(t.db);
    const labIds = [f.labs.plain.id, f.labs.core.id, f.labs.satellite.id, f.labs.small.id];
    surveys = [
      await createSurveyFixture(t.db, { orgId: f.org.id, labIds, startsAt: daysFromNow(-5), endsAt: daysFromNow(10) }),
      await createSurveyFixture(t.db, { orgId: f.org.id, labIds, startsAt: daysFromNow(-3), endsAt: daysFromNow(12) }),
    ];
  });

  afterAll(async () => {
    await t.drop();
  });

  it('leave current values equal to a replay of the events, and a rebuild of the projections changes nothing', async () => {
    const { db } = t;
    const clock = fixedClock(TEST_NOW);
    const session = (user: { id: number; username: string }, roleId: Session['roleId'], labId: number | null, coreLab = false): Session => ({
      sessionId: 0,
      user,
      roleId,
      orgId: f.org.id,
      labId,
      coreLab,
      accessBlocked: false,
    });
    const admin = session(f.users.orgAdmin, 'org_admin', null);
    const labs = [
      { labId: f.labs.plain.id, users: [admin, session(f.users.lab, 'lab_admin', f.labs.plain.id)] },
      { labId: f.labs.core.id, users: [admin, session(f.users.coreLab, 'lab_admin', f.labs.core.id, true)] },
      { labId: f.labs.satellite.id, users: [admin, session(f.users.satellite, 'lab_admin', f.labs.satellite.id)] },
      { labId: f.labs.small.id, users: [admin, session(f.users.noEmail, 'lab_admin', f.labs.small.id)] },
    ];
    /** 8 lab-survey streams; each client works mostly on its own one (a lab's user at work), sometimes on any. */
    const streams = surveys.flatMap((survey) => labs.map((lab) => ({ ...lab, survey })));

    const randomValues = (rng: Rng, survey: SurveyFixture, parameterId: number, sampleId: number | null): ResultValueInputRaw[] => {
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
    };

    let conflicts = 0;
    let refusals = 0;
    const accepted: Record<string, number> = {};

    async function client(index: number): Promise<void> {
      const rng = prng(4242 + index);
      const seen = new Map<string, { version: number; validated: boolean; groups: number[] }>();
      const reload = async (target: (typeof streams)[number]) => {
        const [status, groups] = await Promise.all([
          db.selectFrom('labSurveyStatus').select(['streamVersion', 'validated']).where('labId', '=', target.labId).where('surveyId', '=', target.survey.surveyId).executeTakeFirst(),
          db.selectFrom('resultGroups').select('id').where('labId', '=', target.labId).where('surveyId', '=', target.survey.surveyId).orderBy('ordinal').execute(),
        ]);
        const view = { version: status?.streamVersion ?? 0, validated: status?.validated ?? false, groups: groups.map((g) => g.id) };
        seen.set(`${target.labId}/${target.survey.surveyId}`, view);
        return view;
      };
      const home = streams[index % streams.length] ?? streams[0];
      let done = 0;
      while (done < EDITS_PER_CLIENT) {
        const target = rng.next() < 0.85 && home ? home : rng.pick(streams);
        const survey = target.survey;
        const { parameters: p, dimensions: d, values: v, samples } = survey;
        const view = seen.get(`${target.labId}/${survey.surveyId}`) ?? (await reload(target));
        const ctx: SurveyServiceContext & AttemptContext = { db, clock, wallClock: clock, ip: '127.0.0.1', session: rng.pick(target.users), requestId: `client-${index}` };
        const ids = { labId: target.labId, surveyId: survey.surveyId, expectedVersion: view.version };
        const roll = rng.next();
        let kind: string;
        try {
          let result: { streamVersion: number };
          if (view.validated) {
            kind = 'invalidate';
            result = await invalidateSurvey(ctx, { ...ids, validationPassword: FIXTURE_VALIDATION_PASSWORD });
            view.validated = false;
          } else if (roll < 0.5) {
            kind = 'saveValues';
            const parameterId = rng.pick([p.glucose, p.cholesterol, p.sediment]);
            const sampleId = rng.pick([null, samples[0], samples[1]]);
            result = await saveResultValues(ctx, ZSaveValuesInput.parse({ ...ids, paramId: parameterId, groupId: rng.pick(view.groups), sampleId, values: randomValues(rng, survey, parameterId, sampleId) }));
          } else if (roll < 0.62) {
            kind = 'saveBulk';
            const results = [p.glucose, p.cholesterol].map((parameterId) => ({
              parameterId,
              resultGroupId: rng.pick(view.groups),
              sampleId: null,
              values: [{ dimensionId: d.method, type: 'nominal' as const, valueId: rng.pick(v.method.slice(0, 3)) }],
            }));
            result = await saveBulkResultValues(ctx, ZSaveBulkInput.parse({ ...ids, results }));
          } else if (roll < 0.72) {
            kind = 'saveSample';
            const sampleId = rng.pick(samples);
            result = await saveSampleResultValues(
              ctx,
              ZSaveSampleInput.parse({
                ...ids,
                sampleId,
                results: [{ parameterId: p.glucose, resultGroupId: rng.pick(view.groups), values: randomValues(rng, survey, p.glucose, sampleId) }],
              }),
            );
          } else if (roll < 0.78) {
            kind = 'deleteParameter';
            result = await deleteParameterResults(ctx, { ...ids, paramId: rng.pick([p.glucose, p.cholesterol, p.sediment]) });
          } else if (roll < 0.86) {
            kind = 'validate';
            result = await validateSurvey(ctx, { ...ids, validationPassword: FIXTURE_VALIDATION_PASSWORD });
            view.validated = true;
          } else if (roll < 0.97 || view.groups.length >= 3) {
            kind = 'updateResultGroup';
            result = await updateResultGroup(ctx, { ...ids, groupId: rng.pick(view.groups), name: rng.pick([null, 'Cobas', 'Back-up', '']), comment: rng.pick([null, 'c']) });
          } else {
            kind = 'addResultGroup';
            result = await addResultGroup(ctx, { ...ids, name: null, comment: null });
            await reload(target);
          }
          view.version = result.streamVersion;
          accepted[kind] = (accepted[kind] ?? 0) + 1;
          done += 1;
        } catch (error) {
          if (!isAppError(error)) throw error;
          if (error.code === 'CONFLICT') conflicts += 1;
          // validation refused for missing values, or another client validated since this one looked
          else if (error.code === 'CONSTRAINT' && (error.type === 'missing_mandatory_values_error' || error.type === 'survey_read_only')) refusals += 1;
          else throw error;
          // the client reloads and goes on with a fresh edit
          await reload(target);
        }
      }
    }

    await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));
    expect(Object.values(accepted).reduce((a, b) => a + b, 0)).toBe(CLIENTS * EDITS_PER_CLIENT);
    expect(conflicts).toBeGreaterThan(0);
    console.info(`1,000 edits ${JSON.stringify(accepted)}: ${conflicts} conflicts reloaded, ${refusals} refused by a rule (missing values, validated meanwhile)`);

    let events = 0;
    for (const { labId, survey } of streams) {
      const stored = await readStream(db, labSurveyStreamId(labId, survey.surveyId));
      events += stored.length;
      expect(stored.map((e) => e.streamVersion)).toEqual(stored.map((_, i) => i + 1));
      const userIds = new Set(labs.flatMap((l) => l.users.map((u) => u.user.id)));
      expect(stored.every((e) => e.metadata.userId !== null && userIds.has(e.metadata.userId) && e.metadata.requestId?.startsWith('client-'))).toBe(true);
      const state = replay(stored.map(parseResultEvent));
      const expected = Object.values(state.values)
        .map((cv) => ({ parameterId: cv.parameterId, resultGroupId: cv.resultGroupId, sampleId: cv.sampleId, dimensionId: cv.value.dimensionId, position: cv.position, value: cv.value.value, valueId: cv.value.valueId, relation: cv.value.relation, unitId: cv.value.unitId, components: cv.value.components ?? null }))
        .sort(byCell);
      const actual = (
        await db
          .selectFrom('resultValues')
          .select(['parameterId', 'resultGroupId', 'sampleId', 'dimensionId', 'position', 'value', 'valueId', 'relation', 'unitId', 'components'])
          .where('labId', '=', labId)
          .where('surveyId', '=', survey.surveyId)
          .execute()
      ).sort(byCell);
      expect(actual).toEqual(expected);
      const status = await db.selectFrom('labSurveyStatus').selectAll().where('labId', '=', labId).where('surveyId', '=', survey.surveyId).executeTakeFirstOrThrow();
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
  }, 240_000);
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
