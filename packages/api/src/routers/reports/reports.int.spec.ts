import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviationPercent, scaledValue } from '@eqa/core';
import type { TestDatabase } from '@eqa/db/testing/test-database';
import { rest, trpcClient, type TestApp } from '../../testing/test-app';
import { PLAIN_VALUES, startReportTestApp, TEST_NOW, type EvaluationScenario, type ScenarioTokens } from '../../services/reports/testing/evaluation-scenario';
import type { TEvaluationHistory } from '../../services/reports/get-evaluation-history.types';
import type { TEvaluationReport } from '@eqa/core';
import type { Caches } from '../../caches';
import { insertInvoice } from '../../testing/survey-test-helpers';
import { evaluateSurvey } from '@eqa/jobs';

interface ErrorBody {
  error: { message: string; param?: string; type: string };
}

let t: TestDatabase;
let app: TestApp;
let s: EvaluationScenario;
/** The app's caches, so a test that rewrites a stored run can forget the shared report parts kept. */
let caches: Caches;
let tokens: ScenarioTokens;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, app, s, caches, tokens, close } = await startReportTestApp());
});

afterAll(async () => {
  await close?.();
});

const reportPath = (labId: number, surveyId: number, paramId: number, kind = 'evaluation') =>
  `/labs/${labId}/surveys/${surveyId}/parameters/${paramId}/reports/${kind}`;

async function storedRows(surveyId: number, kind: 'evaluation' | 'pre_evaluation', labId: number) {
  const run = await t.db
    .selectFrom('evaluationRuns')
    .select('id')
    .where('surveyId', '=', surveyId)
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return t.db
    .selectFrom('evaluationLabResults')
    .selectAll()
    .where('runId', '=', run.id)
    .where('labId', '=', labId)
    .where('parameterId', '=', s.catalog.numericParameterId)
    .execute();
}

describe("the survey form's verdicts (spec 1 §3 Result.sampleResults)", () => {
  it("carries each of the lab's results as the latest evaluation judged it, with its acceptance criteria", async () => {
    const { plain } = s.f.labs;
    const { evaluated, catalog } = s;
    const form = await trpcClient(app, { token: tokens.lab }).surveys.form.query({ labId: plain.id, surveyId: evaluated.surveyId });
    const parameter = form.parameters.find((p) => p.id === catalog.numericParameterId)!;
    const stored = (await storedRows(evaluated.surveyId, 'evaluation', plain.id)).filter((r) => r.evaluationGroupId === null);
    expect(parameter.sampleResults).toHaveLength(2);
    for (const row of stored) {
      const verdict = parameter.sampleResults.find((r) => r.sampleId === row.sampleId && r.resultGroupId === row.resultGroupId);
      expect(verdict).toMatchObject({
        status: row.accepted === null ? null : row.accepted ? 'valid' : 'invalid',
        outlier: row.outlier,
        hidden: row.hidden,
        zScore: row.zScore === null ? null : Number(row.zScore),
      });
    }
    const first = parameter.sampleResults.find((r) => r.sampleId === evaluated.sampleIds[0])!;
    expect(first.status).toBe('invalid');
    expect(first.acceptanceCriteria).toMatchObject({ min: 4.5, max: 5.5, target: 5 });
    expect(parameter.invalid).toBe(true);
    // the same over REST
    const viaRest = await rest<{ parameters: Array<{ id: number; sampleResults: unknown[] }> }>(app, 'GET', `/labs/${plain.id}/surveys/${evaluated.surveyId}/form`, { token: tokens.lab });
    expect(viaRest.body.parameters.find((p) => p.id === catalog.numericParameterId)?.sampleResults).toEqual(parameter.sampleResults);
  });

  it('carries none before the evaluation, and none while a late payment closes the evaluations (the invalid flag stays)', async () => {
    const { plain } = s.f.labs;
    const client = trpcClient(app, { token: tokens.lab });
    const pre = await client.surveys.form.query({ labId: plain.id, surveyId: s.preEvaluated.surveyId });
    expect(pre.parameters.every((p) => p.sampleResults.length === 0)).toBe(true);
    await insertInvoice(t.db, { orgId: s.f.org.id, labId: plain.id, year: 2030, annualNumber: 9901, paymentDeadline: '2030-01-02' });
    try {
      const late = await client.surveys.form.query({ labId: plain.id, surveyId: s.evaluated.surveyId });
      expect(late.survey.latePayment).toBe(true);
      const parameter = late.parameters.find((p) => p.id === s.catalog.numericParameterId)!;
      expect(parameter.sampleResults).toEqual([]);
      expect(parameter.invalid).toBe(true);
    } finally {
      await t.db.deleteFrom('invoices').where('annualNumber', '=', 9901).execute();
    }
  });
});

