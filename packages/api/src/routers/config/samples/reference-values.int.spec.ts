import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEvaluationReport } from '@eqa/core';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { evaluateSurvey } from '@eqa/jobs';
import { createEvaluationCatalog, createScheme, createSurvey, submitResults, type EvaluationCatalog, type SurveyFixture } from '@eqa/jobs/evaluation/testing/evaluation-fixture';
import { createApiFixture, FIXTURE_PASSWORD, type ApiFixture } from '../../../testing/fixtures';
import { rest, signIn, startTestApp, trpcClient, type TestApp } from '../../../testing/test-app';
import { daysFromNow, TEST_NOW } from '../../../testing/survey-test-helpers';
import type { TSampleReferenceValues } from '../../../services/config/samples/reference-values.types';

interface ErrorBody {
  error: { message: string; param?: string; type: string; params?: Record<string, string | number> };
}

let t: TestDatabase;
let app: TestApp;
let f: ApiFixture;
let catalog: EvaluationCatalog;
let survey: SurveyFixture;
let tokens: { admin: string; otherAdmin: string; lab: string };

const LABS = () => [f.labs.plain.id, f.labs.core.id, f.labs.small.id];
/** The three labs' values on sample 1 and 2. */
const VALUES: Array<[number, number]> = [
  [5.1, 9.3],
  [4.8, 9.0],
  [6.2, 8.8],
];

beforeAll(async () => {
  t = await createTestDatabase();
  app = await startTestApp(t.db, { settings: { demoMode: true, defaultDemoDate: TEST_NOW.toISOString() } });
  f = await createApiFixture(t.db);
  catalog = await createEvaluationCatalog(t.db);
  // σpt 5 % of the assigned value; the default minimum group size (8)
  const { schemeVersionId } = await createScheme(t.db, f.org.id, catalog, { sigmaPtPercent: 5 });
  survey = await createSurvey(t.db, {
    orgId: f.org.id,
    schemeVersionId,
    catalog,
    labIds: LABS(),
    startsAt: daysFromNow(-40),
    endsAt: daysFromNow(-10),
    methodGroups: false,
    year: 2030,
  });
  for (const [i, labId] of LABS().entries()) {
    await submitResults(t.db, {
      labId,
      surveyId: survey.surveyId,
      resultGroupId: survey.resultGroupIds.get(labId)!,
      catalog,
      sampleIds: survey.sampleIds,
      numeric: VALUES[i]!,
      validate: true,
      at: daysFromNow(-11),
    });
  }
  const as = (username: string) => signIn(app, username, FIXTURE_PASSWORD);
  tokens = { admin: await as(f.users.orgAdmin.username), otherAdmin: await as(f.users.otherOrgAdmin.username), lab: await as(f.users.lab.username) };
});

afterAll(async () => {
  await app?.close();
  await t?.drop();
});

const path = (sampleIndex: number, parameterId?: number) =>
  `/orgs/${f.org.id}/surveys/${survey.surveyId}/samples/${survey.sampleIds[sampleIndex]}/reference_values${parameterId === undefined ? '' : `/${parameterId}`}`;

const CRM = { assignedValue: 5, source: 'certified_reference_material', standardUncertainty: 0.05 } as const;

