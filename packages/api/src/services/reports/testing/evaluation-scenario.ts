import type { Kysely } from 'kysely';
import type { DB } from '@eqa/db';
import { evaluateSurvey } from '@eqa/jobs';
import {
  createEvaluationCatalog,
  createLabs,
  createScheme,
  createSurvey,
  submitResults,
  type EvaluationCatalog,
  type NumericEntry,
  type SurveyFixture,
} from '@eqa/jobs/evaluation/testing/evaluation-fixture';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { createCaches, type Caches } from '../../../caches';
import { createApiFixture, FIXTURE_PASSWORD, type ApiFixture } from '../../../testing/fixtures';
import { signIn, startTestApp, type TestApp } from '../../../testing/test-app';
import { insertAcceptedContract } from '../../../testing/survey-fixtures';
import { daysFromNow, insertInvoice, TEST_NOW } from '../../../testing/survey-test-helpers';

/**
 * Test data of the evaluation and report API tests (not shipped code), as of TEST_NOW (demo mode):
 * the API fixture's labs plus 12 more take part in
 * - `evaluated`: ended 60 days ago, evaluated 10 days ago (evaluation and pre-evaluation runs);
 * - `older`: the same scheme a year earlier, evaluated (the long-term history);
 * - `preEvaluated`: ended 5 days ago, pre-evaluated 2 days ago (pre-evaluation run only);
 * - `running`: still in progress.
 * The plain lab (the `lab` user) reports 5.8 on sample 1 of `evaluated` and `preEvaluated` (outside
 * 4.5–5.5: not accepted, a significant difference), accepted values in `older`; the small lab has an overdue invoice (late payment). The core lab, its
 * satellite, the plain and the small lab have accepted contracts for both years.
 */
export interface EvaluationScenario {
  f: ApiFixture;
  catalog: EvaluationCatalog;
  schemeVersionId: number;
  extraLabs: number[];
  evaluated: SurveyFixture;
  older: SurveyFixture;
  preEvaluated: SurveyFixture;
  running: SurveyFixture;
  /** Numeric values of `evaluated` per lab: [sample 1, sample 2]. */
  values: Map<number, [NumericEntry, NumericEntry]>;
}

export const PLAIN_VALUES: [NumericEntry, NumericEntry] = [5.8, 9.1];

