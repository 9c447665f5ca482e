import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, isAppError } from '@eqa/core';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { createCaches } from '../../caches';
import type { Session } from '../../context';
import { FIXTURE_VALIDATION_PASSWORD } from '../../testing/fixtures';
import { TEST_NOW } from '../../testing/survey-test-helpers';
import { createRandomEditsFixture, expectReadModelsMatchEvents, runRandomEdits, type EditOutcome, type RandomEdit, type RandomEditsFixture } from '../../testing/random-edits';
import { ZSaveBulkInput, ZSaveSampleInput, ZSaveValuesInput } from './save-values.types';
import type { AttemptContext } from '../auth/validation-password-attempts';
import { deleteParameterResults } from './delete-parameter-results';
import { addResultGroup, updateResultGroup } from './result-group-writes';
import { saveBulkResultValues, saveResultValues, saveSampleResultValues, type ResultWriteContext } from './save-result-values';
import { invalidateSurvey, validateSurvey } from './validate-survey';

/** The 1,000-edit replay test (testing/random-edits) through the result services, in this process. */
describe('1,000 random edits from 20 concurrent clients through the result services', () => {
  let t: TestDatabase;
  let fixture: RandomEditsFixture;

  beforeAll(async () => {
    t = await createTestDatabase();
    fixture = await createRandomEditsFixture(t.db);
  });

  afterAll(async () => {
    await t.drop();
  });

  it('leave current values equal to a replay of the events, and a rebuild of the projections changes nothing', async () => {
    const { db } = t;
    const { f, streams } = fixture;
    const clock = fixedClock(TEST_NOW);
    const caches = createCaches();
    const sessionOf = (edit: RandomEdit): Omit<Session, 'sessionId'> => {
      if (edit.as === 'orgAdmin') return { user: f.users.orgAdmin, roleId: 'org_admin', orgId: f.org.id, labId: null, coreLab: false, accessBlocked: false };
      const stream = streams.find((s) => s.labId === edit.labId);
      if (!stream) throw new Error(`no stream of lab ${edit.labId}`);
      return { user: stream.labUser, roleId: 'lab_admin', orgId: f.org.id, labId: edit.labId, coreLab: edit.labId === f.labs.core.id, accessBlocked: false };
    };

    const perform = async (client: number, edit: RandomEdit): Promise<EditOutcome> => {
      // each client is its own session (another author: a change of another client after the version it saw conflicts)
      const ctx: ResultWriteContext & AttemptContext = { db, caches, clock, wallClock: clock, ip: '127.0.0.1', session: { ...sessionOf(edit), sessionId: client + 1 }, requestId: `client-${client}` };
      const ids = { labId: edit.labId, surveyId: edit.surveyId, expectedVersion: edit.expectedVersion };
      try {
        const written = await (async () => {
          switch (edit.kind) {
            case 'invalidate':
              return invalidateSurvey(ctx, { ...ids, validationPassword: FIXTURE_VALIDATION_PASSWORD });
            case 'validate':
              return validateSurvey(ctx, { ...ids, validationPassword: FIXTURE_VALIDATION_PASSWORD });
            case 'saveValues':
              return saveResultValues(ctx, ZSaveValuesInput.parse({ ...ids, paramId: edit.paramId, groupId: edit.groupId, sampleId: edit.sampleId, values: edit.values }));
            case 'saveBulk':
              return saveBulkResultValues(ctx, ZSaveBulkInput.parse({ ...ids, results: edit.results }));
            case 'saveSample':
              return saveSampleResultValues(ctx, ZSaveSampleInput.parse({ ...ids, sampleId: edit.sampleId, results: edit.results }));
            case 'deleteParameter':
              return deleteParameterResults(ctx, { ...ids, paramId: edit.paramId });
            case 'updateResultGroup':
              return updateResultGroup(ctx, { ...ids, groupId: edit.groupId, name: edit.name, comment: edit.comment });
            case 'addResultGroup':
              return addResultGroup(ctx, { ...ids, name: null, comment: null });
          }
        })();
        return { ok: true, streamVersion: written.streamVersion };
      } catch (error) {
        if (!isAppError(error)) throw error;
        if (error.code === 'CONFLICT') return { ok: false, refusal: 'conflict' };
        // validation refused for missing values, or another client validated since this one looked
        if (error.code === 'CONSTRAINT' && (error.type === 'missing_mandatory_values_error' || error.type === 'survey_read_only')) return { ok: false, refusal: 'rule' };
        throw error;
      }
    };

    const { accepted, conflicts, refusals } = await runRandomEdits({ db, streams, perform });
    expect(conflicts).toBeGreaterThan(0);
    console.info(`1,000 edits ${JSON.stringify(accepted)}: ${conflicts} conflicts reloaded, ${refusals} refused by a rule (missing values, validated meanwhile)`);
    await expectReadModelsMatchEvents(db, streams, fixture.userIds);
    const metadata = await db.selectFrom('events').select('metadata').execute();
    expect(metadata.every((e) => e.metadata.requestId?.startsWith('client-'))).toBe(true);
  }, 240_000);
});
