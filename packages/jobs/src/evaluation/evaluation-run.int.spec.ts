import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labSurveyStreamId, RESULT_EVENT_TYPES, FROM_SURVEY_NOT_FOUND } from '@eqa/core';
import { ANY, appendToStream, startJobRun } from '@eqa/db';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { createWorkers } from '../bullmq/workers';
import { createJobs } from '../create-jobs';
import { deleteRedisPrefix, dropDatabase, memoryLogger, redisUrl, tempMailDir, uniquePrefix, waitFor } from '../testing/fixtures';
import { evaluateSurvey } from './evaluate-survey';
import {
  createEvaluationCatalog,
  createLabs,
  createOrg,
  createScheme,
  createSurvey,
  submitResults,
  type EvaluationCatalog,
  type NumericEntry,
  type SurveyFixture,
} from './testing/evaluation-fixture';

/**
 * The evaluation job end to end: ~30 labs' results written through the event store, the job run
 * inline and through BullMQ on the real Redis, and one lab's z-score and accepted flag checked
 * against ISO 13528:2022 Algorithm A written out here, independently of @eqa/core.
 */

// ---- ISO 13528:2022 C.3.1 Algorithm A, written out for the test -------------------------------

function medianOf(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/**
 * x* = median, s* = 1.483 · median|x − x*|; repeat: δ = 1.5 s*, winsorise to x* ± δ,
 * x* = mean, s* = 1.134 · SD (n − 1). C.3.1 stops when neither s* (third significant figure)
 * nor x* (same decimal place) changes any more; `fixedPoint` instead iterates to convergence.
 */
function isoAlgorithmA(values: number[], fixedPoint = false): { mean: number; sd: number } {
  let xStar = medianOf(values);
  let sStar = 1.483 * medianOf(values.map((v) => Math.abs(v - xStar)));
  for (let i = 0; i < 1000; i++) {
    const delta = 1.5 * sStar;
    const w = values.map((v) => Math.min(Math.max(v, xStar - delta), xStar + delta));
    const x = w.reduce((a, b) => a + b, 0) / w.length;
    const s = 1.134 * Math.sqrt(w.reduce((a, v) => a + (v - x) ** 2, 0) / (w.length - 1));
    let done: boolean;
    if (fixedPoint) {
      done = Math.abs(x - xStar) < 1e-13 && Math.abs(s - sStar) < 1e-13;
    } else {
      const place = 10 ** (Math.floor(Math.log10(s)) - 2); // the third significant figure of s*
      done = Math.round(s / place) === Math.round(sStar / place) && Math.round(x / place) === Math.round(xStar / place);
    }
    xStar = x;
    sStar = s;
    if (done) break;
  }
  return { mean: xStar, sd: sStar };
}

// ---- data --------------------------------------------------------------------------------------

const VALIDATED = 30;
/** Sample 1 around 5.0 (range 4.5–5.5), sample 2 around 9 (range 8.2–9.8); lab 7 slips, lab 19 is far off. */
function labValues(i: number): [NumericEntry, NumericEntry] {
  const s1 = i === 19 ? 6.9 : Math.round((5 + 0.22 * Math.sin(i * 1.7) + 0.05 * Math.cos(i * 3.1)) * 1000) / 1000;
  const s2 = i === 5 ? '<0.5' : Math.round((9 + 0.35 * Math.cos(i * 1.3)) * 1000) / 1000;
  return [i === 7 ? 50.1 : s1, s2];
}
/** Hexokinase for 22 labs, glucose oxidase for 8 (index % 4 === 1 … eight of them). */
const methodOf = (i: number): 0 | 1 => (i % 4 === 1 ? 1 : 0);
const FOCUS = 3;

let database: TestDatabase;
let mail: Awaited<ReturnType<typeof tempMailDir>>;
let catalog: EvaluationCatalog;
let orgId: number;
let labIds: number[];
let scheme: { schemeId: number; schemeVersionId: number };
let survey: SurveyFixture;
const prefixes: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  mail = await tempMailDir();
  const { db } = database;
  catalog = await createEvaluationCatalog(db);
  orgId = await createOrg(db);
  labIds = await createLabs(db, orgId, VALIDATED + 3);
  scheme = await createScheme(db, orgId, catalog);
  survey = await createSurvey(db, {
    orgId,
    schemeVersionId: scheme.schemeVersionId,
    catalog,
    labIds,
    startsAt: new Date('2017-03-01T00:01:00Z'),
    endsAt: new Date('2017-03-31T21:59:59Z'),
    preEvaluatedAt: new Date('2017-04-10T21:59:59Z'),
    evaluatedAt: new Date('2017-05-10T21:59:59Z'),
    targets: [
      { acceptanceMin: 4.5, acceptanceMax: 5.5, target: 5 },
      { acceptanceMin: 8.2, acceptanceMax: 9.8, target: 9 },
    ],
  });
  for (let i = 0; i < labIds.length; i++) {
    const labId = labIds[i]!;
    const validated = i < VALIDATED;
    await submitResults(db, {
      labId,
      surveyId: survey.surveyId,
      resultGroupId: survey.resultGroupIds.get(labId)!,
      catalog,
      sampleIds: survey.sampleIds,
      // the unvalidated labs report wild values: they must not move anything
      numeric: validated ? labValues(i) : [99, 99],
      method: methodOf(i),
      colors: [i % 5 === 0 ? catalog.colorValueIds[1] : catalog.colorValueIds[0], null],
      validate: validated,
    });
  }
});

