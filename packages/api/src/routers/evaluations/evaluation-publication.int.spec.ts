import { countEvaluatedResults, loadGenerationLabs } from '@eqa/db';
import { generatedDocumentPath } from '@eqa/core';
import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { createSurvey, submitResults, type SurveyFixture } from '@eqa/jobs/evaluation/testing/evaluation-fixture';
import { FIXTURE_PASSWORD } from '../../testing/fixtures';
import { daysFromNow } from '../../testing/survey-test-helpers';
import { rest, signIn, startTestApp, trpcClient, type TestApp } from '../../testing/test-app';
import { createEvaluationScenario, TEST_NOW, type EvaluationScenario } from '../../services/reports/testing/evaluation-scenario';
import type { TEvaluationOutcome } from '../../services/evaluations/get-evaluation-outcome.types';
import type { TEvaluationJob } from '../../services/evaluations/start-evaluation.types';
import type { TListSurveyDocumentsOutput } from '../../services/documents/list-survey-documents.types';

interface ErrorBody {
  error: { message: string; param?: string; type: string };
}

/**
 * Issue 33 "The evaluation from the web": publishing a pre-evaluation or an evaluation needs a
 * successful run of it on the current results (the results' high-water mark of the run), over REST
 * and tRPC; "Import evaluations" runs the engine; publishing the evaluation makes the participants'
 * documents; the participation report counts one result per sample and parameter.
 */
let t: TestDatabase;
let app: TestApp;
let s: EvaluationScenario;
let admin = '';
let lab = '';
/** An ended survey of 4 labs (plain and 3 more) nobody evaluated yet. */
let fresh: SurveyFixture;
let labIds: number[] = [];

const orgPath = () => `/orgs/${s.f.org.id}`;

beforeAll(async () => {
  t = await createTestDatabase();
  app = await startTestApp(t.db, { settings: { demoMode: true, defaultDemoDate: TEST_NOW.toISOString() } });
  s = await createEvaluationScenario(t.db);
  admin = await signIn(app, s.f.users.orgAdmin.username, FIXTURE_PASSWORD);
  lab = await signIn(app, s.f.users.lab.username, FIXTURE_PASSWORD);
  labIds = [s.f.labs.plain.id, ...s.extraLabs.slice(0, 3)];
  fresh = await createSurvey(t.db, {
    orgId: s.f.org.id,
    schemeVersionId: s.schemeVersionId,
    catalog: s.catalog,
    labIds,
    startsAt: daysFromNow(-30),
    endsAt: daysFromNow(-3),
    targets: [
      { acceptanceMin: 4.5, acceptanceMax: 5.5, target: 5 },
      { acceptanceMin: 8.2, acceptanceMax: 9.8, target: 9 },
    ],
    year: 2030,
  });
  // two results each (the numeric parameter on both samples) and a method: a context value, no result
  for (const [i, labId] of labIds.entries()) {
    await submitResults(t.db, {
      labId,
      surveyId: fresh.surveyId,
      resultGroupId: fresh.resultGroupIds.get(labId)!,
      catalog: s.catalog,
      sampleIds: fresh.sampleIds,
      numeric: [5 + i * 0.05, 9 - i * 0.05],
      method: i % 2 === 0 ? 0 : 1,
      validate: true,
      at: daysFromNow(-4),
    });
  }
});

afterAll(async () => {
  await app?.close();
  await t?.drop();
});

/** The autosave's PUT of the configuration page with the survey's scheme version and round. */
const put = (body: Record<string, unknown>) =>
  rest<ErrorBody>(app, 'PUT', `${orgPath()}/surveys/${fresh.surveyId}`, {
    token: admin,
    body: { schemeVersionId: s.schemeVersionId, roundId: fresh.roundId, ...body },
  });

const start = async (kind: 'pre_evaluation' | 'evaluation') => {
  const started = await rest<TEvaluationJob>(app, 'POST', `${orgPath()}/surveys/${fresh.surveyId}/evaluate`, { token: admin, body: { kind } });
  expect(started.status).toBe(200);
  await app.jobs.idle();
};

