import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, isAppError } from '@eqa/core';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { createCaches } from '../../caches';
import type { Session } from '../../context';
import { createApiFixture, FIXTURE_VALIDATION_PASSWORD, type ApiFixture } from '../../testing/fixtures';
import { createSurveyFixture, type SurveyFixture } from '../../testing/survey-fixtures';
import { daysFromNow, TEST_NOW } from '../../testing/survey-test-helpers';
import { expectReadModelsMatchEvents, loadStreamView, prng, randomValues, type StreamView } from '../../testing/random-edits';
import { ZSaveBulkInput, ZSaveSampleInput, ZSaveValuesInput } from './save-values.types';
import type { AttemptContext } from '../auth/validation-password-attempts';
import { deleteParameterResults } from './delete-parameter-results';
import { addResultGroup, updateResultGroup } from './result-group-writes';
import { saveBulkResultValues, saveResultValues, saveSampleResultValues, type ResultWriteContext } from './save-result-values';
import { invalidateSurvey, validateSurvey } from './validate-survey';

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
    const caches = createCaches();
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

    let conflicts = 0;
    let refusals = 0;
    const accepted: Record<string, number> = {};

    async function client(index: number): Promise<void> {
      const rng = prng(4242 + index);
      const seen = new Map<string, StreamView>();
      const reload = async (target: (typeof streams)[number]) => {
        const view = await loadStreamView(db, { labId: target.labId, surveyId: target.survey.surveyId });
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
        // each client is its own session (another author: a change of another client after the version it saw conflicts)
        const user = rng.pick(target.users);
        const ctx: ResultWriteContext & AttemptContext = { db, caches, clock, wallClock: clock, ip: '127.0.0.1', session: { ...user, sessionId: index + 1 }, requestId: `client-${index}` };
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

    const userIds = new Set(labs.flatMap((l) => l.users.map((u) => u.user.id)));
    await expectReadModelsMatchEvents(db, streams.map(({ labId, survey }) => ({ labId, surveyId: survey.surveyId })), userIds);
    const metadata = await db.selectFrom('events').select('metadata').execute();
    expect(metadata.every((e) => e.metadata.requestId?.startsWith('client-'))).toBe(true);
  }, 240_000);
});