afterAll(async () => {
  for (const prefix of prefixes) await deleteRedisPrefix(prefix);
  if (database) await dropDatabase(database);
  await mail?.remove();
});

const mailConfig = () => ({ from: 'EQA <noreply@eqa.test>', mailDir: mail.dir });

async function latestRun(kind: 'evaluation' | 'pre_evaluation', surveyId = survey.surveyId) {
  return database.db
    .selectFrom('evaluationRuns')
    .selectAll()
    .where('surveyId', '=', surveyId)
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

async function labRows(runId: number, parameterId = catalog.numericParameterId) {
  return database.db.selectFrom('evaluationLabResults').selectAll().where('runId', '=', runId).where('parameterId', '=', parameterId).execute();
}

async function statisticsRows(runId: number, parameterId = catalog.numericParameterId) {
  return database.db.selectFrom('evaluationStatistics').selectAll().where('runId', '=', runId).where('parameterId', '=', parameterId).execute();
}

/** Sample-1 values of the validated labs as the test data defines them. */
const sample1Values = (indexes: number[]) => indexes.map((i) => labValues(i)[0] as number);
const validatedIndexes = Array.from({ length: VALIDATED }, (_, i) => i);

describe('evaluation.run through the inline runner', () => {
  it('evaluates the validated labs and scores a lab as ISO 13528 Algorithm A says', async () => {
    const jobs = await createJobs({ db: database.db, processInline: true, mail: mailConfig(), logger: memoryLogger(), sweepIntervalMs: 0 });
    try {
      const jobRun = await startJobRun(database.db, {
        kind: 'evaluation.run',
        key: `survey:${survey.surveyId}`,
        payload: { surveyId: survey.surveyId, kind: 'evaluation' },
        createdBy: null,
      });
      await jobs.enqueue('evaluation.run', { surveyId: survey.surveyId, kind: 'evaluation' }, { jobRun: jobRun });
      await jobs.idle();
      const after = await database.db.selectFrom('jobRuns').selectAll().where('id', '=', jobRun.id).executeTakeFirstOrThrow();
      expect(after).toMatchObject({ status: 'succeeded', progress: 100, error: null });
      expect(after.result).toMatchObject({ surveyId: survey.surveyId, kind: 'evaluation', parameters: 3 });
    } finally {
      await jobs.close();
    }

    const run = await latestRun('evaluation');
    expect(run).toMatchObject({ status: 'succeeded' });
    const rows = await labRows(run!.id);
    const [sample1, sample2] = survey.sampleIds as [number, number];

    // only validated labs are evaluated
    const evaluatedLabs = new Set(rows.map((r) => r.labId));
    expect(evaluatedLabs.size).toBe(VALIDATED);
    for (const labId of labIds.slice(VALIDATED)) expect(evaluatedLabs.has(labId)).toBe(false);

    // the all-labs group, sample 1, computed here independently
    const expected = isoAlgorithmA(sample1Values(validatedIndexes));
    const stats = await statisticsRows(run!.id);
    const all1 = stats.find((s) => s.sampleId === sample1 && s.evaluationGroupId === null)!;
    expect(all1.n).toBe(VALIDATED);
    expect(all1.assignedValue).toBeCloseTo(expected.mean, 9);
    expect(all1.sigmaPt).toBeCloseTo(expected.sd, 9);
    const fixed = isoAlgorithmA(sample1Values(validatedIndexes), true);
    expect(Math.abs(all1.assignedValue! - fixed.mean)).toBeLessThan(0.01 * fixed.sd);
    expect(all1).toMatchObject({ acceptanceMin: 4.5, acceptanceMax: 5.5, target: 5, min: expect.any(Number), max: 50.1 });

    const focusValue = labValues(FOCUS)[0] as number;
    const focus = rows.find((r) => r.labId === labIds[FOCUS] && r.sampleId === sample1 && r.evaluationGroupId === null)!;
    expect(focus.value).toBe(focusValue);
    expect(focus.zScore).toBeCloseTo((focusValue - expected.mean) / expected.sd, 9);
    expect(focus.zPrimeScore).toBeCloseTo((focusValue - expected.mean) / Math.hypot(expected.sd, (1.25 * expected.sd) / Math.sqrt(VALIDATED)), 9);
    expect(focus.accepted).toBe(focusValue >= 4.5 && focusValue <= 5.5);
    expect(focus.scaledValue).toBeCloseTo(focusValue < 5 ? (0.5 * (focusValue - 4.5)) / 0.5 : 0.5 + (0.5 * (focusValue - 5)) / 0.5, 9);
    expect(focus.deviationPercent).toBeCloseTo((100 * (focusValue - 5)) / 5, 9);

    // the decimal slip of lab 7 is an outlier, not accepted; lab 19 is not accepted either
    const slip = rows.find((r) => r.labId === labIds[7] && r.sampleId === sample1 && r.evaluationGroupId === null)!;
    expect(slip).toMatchObject({ outlier: true, accepted: false });
    expect(rows.find((r) => r.labId === labIds[19] && r.sampleId === sample1 && r.evaluationGroupId === null)?.accepted).toBe(false);

    // '<0.5' on sample 2: shown, not in the statistics, not scored, not accepted
    const censored = rows.find((r) => r.labId === labIds[5] && r.sampleId === sample2 && r.evaluationGroupId === null)!;
    expect(censored).toMatchObject({ value: 0.5, relation: '<', zScore: null, accepted: false });
    expect(stats.find((s) => s.sampleId === sample2 && s.evaluationGroupId === null)?.n).toBe(VALIDATED - 1);

    // peer group by method: hexokinase has 22 labs and its own consensus
    const [hk, god] = survey.methodGroupIds as [number, number];
    const hkIndexes = validatedIndexes.filter((i) => methodOf(i) === 0);
    const hkExpected = isoAlgorithmA(sample1Values(hkIndexes));
    const hkStats = stats.find((s) => s.sampleId === sample1 && s.evaluationGroupId === hk)!;
    expect(hkStats.n).toBe(hkIndexes.length);
    expect(hkStats.assignedValue).toBeCloseTo(hkExpected.mean, 9);
    const focusHk = rows.find((r) => r.labId === labIds[FOCUS] && r.sampleId === sample1 && r.evaluationGroupId === hk)!;
    expect(focusHk.zScore).toBeCloseTo((focusValue - hkExpected.mean) / hkExpected.sd, 9);
    // the verdict is the all-labs row's; the peer group uses the same acceptance range
    expect(focusHk.accepted).toBeNull();
    expect(hkStats).toMatchObject({ acceptanceMin: 4.5, acceptanceMax: 5.5, target: 5 });
    expect(focusHk.scaledValue).toBeCloseTo(focus.scaledValue!, 12);

    // glucose oxidase has 8 labs: exactly the minimum, scored; then a smaller group is not
    const godStats = stats.find((s) => s.sampleId === sample1 && s.evaluationGroupId === god)!;
    expect(godStats.n).toBe(8);
    expect(godStats.assignedValue).not.toBeNull();
    expect(rows.filter((r) => r.evaluationGroupId === god && r.sampleId === sample1).every((r) => r.zScore !== null)).toBe(true);

    // a histogram of the values is stored with the statistics
    // (every value counted: in the bins of the bulk's range, or below / above it)
    expect((all1.histogram?.bins.reduce((sum, b) => sum + b.count, 0) ?? 0) + (all1.histogram?.below ?? 0) + (all1.histogram?.above ?? 0)).toBe(VALIDATED);

    // the nominal parameter: counts per value, accepted = red
    const nominalStats = await statisticsRows(run!.id, catalog.nominalParameterId);
    const nominal1 = nominalStats.find((s) => s.sampleId === sample1 && s.evaluationGroupId === null)!;
    const blue = validatedIndexes.filter((i) => i % 5 === 0).length;
    expect(nominal1.n).toBe(VALIDATED);
    expect(nominal1.nominalCounts).toEqual({ [String(catalog.colorValueIds[0])]: VALIDATED - blue, [String(catalog.colorValueIds[1])]: blue });
    const nominalRows = await labRows(run!.id, catalog.nominalParameterId);
    expect(nominalRows.filter((r) => r.sampleId === sample1 && r.accepted === true)).toHaveLength(VALIDATED - blue);
    expect(nominalRows.find((r) => r.labId === labIds[0])).toMatchObject({ nominalValueId: catalog.colorValueIds[1], accepted: false, value: null });
    // nobody reported sample 2 of the nominal parameter, nor the third parameter at all: empty statistics
    expect(nominalStats.find((s) => s.sampleId === sample2 && s.evaluationGroupId === null)).toMatchObject({ n: 0, nominalCounts: {} });
    const empty = await statisticsRows(run!.id, catalog.emptyParameterId);
    expect(empty.map((s) => [s.evaluationGroupId, s.n])).toEqual([
      [null, 0],
      [null, 0],
    ]);
  });

  it('replaces the previous run of the same kind when it runs again, and follows the current validations', async () => {
    const before = await latestRun('evaluation');
    // lab 19 (far off) revokes its validation; lab 2 corrects its value before validating again
    await appendToStream(database.db, labSurveyStreamId(labIds[19]!, survey.surveyId), ANY, [{ type: RESULT_EVENT_TYPES.surveyInvalidated, data: {} }], {
      userId: null,
      userName: 'lab',
      role: 'lab_admin',
      requestId: null,
    });
    const result = await evaluateSurvey(database.db, { surveyId: survey.surveyId, kind: 'evaluation' });
    const runs = await database.db.selectFrom('evaluationRuns').select('id').where('surveyId', '=', survey.surveyId).where('kind', '=', 'evaluation').execute();
    expect(runs.map((r) => r.id)).toEqual([result.runId]);
    expect(result.runId).toBeGreaterThan(before!.id);
    expect(await database.db.selectFrom('evaluationLabResults').select('id').where('runId', '=', before!.id).execute()).toEqual([]);

    const rows = await labRows(result.runId);
    expect(rows.some((r) => r.labId === labIds[19])).toBe(false);
    const indexes = validatedIndexes.filter((i) => i !== 19);
    const expected = isoAlgorithmA(sample1Values(indexes));
    const focusValue = labValues(FOCUS)[0] as number;
    const focus = rows.find((r) => r.labId === labIds[FOCUS] && r.sampleId === survey.sampleIds[0] && r.evaluationGroupId === null)!;
    expect(focus.zScore).toBeCloseTo((focusValue - expected.mean) / expected.sd, 9);
  });

  it('keeps hidden result groups out of the statistics but scores them', async () => {
    const labId = labIds[0]!;
    const hiddenGroup = await database.db
      .insertInto('resultGroups')
      .values({ surveyId: survey.surveyId, labId, ordinal: 2, hidden: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    await submitResults(database.db, {
      labId,
      surveyId: survey.surveyId,
      resultGroupId: hiddenGroup.id,
      catalog,
      sampleIds: survey.sampleIds,
      numeric: [5.05, null],
    });
    const { runId } = await evaluateSurvey(database.db, { surveyId: survey.surveyId, kind: 'evaluation' });
    const stats = await statisticsRows(runId);
    expect(stats.find((s) => s.sampleId === survey.sampleIds[0] && s.evaluationGroupId === null)?.n).toBe(VALIDATED - 1);
    const hidden = (await labRows(runId)).find((r) => r.resultGroupId === hiddenGroup.id && r.evaluationGroupId === null)!;
    expect(hidden).toMatchObject({ hidden: true, value: 5.05, accepted: true });
    expect(hidden.zScore).not.toBeNull();
    await database.db.deleteFrom('resultGroups').where('id', '=', hiddenGroup.id).execute();
  });
});

describe('evaluation.run through BullMQ (real Redis)', () => {
  it('runs a pre-evaluation on a worker, next to the final evaluation', async () => {
    const prefix = uniquePrefix();
    prefixes.push(prefix);
    const logger = memoryLogger();
    const jobs = await createJobs({ db: database.db, redisUrl: redisUrl(), mail: mailConfig(), logger, prefix });
    const workers = createWorkers({ db: database.db, redisUrl: redisUrl(), mail: mailConfig(), logger, prefix, sweepIntervalMs: 0 });
    try {
      const evaluation = await latestRun('evaluation');
      const jobRun = await startJobRun(database.db, { kind: 'evaluation.run', key: `survey:${survey.surveyId}`, payload: {}, createdBy: null });
      await jobs.enqueue('evaluation.run', { surveyId: survey.surveyId, kind: 'pre_evaluation' }, { jobRun: jobRun });
      const done = await waitFor(async () => {
        const row = await database.db.selectFrom('jobRuns').selectAll().where('id', '=', jobRun.id).executeTakeFirstOrThrow();
        return row.status === 'succeeded' || row.status === 'failed' ? row : undefined;
      }, 20_000);
      expect(done).toMatchObject({ status: 'succeeded', error: null });

      const pre = await latestRun('pre_evaluation');
      expect(pre).toMatchObject({ status: 'succeeded', jobRunId: jobRun.id });
      // the final evaluation is untouched
      expect((await latestRun('evaluation'))?.id).toBe(evaluation!.id);
      // same data, same scores
      const pick = (rows: Awaited<ReturnType<typeof labRows>>) =>
        rows.find((r) => r.labId === labIds[FOCUS] && r.sampleId === survey.sampleIds[0] && r.evaluationGroupId === null)?.zScore;
      const indexes = validatedIndexes.filter((i) => i !== 19);
      const expected = isoAlgorithmA(sample1Values(indexes));
      expect(pick(await labRows(pre!.id))).toBeCloseTo((Number(labValues(FOCUS)[0]) - expected.mean) / expected.sd, 9);
      expect(pick(await labRows(pre!.id))).toBe(pick(await labRows(evaluation!.id)));
    } finally {
      await workers.close();
      await jobs.close();
    }
  });

  it('fails at once, without retries, when a merge names a survey that is not there', async () => {
    const prefix = uniquePrefix();
    prefixes.push(prefix);
    const logger = memoryLogger();
    const lonely = await createSurvey(database.db, {
      orgId,
      schemeVersionId: scheme.schemeVersionId,
      catalog,
      labIds: [],
      startsAt: new Date('2017-06-01T00:01:00Z'),
      endsAt: new Date('2017-06-30T21:59:59Z'),
    });
    // a merge whose survey was lost (foreign keys off, as an import without them would leave it)
    await database.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await trx
        .insertInto('sampleMerges')
        .values({ surveyId: 987_654, sampleId: 987_654, mergeToSurveyId: lonely.surveyId, mergeToSampleId: lonely.sampleIds[0]! })
        .execute();
    });
    const jobs = await createJobs({ db: database.db, redisUrl: redisUrl(), mail: mailConfig(), logger, prefix });
    const workers = createWorkers({ db: database.db, redisUrl: redisUrl(), mail: mailConfig(), logger, prefix, sweepIntervalMs: 0 });
    try {
      const jobRun = await startJobRun(database.db, { kind: 'evaluation.run', key: `survey:${lonely.surveyId}`, payload: {}, createdBy: null });
      await jobs.enqueue('evaluation.run', { surveyId: lonely.surveyId }, { jobRun: jobRun });
      const done = await waitFor(async () => {
        const row = await database.db.selectFrom('jobRuns').selectAll().where('id', '=', jobRun.id).executeTakeFirstOrThrow();
        return row.status === 'failed' ? row : undefined;
      }, 20_000);
      expect(done.error).toBe(FROM_SURVEY_NOT_FOUND);
      expect(await latestRun('evaluation', lonely.surveyId)).toBeUndefined();
      // the worker logs the failure after the run row says so: wait for the log line too
      await waitFor(async () => logger.entries.some((e) => e.message === 'job failed'));
      expect(logger.entries.filter((e) => e.message === 'job failed')).toHaveLength(1);
    } finally {
      await workers.close();
      await jobs.close();
    }
  });
});

describe('merges', () => {
  let other: SurveyFixture;
  const otherValues = [4.9, 5.1, 5.0, 4.8, 5.2, 5.05, 4.95, 5.15, 4.85, 5.3];

  beforeAll(async () => {
    const { db } = database;
    const labs = await createLabs(db, orgId, otherValues.length);
    other = await createSurvey(db, {
      orgId,
      schemeVersionId: scheme.schemeVersionId,
      catalog,
      labIds: labs,
      startsAt: new Date('2017-03-01T00:01:00Z'),
      endsAt: new Date('2017-03-31T21:59:59Z'),
      targets: [{ acceptanceMin: 4, acceptanceMax: 6, target: 5 }, {}],
    });
    for (const [i, labId] of labs.entries()) {
      await submitResults(db, {
        labId,
        surveyId: other.surveyId,
        resultGroupId: other.resultGroupIds.get(labId)!,
        catalog,
        sampleIds: other.sampleIds,
        numeric: [otherValues[i]!, 20 + i],
        method: 0,
        validate: true,
      });
    }
    // the other survey's first sample is evaluated with ours, for every parameter;
    // its hexokinase group pools with ours, and our glucose-oxidase group is merged into hexokinase
    await db
      .insertInto('sampleMerges')
      .values({ surveyId: other.surveyId, sampleId: other.sampleIds[0]!, mergeToSurveyId: survey.surveyId, mergeToSampleId: survey.sampleIds[0]! })
      .execute();
    await db.updateTable('evaluationGroups').set({ mergeToEvaluationGroupId: survey.methodGroupIds[0]! }).where('id', '=', other.methodGroupIds[0]!).execute();
    await db.updateTable('evaluationGroups').set({ mergeToEvaluationGroupId: survey.methodGroupIds[0]! }).where('id', '=', survey.methodGroupIds[1]!).execute();
  });

  it('pools merged samples and groups, both ways', async () => {
    const mine = await evaluateSurvey(database.db, { surveyId: survey.surveyId, kind: 'evaluation' });
    const theirs = await evaluateSurvey(database.db, { surveyId: other.surveyId, kind: 'evaluation' });
    const indexes = validatedIndexes.filter((i) => i !== 19);
    const pooled = isoAlgorithmA([...sample1Values(indexes), ...otherValues]);
    const [hk] = survey.methodGroupIds as [number, number];

    const myStats = await statisticsRows(mine.runId);
    const myAll = myStats.find((s) => s.sampleId === survey.sampleIds[0] && s.evaluationGroupId === null)!;
    expect(myAll.n).toBe(indexes.length + otherValues.length);
    expect(myAll.assignedValue).toBeCloseTo(pooled.mean, 9);
    // sample 2 is not merged
    expect(myStats.find((s) => s.sampleId === survey.sampleIds[1] && s.evaluationGroupId === null)?.n).toBe(indexes.length - 1);
    // glucose oxidase went into hexokinase: one peer group, all method labs of both surveys
    const peer = myStats.filter((s) => s.sampleId === survey.sampleIds[0] && s.evaluationGroupId !== null);
    expect(peer.map((s) => [s.evaluationGroupId, s.n])).toEqual([[hk, indexes.length + otherValues.length]]);

    // the merged survey's results are stored with the run: their own survey, lab and result group, our sample
    const rows = await labRows(mine.runId);
    const merged = rows.filter((r) => r.surveyId === other.surveyId);
    expect(merged).toHaveLength(otherValues.length * 2); // all labs + hexokinase
    expect(new Set(merged.map((r) => r.sampleId))).toEqual(new Set([survey.sampleIds[0]]));
    expect(new Set(merged.map((r) => r.resultGroupId))).toEqual(new Set(other.resultGroupIds.values()));
    const focusValue = labValues(FOCUS)[0] as number;
    const focus = rows.find((r) => r.labId === labIds[FOCUS] && r.sampleId === survey.sampleIds[0] && r.evaluationGroupId === null)!;
    expect(focus.zScore).toBeCloseTo((focusValue - pooled.mean) / pooled.sd, 9);

    // evaluated from the other side: the same pool, its own acceptance range
    const theirStats = await statisticsRows(theirs.runId);
    const theirAll = theirStats.find((s) => s.sampleId === other.sampleIds[0] && s.evaluationGroupId === null)!;
    expect(theirAll.n).toBe(myAll.n);
    expect(theirAll.assignedValue).toBeCloseTo(myAll.assignedValue!, 12);
    expect(theirAll).toMatchObject({ acceptanceMin: 4, acceptanceMax: 6 });
    expect(theirStats.find((s) => s.sampleId === other.sampleIds[1] && s.evaluationGroupId === null)?.n).toBe(otherValues.length);
  });

  it("fails with 'From survey is not found' when a merge reaches a survey outside the organisation", async () => {
    const foreignOrg = await createOrg(database.db);
    const foreignScheme = await createScheme(database.db, foreignOrg, catalog);
    const foreign = await createSurvey(database.db, {
      orgId: foreignOrg,
      schemeVersionId: foreignScheme.schemeVersionId,
      catalog,
      labIds: [],
      startsAt: new Date('2017-03-01T00:01:00Z'),
      endsAt: new Date('2017-03-31T21:59:59Z'),
    });
    await database.db
      .insertInto('sampleMerges')
      .values({ surveyId: foreign.surveyId, sampleId: foreign.sampleIds[1]!, mergeToSurveyId: other.surveyId, mergeToSampleId: other.sampleIds[1]! })
      .execute();
    await expect(evaluateSurvey(database.db, { surveyId: survey.surveyId, kind: 'evaluation' })).resolves.toMatchObject({ surveyId: survey.surveyId });
    await expect(evaluateSurvey(database.db, { surveyId: other.surveyId, kind: 'evaluation' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: FROM_SURVEY_NOT_FOUND,
    });
  });

  it('refuses a survey whose scheme version has evaluation disabled', async () => {
    const disabled = await createScheme(database.db, orgId, catalog, { evaluationDisabled: true });
    const off = await createSurvey(database.db, {
      orgId,
      schemeVersionId: disabled.schemeVersionId,
      catalog,
      labIds: [],
      startsAt: new Date('2017-03-01T00:01:00Z'),
      endsAt: new Date('2017-03-31T21:59:59Z'),
    });
    await expect(evaluateSurvey(database.db, { surveyId: off.surveyId, kind: 'evaluation' })).rejects.toMatchObject({
      code: 'CONSTRAINT',
      type: 'evaluation_disabled',
    });
    await expect(evaluateSurvey(database.db, { surveyId: 999_999, kind: 'evaluation' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('evaluateSurvey in a transaction', () => {
  it("writes in the caller's transaction (the demo seed) and leaves nothing when it rolls back", async () => {
    const before = await latestRun('evaluation');
    await expect(
      database.db.transaction().execute(async (trx) => {
        const { runId } = await evaluateSurvey(trx, { surveyId: survey.surveyId, kind: 'evaluation' });
        expect(await trx.selectFrom('evaluationRuns').select('id').where('surveyId', '=', survey.surveyId).where('kind', '=', 'evaluation').execute()).toEqual([
          { id: runId },
        ]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await latestRun('evaluation'))?.id).toBe(before!.id);
  });
});