describe('reference values of a sample (REST and tRPC)', () => {
  it('lists the numeric parameters, sets, reads and clears a reference value', async () => {
    const before = await rest<TSampleReferenceValues>(app, 'GET', path(0), { token: tokens.admin });
    expect(before.status).toBe(200);
    // the nominal parameter takes no reference value; the numeric ones are listed in scheme order
    expect(before.body.parameters.map((p) => [p.parameterId, p.referenceValue])).toEqual([
      [catalog.numericParameterId, null],
      [catalog.emptyParameterId, null],
    ]);
    expect(before.body.parameters[0]!.unit).toEqual({ id: catalog.unitId, name: { en: 'mmol/L' } });

    const set = await rest<TSampleReferenceValues>(app, 'PUT', path(0, catalog.emptyParameterId), { token: tokens.admin, body: { ...CRM, acceptancePercent: 10 } });
    expect(set.status).toBe(200);
    expect(set.body.parameters.find((p) => p.parameterId === catalog.emptyParameterId)!.referenceValue).toEqual({
      assignedValue: 5,
      source: 'certified_reference_material',
      standardUncertainty: 0.05,
      acceptanceAbsolute: null,
      acceptancePercent: 10,
    });

    const client = trpcClient(app, { token: tokens.admin });
    const ids = { orgId: f.org.id, surveyId: survey.surveyId, sampleId: survey.sampleIds[0]!, parameterId: catalog.emptyParameterId };
    const replaced = await client.config.samples.setReferenceValue.mutate({ ...ids, assignedValue: 5.2, source: 'formulation', standardUncertainty: 0, acceptanceAbsolute: 0.3 });
    expect(replaced.parameters.find((p) => p.parameterId === catalog.emptyParameterId)!.referenceValue).toMatchObject({ assignedValue: 5.2, source: 'formulation', acceptanceAbsolute: 0.3, acceptancePercent: null });
    const read = await client.config.samples.referenceValues.query({ orgId: f.org.id, surveyId: survey.surveyId, sampleId: survey.sampleIds[0]! });
    expect(read).toEqual(replaced);

    const cleared = await rest<TSampleReferenceValues>(app, 'DELETE', path(0, catalog.emptyParameterId), { token: tokens.admin });
    expect(cleared.status).toBe(200);
    expect(cleared.body.parameters.every((p) => p.referenceValue === null)).toBe(true);
    const clearedByTrpc = await client.config.samples.clearReferenceValue.mutate(ids);
    expect(clearedByTrpc.parameters.every((p) => p.referenceValue === null)).toBe(true);
  });

  it('is for the organisation admin only: 403 for lab users and other organisations', async () => {
    for (const token of [tokens.lab, tokens.otherAdmin]) {
      expect((await rest(app, 'GET', path(0), { token })).status).toBe(403);
      expect((await rest(app, 'PUT', path(0, catalog.numericParameterId), { token, body: CRM })).status).toBe(403);
      expect((await rest(app, 'DELETE', path(0, catalog.numericParameterId), { token })).status).toBe(403);
    }
    const error = await trpcClient(app, { token: tokens.lab })
      .config.samples.referenceValues.query({ orgId: f.org.id, surveyId: survey.surveyId, sampleId: survey.sampleIds[0]! })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect((error as TRPCClientError<never>).data).toMatchObject({ httpStatus: 403 });
    expect((await rest(app, 'GET', path(0))).status).toBe(401);
  });

  it.each([
    { name: 'a negative uncertainty', body: { ...CRM, standardUncertainty: -0.1 }, param: 'standardUncertainty', type: 'config.samples.referenceValues.negativeUncertainty' },
    { name: 'limits both absolute and %', body: { ...CRM, acceptanceAbsolute: 0.5, acceptancePercent: 10 }, param: 'acceptancePercent', type: 'config.samples.referenceValues.limitsBoth' },
    { name: 'a zero limit', body: { ...CRM, acceptancePercent: 0 }, param: 'acceptancePercent', type: 'config.samples.referenceValues.limitNotPositive' },
    { name: 'no assigned value', body: { source: 'formulation', standardUncertainty: 0 }, param: 'assignedValue', type: 'config.samples.referenceValues.invalidNumber' },
    { name: 'an assigned value as text', body: { ...CRM, assignedValue: 'five' }, param: 'assignedValue', type: 'config.samples.referenceValues.invalidNumber' },
    { name: 'an unknown source', body: { ...CRM, source: 'hearsay' }, param: 'source', type: 'constraint_violation_error' },
  ])('refuses $name: 422 with param and code', async ({ body, param, type }) => {
    const response = await rest<ErrorBody>(app, 'PUT', path(0, catalog.numericParameterId), { token: tokens.admin, body });
    expect(response.status).toBe(422);
    expect(response.body.error).toMatchObject({ param, type });
    expect(response.body.error.message).not.toMatch(/config\.samples/);
  });

  it('refuses a nominal parameter (422 parameterId) and an unknown parameter or sample (404)', async () => {
    const nominal = await rest<ErrorBody>(app, 'PUT', path(0, catalog.nominalParameterId), { token: tokens.admin, body: CRM });
    expect(nominal.status).toBe(422);
    expect(nominal.body.error).toMatchObject({ param: 'parameterId', type: 'config.samples.referenceValues.numericOnly' });
    expect((await rest(app, 'PUT', path(0, 999_999), { token: tokens.admin, body: CRM })).status).toBe(404);
    const unknownSample = `/orgs/${f.org.id}/surveys/${survey.surveyId}/samples/999999/reference_values`;
    expect((await rest(app, 'GET', unknownSample, { token: tokens.admin })).status).toBe(404);
  });
});