const outcome = async (kind: 'pre_evaluation' | 'evaluation') => {
  const response = await rest<TEvaluationOutcome>(app, 'GET', `${orgPath()}/surveys/${fresh.surveyId}/evaluate/outcome?kind=${kind}`, { token: admin });
  expect(response.status).toBe(200);
  return response.body;
};

describe('publishing a pre-evaluation or an evaluation (issue 33)', () => {
  it('refuses to publish without a run, with the reason code (REST and tRPC)', async () => {
    const preEvaluate = await put({ preEvaluatedAt: TEST_NOW.toISOString() });
    expect(preEvaluate.status).toBe(422);
    expect(preEvaluate.body.error).toMatchObject({ param: 'preEvaluatedAt', type: 'evaluations.publication.preEvaluationNotRun' });
    expect(preEvaluate.body.error.message).toBe('The pre-evaluation has not been run: run it before publishing it.');

    const error = await trpcClient(app, { token: admin })
      .config.surveys.update.mutate({ orgId: s.f.org.id, id: fresh.surveyId, schemeVersionId: s.schemeVersionId, roundId: fresh.roundId, evaluatedAt: TEST_NOW.toISOString() })
      .then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect((error as TRPCClientError<never>).data).toMatchObject({ httpStatus: 422, appError: { param: 'evaluatedAt', type: 'evaluations.publication.evaluationNotRun' } });

    // the round's set-dates dialog is refused the same way
    const dates = await rest<ErrorBody>(app, 'PUT', `${orgPath()}/surveys/survey_dates`, {
      token: admin,
      body: { surveyIds: [fresh.surveyId], onlyEvaluationDates: true, evaluatedAt: TEST_NOW.toISOString() },
    });
    expect(dates.status).toBe(422);
    expect(dates.body.error.type).toBe('evaluations.publication.evaluationNotRun');

    const survey = await t.db.selectFrom('surveys').select(['preEvaluatedAt', 'evaluatedAt']).where('id', '=', fresh.surveyId).executeTakeFirstOrThrow();
    expect(survey).toEqual({ preEvaluatedAt: null, evaluatedAt: null });
    expect(await outcome('evaluation')).toMatchObject({ run: null, groups: [] });
  });

  it('publishes a pre-evaluation once it ran, and shows its outcome', async () => {
    await start('pre_evaluation');
    const pre = await outcome('pre_evaluation');
    expect(pre.run).toMatchObject({ current: true });
    expect(pre).toMatchObject({ results: 8, labs: 4, warnings: [{ code: 'groupsBelowMinimum', count: pre.groupsBelowMinimum }] });
    // 4 results per sample: the all-labs groups (and the method groups) are below the minimum of 8
    const all = pre.groups.filter((g) => g.evaluationGroupId === null);
    expect(all.map((g) => ({ sampleId: g.sampleId, n: g.n, minN: g.minN, belowMinimum: g.belowMinimum }))).toEqual(
      expect.arrayContaining(fresh.sampleIds.map((sampleId) => ({ sampleId, n: 4, minN: 8, belowMinimum: true }))),
    );
    expect(pre.groupsBelowMinimum).toBeGreaterThanOrEqual(2);

    const published = await put({ preEvaluatedAt: TEST_NOW.toISOString() });
    expect(published.status).toBe(200);
  });

  it('refuses a run that did not see the latest results until it is run again', async () => {
    await start('evaluation');
    expect((await outcome('evaluation')).run).toMatchObject({ current: true });
    // a lab corrects a result after the run
    await submitResults(t.db, {
      labId: labIds[1]!,
      surveyId: fresh.surveyId,
      resultGroupId: fresh.resultGroupIds.get(labIds[1]!)!,
      catalog: s.catalog,
      sampleIds: fresh.sampleIds,
      numeric: [5.2, 9.1],
    });
    const stale = await outcome('evaluation');
    expect(stale.run).toMatchObject({ current: false });
    expect(stale.warnings[0]).toEqual({ code: 'resultsChanged', count: 0 });

    const refused = await put({ evaluatedAt: TEST_NOW.toISOString() });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ param: 'evaluatedAt', type: 'evaluations.publication.resultsChanged' });

    await start('evaluation');
    expect((await outcome('evaluation')).run).toMatchObject({ current: true });
    const published = await put({ evaluatedAt: TEST_NOW.toISOString() });
    expect(published.status).toBe(200);
  });

  it("makes the participants' documents on publication, listed for the lab and counted right", async () => {
    // the publication recorded the documents job in its transaction
    await app.jobs.idle();
    const job = await t.db.selectFrom('jobRuns').select(['status', 'result']).where('kind', '=', 'documents.generate').where('key', '=', `survey:${fresh.surveyId}`).executeTakeFirstOrThrow();
    expect(job).toEqual({ status: 'succeeded', result: { surveyId: fresh.surveyId, created: 4, replaced: 0, skipped: 0 } });

    const path = generatedDocumentPath(fresh.surveyId, s.f.labs.plain.shortName);
    for (const token of [lab, admin]) {
      const listed = await rest<TListSurveyDocumentsOutput>(app, 'GET', `/labs/${s.f.labs.plain.id}/surveys/${fresh.surveyId}/documents`, { token });
      expect(listed.status).toBe(200);
      expect(listed.body.items.filter((d) => d.path === path)).toHaveLength(1);
    }
    expect(await t.db.selectFrom('surveyDocuments').select('labId').where('surveyId', '=', fresh.surveyId).where('custom', '=', false).execute()).toHaveLength(4);
  });

  it('counts a lab’s results once each in its participation report (2 results: 2 submitted, 2 evaluated)', async () => {
    // the survey has a pre-evaluation and an evaluation run and method groups besides the all-labs
    // group, and the lab set a method: once counted 3 submitted and many times 2 evaluated
    const [plain] = await loadGenerationLabs(t.db, fresh.surveyId, s.f.labs.plain.id);
    expect(plain!.resultCount).toBe(2);
    expect(await countEvaluatedResults(t.db, fresh.surveyId, s.f.labs.plain.id)).toBe(2);
    const cells = await t.db.selectFrom('labSurveyStatus').select('resultCount').where('surveyId', '=', fresh.surveyId).where('labId', '=', s.f.labs.plain.id).executeTakeFirstOrThrow();
    expect(cells.resultCount).toBe(3);
    // a lab that never entered anything: nothing submitted, nothing evaluated
    expect(await countEvaluatedResults(t.db, fresh.surveyId, s.f.labs.core.id)).toBe(0);
  });

  it('imports evaluations by running the engine and reports what it did', async () => {
    const before = await t.db.selectFrom('evaluationRuns').select('id').where('surveyId', '=', s.preEvaluated.surveyId).where('kind', '=', 'evaluation').execute();
    expect(before).toEqual([]);
    const started = await rest<{ id: number; status: string }>(app, 'GET', `${orgPath()}/surveys_evaluation/${s.preEvaluated.surveyId}/import_survey_evaluation`, { token: admin });
    expect(started.status).toBe(200);
    await app.jobs.idle();
    const run = await trpcClient(app, { token: admin }).config.surveys.jobRun.query({ orgId: s.f.org.id, id: s.preEvaluated.surveyId, runId: started.body.id });
    const stored = await t.db.selectFrom('evaluationRuns').select('id').where('surveyId', '=', s.preEvaluated.surveyId).where('kind', '=', 'evaluation').executeTakeFirstOrThrow();
    expect(run).toMatchObject({
      status: 'succeeded',
      result: { surveyId: s.preEvaluated.surveyId, runId: stored.id, evaluatedLabs: 13, countMissingEvaluations: 0, notValidatedLabs: 0 },
    });
    expect((run.result as { results: number }).results).toBeGreaterThan(0);

    // a survey that has not ended is refused before anything runs
    const running = await rest<ErrorBody>(app, 'GET', `${orgPath()}/surveys_evaluation/${s.running.surveyId}/import_survey_evaluation`, { token: admin });
    expect(running.status).toBe(422);
    expect(running.body.error.type).toBe('survey_not_ended');
  });
});