export async function createEvaluationScenario(db: Kysely<DB>): Promise<EvaluationScenario> {
  const f = await createApiFixture(db);
  const catalog = await createEvaluationCatalog(db);
  const { schemeVersionId } = await createScheme(db, f.org.id, catalog);
  const extraLabs = await createLabs(db, f.org.id, 12);
  const { plain, core, satellite, small } = f.labs;
  const participants = [plain.id, core.id, satellite.id, small.id, ...extraLabs];
  for (const labId of [plain.id, core.id, satellite.id, small.id]) {
    for (const year of [2029, 2030]) {
      await insertAcceptedContract(db, { labId, orgId: f.org.id, year, acceptedAt: new Date('2029-01-05T10:00:00Z') });
    }
  }
  await insertInvoice(db, { orgId: f.org.id, labId: small.id, year: 2030, annualNumber: 1, paymentDeadline: '2030-06-01' });

  const targets = [
    { acceptanceMin: 4.5, acceptanceMax: 5.5, target: 5 },
    { acceptanceMin: 8.2, acceptanceMax: 9.8, target: 9 },
  ];
  const base = { orgId: f.org.id, schemeVersionId, catalog, targets };
  const evaluated = await createSurvey(db, {
    ...base,
    labIds: participants,
    startsAt: daysFromNow(-90),
    endsAt: daysFromNow(-60),
    preEvaluatedAt: daysFromNow(-50),
    evaluatedAt: daysFromNow(-10),
    year: 2030,
  });
  const older = await createSurvey(db, {
    ...base,
    labIds: [plain.id, ...extraLabs],
    startsAt: daysFromNow(-330),
    endsAt: daysFromNow(-300),
    evaluatedAt: daysFromNow(-280),
    year: 2029,
  });
  const preEvaluated = await createSurvey(db, {
    ...base,
    labIds: [plain.id, ...extraLabs],
    startsAt: daysFromNow(-35),
    endsAt: daysFromNow(-5),
    preEvaluatedAt: daysFromNow(-2),
    year: 2030,
  });
  const running = await createSurvey(db, { ...base, labIds: [plain.id], startsAt: daysFromNow(-5), endsAt: daysFromNow(10), year: 2030 });

  const values = new Map<number, [NumericEntry, NumericEntry]>();
  participants.forEach((labId, i) => {
    values.set(labId, labId === plain.id ? PLAIN_VALUES : [Math.round((5 + 0.15 * Math.sin(i * 1.9)) * 1000) / 1000, Math.round((9 + 0.3 * Math.cos(i * 1.1)) * 1000) / 1000]);
  });
  const submit = async (survey: SurveyFixture, labIds: number[], at: Date, shift: number, plainValues = PLAIN_VALUES) => {
    for (const [i, labId] of labIds.entries()) {
      const [a, b] = labId === plain.id ? plainValues : values.get(labId)!;
      await submitResults(db, {
        labId,
        surveyId: survey.surveyId,
        resultGroupId: survey.resultGroupIds.get(labId)!,
        catalog,
        sampleIds: survey.sampleIds,
        numeric: [typeof a === 'number' ? a + shift : a, typeof b === 'number' ? b + shift : b],
        method: i % 3 === 1 ? 1 : 0,
        colors: [i % 4 === 3 ? catalog.colorValueIds[1] : catalog.colorValueIds[0], null],
        validate: true,
        at,
      });
    }
  };
  await submit(evaluated, participants, daysFromNow(-61), 0);
  await submit(older, [plain.id, ...extraLabs], daysFromNow(-301), 0.1, [4.95, 8.9]);
  await submit(preEvaluated, [plain.id, ...extraLabs], daysFromNow(-6), -0.05);

  await evaluateSurvey(db, { surveyId: evaluated.surveyId, kind: 'pre_evaluation' });
  await evaluateSurvey(db, { surveyId: evaluated.surveyId, kind: 'evaluation' });
  await evaluateSurvey(db, { surveyId: older.surveyId, kind: 'evaluation' });
  await evaluateSurvey(db, { surveyId: preEvaluated.surveyId, kind: 'pre_evaluation' });
  return { f, catalog, schemeVersionId, extraLabs, evaluated, older, preEvaluated, running, values };
}

export { TEST_NOW };

/** Tokens of the scenario's users, signed in on a test app. */
export interface ScenarioTokens {
  lab: string;
  coreLab: string;
  satellite: string;
  small: string;
  admin: string;
  otherAdmin: string;
}

/**
 * The report tests' setup: a test database with the evaluation scenario, the app on it at TEST_NOW
 * (demo mode) with caches the tests can clear, and every scenario user signed in. `close` stops and drops.
 */
export async function startReportTestApp(): Promise<{ t: TestDatabase; app: TestApp; s: EvaluationScenario; caches: Caches; tokens: ScenarioTokens; close(): Promise<void> }> {
  const t = await createTestDatabase();
  const caches = createCaches();
  const app = await startTestApp(t.db, { settings: { demoMode: true, defaultDemoDate: TEST_NOW.toISOString() }, caches });
  const s = await createEvaluationScenario(t.db);
  const { users } = s.f;
  const as = (username: string) => signIn(app, username, FIXTURE_PASSWORD);
  const tokens: ScenarioTokens = {
    lab: await as(users.lab.username),
    coreLab: await as(users.coreLab.username),
    satellite: await as(users.satellite.username),
    small: await as(users.noEmail.username),
    admin: await as(users.orgAdmin.username),
    otherAdmin: await as(users.otherOrgAdmin.username),
  };
  return {
    t,
    app,
    s,
    caches,
    tokens,
    async close() {
      await app.close();
      await t.drop();
    },
  };
}
