import { startJobRun } from '@eqa/db';
import { FROM_SURVEY_NOT_FOUND } from '@eqa/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { createScheme, createSurvey } from '@eqa/jobs/evaluation/testing/evaluation-fixture';
import { FIXTURE_PASSWORD } from '../../testing/fixtures';
import { daysFromNow } from '../../testing/survey-test-helpers';
import { rest, signIn, startTestApp, trpcClient, type TestApp } from '../../testing/test-app';
import { createEvaluationScenario, TEST_NOW, type EvaluationScenario } from '../../services/reports/testing/evaluation-scenario';
import type { TEvaluationStatus } from '../../services/evaluations/get-evaluation-status.types';
import type { TListEvaluationsOutput } from '../../services/evaluations/list-evaluations.types';
import type { TEvaluationJob } from '../../services/evaluations/start-evaluation.types';

interface ErrorBody {
  error: { message: string; param?: string; type: string };
}

let t: TestDatabase;
let app: TestApp;
let s: EvaluationScenario;
const tokens = { lab: '', small: '', admin: '', otherAdmin: '' };

beforeAll(async () => {
  t = await createTestDatabase();
  app = await startTestApp(t.db, { settings: { demoMode: true, defaultDemoDate: TEST_NOW.toISOString() } });
  s = await createEvaluationScenario(t.db);
  tokens.lab = await signIn(app, s.f.users.lab.username, FIXTURE_PASSWORD);
  tokens.small = await signIn(app, s.f.users.noEmail.username, FIXTURE_PASSWORD);
  tokens.admin = await signIn(app, s.f.users.orgAdmin.username, FIXTURE_PASSWORD);
  tokens.otherAdmin = await signIn(app, s.f.users.otherOrgAdmin.username, FIXTURE_PASSWORD);
});

afterAll(async () => {
  await app?.close();
  await t?.drop();
});

const listPath = (labId: number, query = '') => `/labs/${labId}/evaluations${query}`;