describe('GET …/reports/evaluation (REST and tRPC)', () => {
  it('answers the statistics, scores, charts and Youden pairs of the stored evaluation', async () => {
    const { plain } = s.f.labs;
    const { evaluated, catalog } = s;
    const response = await rest<TEvaluationReport>(app, 'GET', reportPath(plain.id, evaluated.surveyId, catalog.numericParameterId), { token: tokens.lab });
    expect(response.status).toBe(200);
    const report = response.body;
    expect(report).toMatchObject({
      kind: 'evaluation',
      noData: false,
      survey: { id: evaluated.surveyId, round: { year: 2030 } },
      parameter: { id: catalog.numericParameterId, valueType: 'numeric', unit: { id: catalog.unitId }, minN: 8 },
      lab: { id: plain.id, shortName: plain.shortName },
    });
    expect(report.run?.id).toEqual(expect.any(Number));
    expect(report.samples.map((x) => [x.id, x.level, x.url])).toEqual([
      [evaluated.sampleIds[0], 'low', expect.stringMatching(/^https:/)],
      [evaluated.sampleIds[1], 'high', expect.stringMatching(/^https:/)],
    ]);
    expect(report.resultGroups).toEqual([{ id: evaluated.resultGroupIds.get(plain.id), name: null, ordinal: 1, hidden: false }]);
    expect(report.evaluationGroups.map((g) => [g.id, g.kind, g.member])).toEqual([
      [null, 'all', true],
      [evaluated.methodGroupIds[0], 'method', true],
      [evaluated.methodGroupIds[1], 'method', false],
    ]);

    // own results = the stored rows; derived figures follow core's formulas
    const stored = await storedRows(evaluated.surveyId, 'evaluation', plain.id);
    const line = report.statistics.find((l) => l.sampleId === evaluated.sampleIds[0] && l.evaluationGroupId === null)!;
    const row = stored.find((r) => r.sampleId === evaluated.sampleIds[0] && r.evaluationGroupId === null)!;
    expect(line.n).toBe(16);
    expect(line.scored).toBe(true);
    expect(line.own).toEqual([
      expect.objectContaining({ resultGroupId: row.resultGroupId, value: PLAIN_VALUES[0], zScore: row.zScore, accepted: false, outlier: row.outlier }),
    ]);
    expect(row.zScore).toBeCloseTo((5.8 - line.assignedValue!) / line.sigmaPt!, 9);
    expect(line).toMatchObject({ target: 5, acceptanceMin: 4.5, acceptanceMax: 5.5 });
    expect(line.scaledMedian).toBeCloseTo(scaledValue(line.median!, { min: 4.5, max: 5.5, target: 5 })!, 12);
    expect(line.biasPercent).toBeCloseTo(deviationPercent(line.mean!, 5)!, 12);
    // in the peer group the verdict is still the all-labs one
    const peer = report.statistics.find((l) => l.sampleId === evaluated.sampleIds[0] && l.evaluationGroupId === evaluated.methodGroupIds[0])!;
    expect(peer.own[0]).toMatchObject({ accepted: false, value: 5.8 });

    // charts: every lab's value, anonymous and sorted, own marked
    const chart = report.charts.find((c) => c.sampleId === evaluated.sampleIds[0] && c.evaluationGroupId === null)!;
    expect(chart.values).toHaveLength(16);
    expect([...chart.values].sort((a, b) => a - b)).toEqual(chart.values);
    expect(chart.own).toEqual([{ index: chart.values.indexOf(5.8), resultGroupId: row.resultGroupId }]);
    // charts draw scores to 3 decimals (the table has them unrounded)
    expect(chart.zScores[chart.own[0]!.index]).toBeCloseTo(row.zScore!, 3);
    expect(JSON.stringify(chart)).not.toContain(`"labId"`);
    const histogram = report.histograms.find((h) => h.sampleId === evaluated.sampleIds[0] && h.evaluationGroupId === null)!;
    // every value is counted: in the bins, or below / above the automatic range of the bulk (core histogramRange)
    expect(histogram.bins.reduce((sum, b) => sum + b.count, 0) + histogram.below + histogram.above).toBe(16);
    expect(histogram).toMatchObject({ rangeSource: 'automatic', normal: { mean: line.robustMean, sd: line.robustSd } });
    const youden = report.youden.find((y) => y.evaluationGroupId === null)!;
    expect(youden).toMatchObject({ xSampleId: evaluated.sampleIds[0], ySampleId: evaluated.sampleIds[1] });
    expect(youden.x).toHaveLength(16);
    expect(youden.own).toHaveLength(1);
    expect([youden.x[youden.own[0]!.index], youden.y[youden.own[0]!.index]]).toEqual(PLAIN_VALUES);

    // the same through tRPC
    const viaTrpc = await trpcClient(app, { token: tokens.lab }).reports.evaluation.query({
      labId: plain.id,
      surveyId: evaluated.surveyId,
      paramId: catalog.numericParameterId,
    });
    expect(viaTrpc).toEqual(report);
  });

  it('draws the charts from the stored chart series, the same as from every lab\'s rows (runs written before them)', async () => {
    const { plain } = s.f.labs;
    const { evaluated, catalog } = s;
    const path = reportPath(plain.id, evaluated.surveyId, catalog.numericParameterId);
    const fromSeries = (await rest<TEvaluationReport>(app, 'GET', path, { token: tokens.lab })).body;
    // the series' result groups stay on the server
    expect(JSON.stringify(fromSeries)).not.toContain('resultGroupIds');
    const runId = fromSeries.run!.id;
    const saved = await t.db.selectFrom('evaluationStatistics').select(['id', 'chart']).where('runId', '=', runId).execute();
    expect(saved.filter((r) => r.chart !== null).length).toBeGreaterThan(0);
    await t.db.updateTable('evaluationStatistics').set({ chart: null }).where('runId', '=', runId).execute();
    // a stored run never changes; this test rewrites one, so it forgets the shared parts kept
    caches.sharedReports.clear();
    try {
      const fromRows = (await rest<TEvaluationReport>(app, 'GET', path, { token: tokens.lab })).body;
      expect(fromRows.charts.length).toBeGreaterThan(0);
      expect(fromRows.youden.length).toBeGreaterThan(0);
      expect(fromRows).toEqual(fromSeries);
    } finally {
      for (const r of saved) {
        await t.db.updateTable('evaluationStatistics').set({ chart: r.chart }).where('id', '=', r.id).execute();
      }
      caches.sharedReports.clear();
    }
  });

  it('serves a new evaluation run at once, never the shared part kept for the run before', async () => {
    const { plain } = s.f.labs;
    const path = reportPath(plain.id, s.evaluated.surveyId, s.catalog.numericParameterId);
    const before = (await rest<TEvaluationReport>(app, 'GET', path, { token: tokens.lab })).body;
    expect([...caches.sharedReports.keys()].some((key) => key.includes(`:${before.run!.id}:`))).toBe(true);
    const { runId } = await evaluateSurvey(t.db, { surveyId: s.evaluated.surveyId, kind: 'evaluation' });
    // the new run's all-labs median of the first sample, changed in the stored row
    await t.db
      .updateTable('evaluationStatistics')
      .set({ median: 123.5 })
      .where('runId', '=', runId)
      .where('parameterId', '=', s.catalog.numericParameterId)
      .where('sampleId', '=', s.evaluated.sampleIds[0]!)
      .where('evaluationGroupId', 'is', null)
      .execute();
    const after = (await rest<TEvaluationReport>(app, 'GET', path, { token: tokens.lab })).body;
    expect(after.run!.id).toBe(runId);
    const line = after.statistics.find((x) => x.sampleId === s.evaluated.sampleIds[0] && x.evaluationGroupId === null)!;
    expect(line.median).toBe(123.5);
    expect({ ...after, run: null, statistics: [] }).toEqual({ ...before, run: null, statistics: [] });
  });

  it('rebins the histogram for a custom range and falls back to the automatic one when min is not below max', async () => {
    const path = reportPath(s.f.labs.plain.id, s.evaluated.surveyId, s.catalog.numericParameterId);
    const custom = await rest<TEvaluationReport>(app, 'GET', `${path}?histogram_min=4&histogram_max=6`, { token: tokens.lab });
    const h = custom.body.histograms.find((x) => x.evaluationGroupId === null && x.sampleId === s.evaluated.sampleIds[0])!;
    expect(h).toMatchObject({ min: 4, max: 6, rangeSource: 'custom', below: 0, above: 0 });
    const wrong = await rest<TEvaluationReport>(app, 'GET', `${path}?histogramMin=6&histogramMax=4`, { token: tokens.lab });
    expect(wrong.body.histograms.find((x) => x.evaluationGroupId === null && x.sampleId === s.evaluated.sampleIds[0])?.rangeSource).toBe('automatic');
  });

  it('counts nominal values and the accepted fraction', async () => {
    const response = await rest<TEvaluationReport>(app, 'GET', reportPath(s.f.labs.plain.id, s.evaluated.surveyId, s.catalog.nominalParameterId), {
      token: tokens.lab,
    });
    expect(response.status).toBe(200);
    const [red, blue] = s.catalog.colorValueIds;
    const sample1 = response.body.nominal.find((x) => x.sampleId === s.evaluated.sampleIds[0] && x.evaluationGroupId === null)!;
    const blues = [...Array(16).keys()].filter((i) => i % 4 === 3).length;
    expect(sample1.n).toBe(16);
    expect(sample1.counts.map((c) => [c.valueId, c.count, c.accepted, c.name.en])).toEqual([
      [red, 16 - blues, true, 'Red'],
      [blue, blues, false, 'Blue'],
    ]);
    expect(sample1.acceptedFraction).toBeCloseTo((16 - blues) / 16, 12);
    expect(sample1.own).toEqual([expect.objectContaining({ nominalValueId: red, accepted: true })]);
    expect(response.body.statistics).toEqual([]);
  });

  it('answers noData for a parameter without results', async () => {
    const response = await rest<TEvaluationReport>(app, 'GET', reportPath(s.f.labs.plain.id, s.evaluated.surveyId, s.catalog.emptyParameterId), {
      token: tokens.lab,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ noData: true, statistics: [], charts: [], histograms: [], youden: [] });
  });

  it('lets a lab read its own lab, a core lab its satellite, org users any lab of the org — and nobody else', async () => {
    const { plain, core, satellite } = s.f.labs;
    const paramId = s.catalog.numericParameterId;
    const surveyId = s.evaluated.surveyId;
    expect((await rest(app, 'GET', reportPath(core.id, surveyId, paramId), { token: tokens.lab })).status).toBe(403);
    expect((await rest(app, 'GET', reportPath(satellite.id, surveyId, paramId), { token: tokens.coreLab })).status).toBe(200);
    expect((await rest(app, 'GET', reportPath(core.id, surveyId, paramId), { token: tokens.satellite })).status).toBe(403);
    expect((await rest(app, 'GET', reportPath(plain.id, surveyId, paramId), { token: tokens.admin })).status).toBe(200);
    const foreign = await rest<ErrorBody>(app, 'GET', reportPath(plain.id, surveyId, paramId), { token: tokens.otherAdmin });
    expect(foreign.status).toBe(403);
    expect((await rest(app, 'GET', reportPath(plain.id, surveyId, paramId))).status).toBe(401);
    // a lab that does not take part in the survey
    const notThere = await rest<ErrorBody>(app, 'GET', reportPath(plain.id, s.running.surveyId + 1000, paramId), { token: tokens.lab });
    expect(notThere.status).toBe(404);
  });

  it('answers 403 late_payment_error to a lab with an overdue invoice, over REST and tRPC; org users still see it', async () => {
    const { small } = s.f.labs;
    const path = reportPath(small.id, s.evaluated.surveyId, s.catalog.numericParameterId);
    const response = await rest<ErrorBody>(app, 'GET', path, { token: tokens.small });
    expect(response.status).toBe(403);
    expect(response.body.error.type).toBe('late_payment_error');
    const error = await trpcClient(app, { token: tokens.small })
      .reports.evaluation.query({ labId: small.id, surveyId: s.evaluated.surveyId, paramId: s.catalog.numericParameterId })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect((error as TRPCClientError<never>).data).toMatchObject({ httpStatus: 403, appError: { code: 'FORBIDDEN', type: 'late_payment_error' } });
    expect((await rest(app, 'GET', path, { token: tokens.admin })).status).toBe(200);
  });

  it('follows the survey phases: pre-evaluation before the evaluation, nothing before the end', async () => {
    const { plain } = s.f.labs;
    const paramId = s.catalog.numericParameterId;
    const pre = await rest<TEvaluationReport>(app, 'GET', reportPath(plain.id, s.preEvaluated.surveyId, paramId, 'pre_evaluation'), { token: tokens.lab });
    expect(pre.status).toBe(200);
    expect(pre.body).toMatchObject({ kind: 'pre_evaluation', noData: false });
    const stored = await storedRows(s.preEvaluated.surveyId, 'pre_evaluation', plain.id);
    const own = pre.body.statistics.find((l) => l.evaluationGroupId === null && l.sampleId === s.preEvaluated.sampleIds[0])!.own[0]!;
    expect(own.zScore).toBe(stored.find((r) => r.evaluationGroupId === null && r.sampleId === s.preEvaluated.sampleIds[0])?.zScore);

    const notYet = await rest<ErrorBody>(app, 'GET', reportPath(plain.id, s.preEvaluated.surveyId, paramId), { token: tokens.lab });
    expect(notYet.status).toBe(422);
    expect(notYet.body.error).toMatchObject({ param: 'surveyId', type: 'survey_not_evaluated' });
    // staff may look before publication: no evaluation run yet
    const staff = await rest<TEvaluationReport>(app, 'GET', reportPath(plain.id, s.preEvaluated.surveyId, paramId), { token: tokens.admin });
    expect(staff.status).toBe(200);
    expect(staff.body).toMatchObject({ noData: true, run: null });

    const running = await rest<ErrorBody>(app, 'GET', reportPath(plain.id, s.running.surveyId, paramId, 'pre_evaluation'), { token: tokens.lab });
    expect(running.status).toBe(422);
    expect(running.body.error.type).toBe('survey_not_ended');
  });
});