describe('the evaluation with a reference value (3 labs, minimum group size 8)', () => {
  const reportOf = async () => {
    const response = await rest<TEvaluationReport>(app, 'GET', `/labs/${f.labs.plain.id}/surveys/${survey.surveyId}/parameters/${catalog.numericParameterId}/reports/evaluation`, {
      token: tokens.admin,
    });
    expect(response.status).toBe(200);
    return response.body;
  };
  const allLabs = (report: TEvaluationReport, sampleIndex: number) =>
    report.statistics.find((s) => s.sampleId === survey.sampleIds[sampleIndex] && s.evaluationGroupId === null)!;

  it('without reference values every result is not judged; with one, the sample gets z-scores and verdicts', async () => {
    await evaluateSurvey(t.db, { surveyId: survey.surveyId, kind: 'evaluation' });
    const before = await reportOf();
    expect(allLabs(before, 0)).toMatchObject({ n: 3, scored: false, assignedValue: null, assignedValueSource: null });
    expect(allLabs(before, 0).own[0]).toMatchObject({ zScore: null, accepted: null });

    // sample 1: X = 5 (CRM, u = 0.05), σpt = 5 % → 0.25; sample 2: X = 9 with a fixed ± 0.25 limit
    const client = trpcClient(app, { token: tokens.admin });
    const at = (i: number) => ({ orgId: f.org.id, surveyId: survey.surveyId, sampleId: survey.sampleIds[i]!, parameterId: catalog.numericParameterId });
    await client.config.samples.setReferenceValue.mutate({ ...at(0), ...CRM });
    await client.config.samples.setReferenceValue.mutate({ ...at(1), assignedValue: 9, source: 'reference_laboratory', standardUncertainty: 0.1, acceptanceAbsolute: 0.25 });
    await evaluateSurvey(t.db, { surveyId: survey.surveyId, kind: 'evaluation' });

    const report = await reportOf();
    expect(allLabs(report, 0)).toMatchObject({ n: 3, scored: true, assignedValue: 5, assignedValueSource: 'certified_reference_material', uncertainty: 0.05, sigmaPt: 0.25 });
    const own = allLabs(report, 0).own[0]!;
    expect(own.zScore).toBeCloseTo((5.1 - 5) / 0.25, 9);
    expect(own.accepted).toBe(true);
    expect(allLabs(report, 1)).toMatchObject({ assignedValueSource: 'reference_laboratory', uncertainty: 0.1, acceptanceMin: 8.75, acceptanceMax: 9.25, target: 9 });
    // the plain lab's 9.3 is outside 9 ± 0.25
    expect(allLabs(report, 1).own[0]).toMatchObject({ value: 9.3, accepted: false });

    // every lab gets a verdict (the stored run): sample 1 by z, sample 2 by the fixed limit
    const rows = await t.db
      .selectFrom('evaluationLabResults')
      .select(['labId', 'sampleId', 'zScore', 'accepted'])
      .where('surveyId', '=', survey.surveyId)
      .where('parameterId', '=', catalog.numericParameterId)
      .where('evaluationGroupId', 'is', null)
      .execute();
    expect(rows).toHaveLength(6);
    const verdict = (labId: number, i: number) => rows.find((r) => r.labId === labId && r.sampleId === survey.sampleIds[i])!.accepted;
    // 6.2 on sample 1: z = 4.8, unsatisfactory
    expect(LABS().map((labId) => [verdict(labId, 0), verdict(labId, 1)])).toEqual([
      [true, false],
      [true, true],
      [false, true],
    ]);
  });
});

describe('a survey deadline after its end', () => {
  it('is refused: 422 param deadline with the end in params (REST and tRPC)', async () => {
    const summary = await rest<{ schemeVersion: { id: number }; round: { id: number }; endsAt: string }>(app, 'GET', `/orgs/${f.org.id}/surveys/${survey.surveyId}`, { token: tokens.admin });
    expect(summary.status).toBe(200);
    const body = { schemeVersionId: summary.body.schemeVersion.id, roundId: summary.body.round.id };
    const late = new Date(new Date(summary.body.endsAt).getTime() + 86_400_000).toISOString();
    const response = await rest<ErrorBody>(app, 'PUT', `/orgs/${f.org.id}/surveys/${survey.surveyId}`, { token: tokens.admin, body: { ...body, deadline: late } });
    expect(response.status).toBe(422);
    expect(response.body.error).toMatchObject({ param: 'deadline', type: 'config.rounds.dates.deadlineAfterEnd', params: { endsAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) } });
    expect(response.body.error.message).toContain(String(response.body.error.params!.endsAt));

    const error = await trpcClient(app, { token: tokens.admin })
      .config.surveys.update.mutate({ orgId: f.org.id, id: survey.surveyId, ...body, deadline: late })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect((error as TRPCClientError<never>).data).toMatchObject({ httpStatus: 422, appError: { param: 'deadline', type: 'config.rounds.dates.deadlineAfterEnd' } });

    // on the end itself it is taken
    const same = await rest(app, 'PUT', `/orgs/${f.org.id}/surveys/${survey.surveyId}`, { token: tokens.admin, body: { ...body, deadline: summary.body.endsAt } });
    expect(same.status).toBe(200);
  });
});