describe('GET /labs/{labId}/evaluations', () => {
  it('lists the evaluated surveys with the lab results per parameter, newest first', async () => {
    const response = await rest<TListEvaluationsOutput>(app, 'GET', listPath(s.f.labs.plain.id, '?status=evaluated'), { token: tokens.lab });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-total-count')).toBe('2');
    expect(response.body.items.map((i) => i.id)).toEqual([s.evaluated.surveyId, s.older.surveyId]);
    const item = response.body.items[0]!;
    expect(item).toMatchObject({ reportKind: 'evaluation', validated: true, evaluationDisabled: false, missingContract: false, merges: [] });
    const glucose = item.parameters.find((p) => p.id === s.catalog.numericParameterId)!;
    // sample 1 (5.8) is not accepted, sample 2 (9.1) is
    expect(glucose).toMatchObject({ resultCount: 2, acceptedCount: 1, notAcceptedCount: 1 });
    expect(glucose.significantDifferenceCount).toBeGreaterThanOrEqual(1);
    expect(item.parameters.map((p) => p.id)).toEqual([s.catalog.numericParameterId, s.catalog.nominalParameterId, s.catalog.emptyParameterId]);
    expect(item.parameters.find((p) => p.id === s.catalog.emptyParameterId)).toMatchObject({ resultCount: 0 });
    expect(item.notAcceptedCount).toBe(1);

    const viaTrpc = await trpcClient(app, { token: tokens.lab }).evaluations.list.query({ labId: s.f.labs.plain.id, status: 'evaluated' });
    expect(viaTrpc).toEqual(response.body);
  });

  it('lists the pre-evaluated surveys with the pre-evaluation statistics and pages by offset', async () => {
    const response = await rest<TListEvaluationsOutput>(app, 'GET', listPath(s.f.labs.plain.id, '?status=pre_evaluated&limit=1'), { token: tokens.lab });
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(1);
    expect(response.body.items[0]).toMatchObject({ id: s.preEvaluated.surveyId, reportKind: 'pre_evaluation', evaluatedRunAt: expect.any(String) });
    const more = await rest<TListEvaluationsOutput>(app, 'GET', listPath(s.f.labs.plain.id, '?status=evaluated&offset=1&limit=1'), { token: tokens.lab });
    expect(more.body.items.map((i) => i.id)).toEqual([s.older.surveyId]);
    expect(more.body.total).toBe(2);
  });

  it('filters not accepted results, significant differences and merges', async () => {
    const notAccepted = await rest<TListEvaluationsOutput>(app, 'GET', listPath(s.f.labs.plain.id, '?status=evaluated&not_accepted_only=true'), {
      token: tokens.lab,
    });
    expect(notAccepted.body.items.map((i) => i.id)).toEqual([s.evaluated.surveyId]);
    expect(notAccepted.body.items[0]!.parameters.map((p) => p.id)).toEqual([s.catalog.numericParameterId]);
    const significant = await rest<TListEvaluationsOutput>(app, 'GET', listPath(s.f.labs.plain.id, '?status=evaluated&significant_differences_only=1'), {
      token: tokens.lab,
    });
    expect(significant.body.items.map((i) => i.id)).toEqual([s.evaluated.surveyId]);

    expect((await rest<TListEvaluationsOutput>(app, 'GET', listPath(s.f.labs.plain.id, '?mergedOnly=true'), { token: tokens.lab })).body.total).toBe(0);
    await t.db
      .insertInto('sampleMerges')
      .values({ surveyId: s.older.surveyId, sampleId: s.older.sampleIds[1]!, mergeToSurveyId: s.evaluated.surveyId, mergeToSampleId: s.evaluated.sampleIds[1]! })
      .execute();
    const merged = await rest<TListEvaluationsOutput>(app, 'GET', listPath(s.f.labs.plain.id, '?mergedOnly=true'), { token: tokens.lab });
    expect(merged.body.items.map((i) => i.id)).toEqual([s.evaluated.surveyId, s.older.surveyId]);
    expect(merged.body.items[0]!.merges).toEqual([
      expect.objectContaining({ direction: 'from', sampleId: s.evaluated.sampleIds[1], otherSampleId: s.older.sampleIds[1], parameterId: null }),
    ]);
    expect(merged.body.items[0]!.mergedSurveys).toEqual([expect.objectContaining({ id: s.older.surveyId })]);
    expect(merged.body.items[1]!.merges[0]).toMatchObject({ direction: 'into', survey: { id: s.evaluated.surveyId } });
    await t.db.deleteFrom('sampleMerges').where('surveyId', '=', s.older.surveyId).execute();
  });

  it('pages, sorts and searches on the server (issue 32), through REST and tRPC', async () => {
    const labId = s.f.labs.plain.id;
    const ids = (body: TListEvaluationsOutput) => body.items.map((i) => i.id);
    const get = (query: string) => rest<TListEvaluationsOutput>(app, 'GET', listPath(labId, `?status=evaluated&${query}`), { token: tokens.lab });
    // the two pages of one row each hold both surveys once, the total on each
    const pages = await Promise.all([get('limit=1&offset=0'), get('limit=1&offset=1'), get('limit=1&offset=2')]);
    expect(pages.map((page) => ids(page.body))).toEqual([[s.evaluated.surveyId], [s.older.surveyId], []]);
    expect(pages.map((page) => page.body.total)).toEqual([2, 2, 2]);
    // by the survey: the same scheme, so the round's year decides (2029 before 2030), and back
    expect(ids((await get('sort=survey')).body)).toEqual([s.older.surveyId, s.evaluated.surveyId]);
    expect(ids((await get('sort=-survey')).body)).toEqual([s.evaluated.surveyId, s.older.surveyId]);
    expect(ids((await get('sort=endsAt&limit=1')).body)).toEqual([s.older.surveyId]);
    expect(ids((await get('sort=-endsAt&limit=1&offset=1')).body)).toEqual([s.older.surveyId]);
    // the search matches the round's name (and the scheme's code), ignoring case; the total follows it
    const rounds = await t.db.selectFrom('surveys as sv').innerJoin('rounds as r', 'r.id', 'sv.roundId').select(['sv.id', 'r.name']).where('sv.id', 'in', [s.older.surveyId, s.evaluated.surveyId]).execute();
    const olderRound = rounds.find((r) => r.id === s.older.surveyId)!.name;
    const searched = await get(`query=${encodeURIComponent(olderRound.toUpperCase())}`);
    expect(ids(searched.body)).toEqual([s.older.surveyId]);
    expect(searched.body.total).toBe(1);
    expect((await get('query=no-such-survey')).body).toEqual({ items: [], total: 0 });
    const viaTrpc = await trpcClient(app, { token: tokens.lab }).evaluations.list.query({ labId, status: 'evaluated', sort: 'survey', offset: 1, limit: 1 });
    expect(ids(viaTrpc)).toEqual([s.evaluated.surveyId]);
    expect(viaTrpc.total).toBe(2);
    // an unknown sort key is refused, naming the field
    const refused = await rest<ErrorBody>(app, 'GET', listPath(labId, '?status=evaluated&sort=labName'), { token: tokens.lab });
    expect(refused.status).toBe(422);
    expect(refused.body.error.param).toBe('sort');
  });

  it('answers 403 late_payment_error to a lab with an overdue invoice and 403 for another lab', async () => {
    const late = await rest<ErrorBody>(app, 'GET', listPath(s.f.labs.small.id), { token: tokens.small });
    expect(late.status).toBe(403);
    expect(late.body.error.type).toBe('late_payment_error');
    expect((await rest(app, 'GET', listPath(s.f.labs.core.id), { token: tokens.lab })).status).toBe(403);
    expect((await rest(app, 'GET', listPath(s.f.labs.small.id), { token: tokens.admin })).status).toBe(200);
  });
});