describe('GET …/reports/evaluation_history', () => {
  const path = () => `/labs/${s.f.labs.plain.id}/surveys/${s.evaluated.surveyId}/parameters/${s.catalog.numericParameterId}/reports/evaluation_history`;

  it('answers the lab results of the scheme in the window, oldest first', async () => {
    const from = new Date(TEST_NOW.getTime() - 400 * 86_400_000).toISOString().slice(0, 10);
    const response = await rest<TEvaluationHistory>(app, 'GET', `${path()}?from=${from}&to=${TEST_NOW.toISOString()}`, { token: tokens.lab });
    expect(response.status).toBe(200);
    const history = response.body;
    expect(history.noData).toBe(false);
    expect(history.surveys.map((x) => [x.id, x.current])).toEqual([
      [s.older.surveyId, false],
      [s.evaluated.surveyId, true],
    ]);
    const current = history.surveys[1]!;
    const stored = await storedRows(s.evaluated.surveyId, 'evaluation', s.f.labs.plain.id);
    const allLabs = current.results.filter((r) => r.evaluationGroupId === null);
    expect(allLabs.map((r) => r.zScore).sort()).toEqual(stored.filter((r) => r.evaluationGroupId === null).map((r) => r.zScore).sort());
    expect(allLabs.find((r) => r.sampleId === s.evaluated.sampleIds[0])).toMatchObject({ value: 5.8, accepted: false, target: 5 });
    expect(current.samples.map((x) => x.level)).toEqual(['low', 'high']);
  });

  it('uses the survey window by default and checks the custom range', async () => {
    const response = await rest<TEvaluationHistory>(app, 'GET', path(), { token: tokens.lab });
    expect(response.status).toBe(200);
    expect(response.body.surveys.map((x) => x.id)).toEqual([s.evaluated.surveyId]);
    expect(response.body.from).toBe(response.body.window.from);
    const reversed = await rest<ErrorBody>(app, 'GET', `${path()}?from=2030-06-01&to=2030-01-01`, { token: tokens.lab });
    expect(reversed.status).toBe(422);
    expect(reversed.body.error.param).toBe('from');
    const small = path().replace(`/labs/${s.f.labs.plain.id}/`, `/labs/${s.f.labs.small.id}/`);
    expect((await rest<ErrorBody>(app, 'GET', small, { token: tokens.small })).body.error.type).toBe('late_payment_error');
  });
});

describe('GET …/reports/evaluation.csv', () => {
  it('downloads the statistics table as CSV', async () => {
    const { plain } = s.f.labs;
    const response = await fetch(`${app.url}/api/v1${reportPath(plain.id, s.evaluated.surveyId, s.catalog.numericParameterId)}.csv?locale=hu`, {
      headers: { authorization: `Bearer ${tokens.lab}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="evaluation-/);
    const text = (await response.text()).replace(/^\uFEFF/, '');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'sample,evaluation_group,result_group,n,own_value,min,max,median,mean,sd,scaled_median,scaled_mean,cv_percent,z_score,bias_percent,target,acceptance_min,acceptance_max,accepted',
    );
    // 2 samples × 3 groups (all labs, two methods), one own result group where the lab has a result
    expect(lines).toHaveLength(1 + 6);
    const first = lines[1]!.split(',');
    // the survey's all-labs group is named in English only (localize falls back); the default result group name is Hungarian
    expect(first.slice(1, 5)).toEqual(['All participants', '1. eredménycsoport', '16', '5.8']);
    expect(first[18]).toBe('false');

    const denied = await fetch(`${app.url}/api/v1${reportPath(s.f.labs.core.id, s.evaluated.surveyId, s.catalog.numericParameterId)}.csv`, {
      headers: { authorization: `Bearer ${tokens.lab}` },
    });
    expect(denied.status).toBe(403);
    expect(await denied.json()).toMatchObject({ error: { type: 'authorization_error' } });
  });

  it('refuses a blocked lab, as the JSON report does', async () => {
    const { plain } = s.f.labs;
    await t.db.updateTable('labs').set({ accessBlocked: true }).where('id', '=', plain.id).execute();
    try {
      const response = await fetch(`${app.url}/api/v1${reportPath(plain.id, s.evaluated.surveyId, s.catalog.numericParameterId)}.csv`, {
        headers: { authorization: `Bearer ${tokens.lab}` },
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: { type: 'access_blocked_error' } });
    } finally {
      await t.db.updateTable('labs').set({ accessBlocked: false }).where('id', '=', plain.id).execute();
    }
  });
});