describe('POST /orgs/{orgId}/surveys/{surveyId}/evaluate and …/evaluate/status', () => {
  const startPath = (surveyId: number, orgId = s.f.org.id) => `/orgs/${orgId}/surveys/${surveyId}/evaluate`;

  it('starts an evaluation job that replaces the stored run, and reports its status', async () => {
    const before = await rest<TEvaluationStatus>(app, 'GET', `${startPath(s.preEvaluated.surveyId)}/status`, { token: tokens.admin });
    expect(before.status).toBe(200);
    expect(before.body.job).toBeNull();
    expect(before.body.runs.evaluation).toBeNull();
    const previous = before.body.runs.preEvaluation!.id;

    const started = await rest<TEvaluationJob>(app, 'POST', startPath(s.preEvaluated.surveyId), { token: tokens.admin, body: { kind: 'pre_evaluation' } });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ kind: 'pre_evaluation', status: 'queued' });
    await app.jobs.idle();

    const after = await rest<TEvaluationStatus>(app, 'GET', `${startPath(s.preEvaluated.surveyId)}/status`, { token: tokens.admin });
    expect(after.body.job).toMatchObject({ id: started.body.id, status: 'succeeded', progress: 100, error: null, kind: 'pre_evaluation' });
    expect(after.body.runs.preEvaluation!.id).toBe(after.body.job!.runId);
    expect(after.body.runs.preEvaluation!.id).toBeGreaterThan(previous);
    expect(after.body.runs.preEvaluation!.createdBy).toBe(s.f.users.orgAdmin.id);
    expect(await t.db.selectFrom('evaluationRuns').select('id').where('id', '=', previous).execute()).toEqual([]);

    // the final evaluation through tRPC
    const job = await trpcClient(app, { token: tokens.admin }).evaluations.start.mutate({ orgId: s.f.org.id, surveyId: s.preEvaluated.surveyId, kind: 'evaluation' });
    await app.jobs.idle();
    const status = await trpcClient(app, { token: tokens.admin }).evaluations.status.query({ orgId: s.f.org.id, surveyId: s.preEvaluated.surveyId });
    expect(status.job).toMatchObject({ id: job.id, status: 'succeeded', kind: 'evaluation' });
    expect(status.runs.evaluation).not.toBeNull();
  });

  it('refuses lab users, other orgs, a survey that has not ended, disabled evaluation, a broken merge and a second run', async () => {
    expect((await rest(app, 'POST', startPath(s.evaluated.surveyId), { token: tokens.lab, body: { kind: 'evaluation' } })).status).toBe(403);
    expect((await rest(app, 'POST', startPath(s.evaluated.surveyId), { token: tokens.otherAdmin, body: {} })).status).toBe(403);
    expect((await rest(app, 'GET', `${startPath(s.evaluated.surveyId)}/status`, { token: tokens.lab })).status).toBe(403);
    expect((await rest(app, 'POST', startPath(999_999), { token: tokens.admin, body: {} })).status).toBe(404);

    const running = await rest<ErrorBody>(app, 'POST', startPath(s.running.surveyId), { token: tokens.admin, body: { kind: 'pre_evaluation' } });
    expect(running.status).toBe(422);
    expect(running.body.error).toMatchObject({ param: 'surveyId', type: 'survey_not_ended' });

    const disabled = await createScheme(t.db, s.f.org.id, s.catalog, { evaluationDisabled: true });
    const off = await createSurvey(t.db, {
      orgId: s.f.org.id,
      schemeVersionId: disabled.schemeVersionId,
      catalog: s.catalog,
      labIds: [],
      startsAt: daysFromNow(-40),
      endsAt: daysFromNow(-10),
    });
    const offResponse = await rest<ErrorBody>(app, 'POST', startPath(off.surveyId), { token: tokens.admin, body: {} });
    expect(offResponse.status).toBe(422);
    expect(offResponse.body.error.type).toBe('evaluation_disabled');

    const broken = await createSurvey(t.db, {
      orgId: s.f.org.id,
      schemeVersionId: s.schemeVersionId,
      catalog: s.catalog,
      labIds: [],
      startsAt: daysFromNow(-40),
      endsAt: daysFromNow(-10),
    });
    await t.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await trx
        .insertInto('sampleMerges')
        .values({ surveyId: broken.surveyId, sampleId: broken.sampleIds[0]!, mergeToSurveyId: 888_888, mergeToSampleId: 888_888 })
        .execute();
    });
    const brokenResponse = await rest<ErrorBody>(app, 'POST', startPath(broken.surveyId), { token: tokens.admin, body: {} });
    expect(brokenResponse.status).toBe(404);
    expect(brokenResponse.body.error.message).toBe(FROM_SURVEY_NOT_FOUND);

    await startJobRun(t.db, { kind: 'evaluation.run', key: `survey:${s.older.surveyId}`, payload: {}, createdBy: null });
    const busy = await rest<ErrorBody>(app, 'POST', startPath(s.older.surveyId), { token: tokens.admin, body: {} });
    expect(busy.status).toBe(409);
    expect(busy.body.error.type).toBe('job_running');
  });
});
