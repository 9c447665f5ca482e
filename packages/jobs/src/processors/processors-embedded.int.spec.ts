import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_DATE, type JobRunRef, type Jobs, type JobName, type JobPayloads } from '@eqa/core';
import { migrateToLatest, openDatabase, type DatabaseHandle, type JobRun, startJobRun } from '@eqa/db';
import { DEMO_LAB_QC, seedDemoData, type SeedSummary } from '@eqa/db/seed/index';
import { createJobs } from '../create-jobs';
import { formatDay } from '@eqa/documents';
import { extractPdfText } from '@eqa/documents/testing/extract-pdf-text';
import { insertOutbox, mailFilesFor, memoryLogger, outboxRow, tempMailDir } from '../testing/fixtures';
import { generatedDocumentPath } from '@eqa/core';
import { processors } from './index';
import type { JobProcessor, ProcessorMap } from './processor';

/**
 * Every job processor end to end on the embedded database (PGlite in memory, the server's default
 * without DATABASE_URL and REDIS_URL), through the inline runner, on the demo seed.
 *
 * PGlite has ONE connection (kysely-pglite-dialect serialises every acquire): code that uses a
 * second handle while it holds a transaction (e.g. job progress through ctx.db inside
 * db.transaction()) waits for itself (forever, or until an acquire timeout fails the job). Each
 * job therefore runs under a time limit, so such a deadlock fails the suite instead of hanging it,
 * and must end with its run succeeded. While it runs, ordinary reads (the job's status as the UI
 * polls it, lists) are made on the same db and must be answered before it ends (see withReads).
 */

/** Generous for a loaded 2-core CI machine; every job here takes well under a few seconds. */
const JOB_LIMIT_MS = 60_000;
const TEST_TIMEOUT_MS = JOB_LIMIT_MS + 30_000;
const NOW = new Date(DEFAULT_DEMO_DATE);
const YEAR = NOW.getUTCFullYear();

/** The processors this file runs; a processor added to the map without a case here fails the first test. */
const COVERED: JobName[] = [
  'email.deliver',
  'evaluation.run',
  'evaluation.import',
  'documents.generate',
  'documents.import',
  'products.copy',
  'orders.copy',
  'invoices.document',
  'documents.contract',
  'webhook.deliver',
  'notifications.sweep',
  'certificates.issue',
];

let database: DatabaseHandle;
let mail: Awaited<ReturnType<typeof tempMailDir>>;
let jobs: Jobs;
const logger = memoryLogger();
let seed: SeedSummary;
/** An org admin of the demo org: who starts the jobs (job_runs.createdBy). */
let adminId: number;
/** An evaluated demo survey with validated results, and no evaluation yet. */
let survey: { id: number; roundId: number; year: number; evaluatedAt: Date };
/** Set once a job did not finish: the single connection may be held forever, later cases fail at once. */
let hung: string | null = null;

/** Resolves or rejects with `work`, or rejects with `message` after `ms` (the timer does not keep the process alive). */
async function within<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
    timer.unref();
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  await migrateToLatest(database.db);
  seed = await seedDemoData(database.db, { now: NOW });
  mail = await tempMailDir();
  const { db } = database;
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('orgId', '=', seed.orgId)
    .where('roleId', '=', 'org_admin')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  adminId = admin.id;
  // the evaluated survey (as of the demo date) with the most validated labs
  const candidates = await db
    .selectFrom('surveys as s')
    .innerJoin('rounds as r', 'r.id', 's.roundId')
    .innerJoin('labSurveyStatus as ls', 'ls.surveyId', 's.id')
    .select(['s.id', 's.roundId', 'r.year', 's.evaluatedAt', sql<number>`count(*) filter (where ls.validated)::int`.as('validated')])
    .where('s.orgId', '=', seed.orgId)
    .where('s.evaluationDisabled', '=', false)
    .where('s.evaluatedAt', '<=', NOW)
    .groupBy(['s.id', 's.roundId', 'r.year', 's.evaluatedAt'])
    .orderBy('validated', 'desc')
    .orderBy('s.id')
    .execute();
  const best = candidates[0];
  if (!best || best.validated === 0 || best.evaluatedAt === null) throw new Error('the demo seed has no evaluated survey with validated results');
  survey = { id: best.id, roundId: best.roundId, year: best.year, evaluatedAt: best.evaluatedAt };
  jobs = await createJobs({
    db,
    mail: { from: 'EQA Portal <noreply@eqa.test>', mailDir: mail.dir },
    logger,
    sweepIntervalMs: 0,
    processors: watchedProcessors,
    // one attempt: a failing processor shows its error on the job run at once instead of after retries
    retry: { attempts: 1, backoffMs: 0 },
    // the notification sweep at the demo date; webhooks to this file's loopback receiver
    notifications: { origin: 'http://localhost:3000', now: () => NOW, webhookAllowPrivate: true },
  });
}, 300_000);

afterAll(async () => {
  // a hung job never settles: closing the runner (which waits for running jobs) must not hang too
  if (jobs) await within(jobs.close(), 5_000, 'jobs.close() hung').catch(() => undefined);
  if (database) await within(database.close(), 10_000, 'database.close() hung').catch(() => undefined);
  await mail?.remove();
});

beforeEach(() => {
  if (hung !== null) throw new Error(`not run: the ${hung} job hung and may hold the embedded database's only connection`);
});

/** What the UI and other requests read while a job runs: lists and counts on the same db. */
async function ordinaryReads(): Promise<void> {
  const { db } = database;
  const [labs, surveys, products] = await Promise.all([
    db.selectFrom('orgLabs').select((eb) => eb.fn.countAll<number>().as('n')).where('orgId', '=', seed.orgId).executeTakeFirstOrThrow(),
    db.selectFrom('surveys').select(['id', 'startsAt', 'endsAt']).where('orgId', '=', seed.orgId).orderBy('id').limit(20).execute(),
    db.selectFrom('products').select(['id', 'shortName']).where('orgId', '=', seed.orgId).where('year', '=', YEAR).orderBy('id').execute(),
  ]);
  expect(Number(labs.n)).toBe(seed.labs);
  expect(surveys.length).toBeGreaterThan(0);
  expect(products.length).toBeGreaterThan(0);
}

/** The job being run and the reads made on db while it runs. */
interface Watch {
  /** What the reads see of the job: its job run's status, or the outbox row's. */
  observe: () => Promise<string>;
  /** True from the processor's start until it returns or throws. */
  running: boolean;
  /** Each round of reads: what it saw, and whether it was answered while the processor was still running. */
  rounds: Array<Promise<{ seen: string; whileRunning: boolean }>>;
}

let watch: Watch | null = null;

function startReads(current: Watch): void {
  const round = (async () => {
    const [seen] = await Promise.all([current.observe(), ordinaryReads()]);
    return { seen, whileRunning: current.running };
  })();
  round.catch(() => undefined); // awaited (with a time limit) after the job
  current.rounds.push(round);
}

/**
 * The package's processor, unchanged, with reads on db started (not awaited) as it starts and after
 * each progress report. PGlite answers on microtasks, so a job that only uses the database never
 * yields to the event loop until it ends: reads made from a timer or an I/O callback (a poll, an
 * HTTP request) cannot overlap it. Started from inside the job's flow they queue for the one
 * connection between the job's own statements, which is the overlap this file checks.
 */
function withReads(processor: JobProcessor<JobName>): JobProcessor<JobName> {
  return async (ctx, payload, job) => {
    const current = watch;
    if (current) {
      current.running = true;
      startReads(current);
    }
    try {
      return await processor(ctx, payload, {
        ...job,
        progress: async (percent) => {
          await job.progress(percent);
          if (current) startReads(current);
        },
      });
    } finally {
      if (current) current.running = false;
    }
  };
}

const watchedProcessors = Object.fromEntries(
  Object.entries(processors).map(([name, processor]) => [name, withReads(processor as JobProcessor<JobName>)]),
) as ProcessorMap;

/**
 * Enqueues a job and waits for the runner to go idle, at most JOB_LIMIT_MS, then for the reads
 * made while it ran (same limit). Answers what those reads saw while the processor was running.
 */
async function runAndWatch<N extends JobName>(name: N, payload: JobPayloads[N], jobRun: JobRunRef | undefined, observe: () => Promise<string>): Promise<string[]> {
  const current: Watch = { observe, running: false, rounds: [] };
  watch = current;
  try {
    await jobs.enqueue(name, payload, jobRun === undefined ? {} : { jobRun });
    try {
      await within(jobs.idle(), JOB_LIMIT_MS, `deadlock or hang: ${name} did not finish in ${JOB_LIMIT_MS / 1000} s`);
    } catch (error) {
      hung = name;
      throw error;
    }
    const rounds = await within(Promise.all(current.rounds), JOB_LIMIT_MS, `reads on db made during ${name} were not answered in ${JOB_LIMIT_MS / 1000} s`);
    const during = rounds.filter((round) => round.whileRunning).map((round) => round.seen);
    // the job started, reads were made while it ran, and some were answered before it ended
    expect(rounds.length, `reads made during ${name}`).toBeGreaterThan(0);
    expect(during.length, `reads answered while ${name} was running`).toBeGreaterThan(0);
    return during;
  } finally {
    watch = null;
  }
}

/** Starts a job run the way the API does (startJobRun, then enqueue with its id) and runs it. */
async function runJob<N extends JobName>(name: N, key: string, payload: JobPayloads[N]): Promise<JobRun> {
  const { db } = database;
  const started = await startJobRun(db, { kind: name, key, payload: { ...payload }, createdBy: adminId });
  const jobRun = () => db.selectFrom('jobRuns').selectAll().where('id', '=', started.id).executeTakeFirstOrThrow();
  const seen = await runAndWatch(name, payload, started, async () => (await jobRun()).status);
  // the reads answered during the job saw its run in progress
  expect(new Set(seen)).toEqual(new Set(['running']));
  const run = await jobRun();
  expect(run, `${name}: ${run.error ?? ''}`).toMatchObject({ kind: name, key, status: 'succeeded', progress: 100, error: null });
  expect(run.startedAt).toBeInstanceOf(Date);
  expect(run.finishedAt).toBeInstanceOf(Date);
  return run;
}

describe('every job processor on the embedded PGlite through the inline runner', () => {
  it('covers every processor of the map', () => {
    expect(Object.keys(processors).sort()).toEqual([...COVERED].sort());
    expect(seed).toMatchObject({ seeded: true });
    expect(seed.resultEvents).toBeGreaterThan(0);
  });

  it(
    'email.deliver writes the mail file and marks the outbox row sent',
    async () => {
      const { db } = database;
      const row = await insertOutbox(db, { subject: 'Embedded delivery check' });
      // as the API does: enqueue with no job run (fire and forget)
      const seen = await runAndWatch('email.deliver', { outboxId: row.id }, undefined, async () => (await outboxRow(db, row.id)).status);
      // answered while the row was being claimed and sent
      expect(seen.every((status) => status === 'pending' || status === 'sending')).toBe(true);
      const after = await outboxRow(db, row.id);
      expect(after).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
      expect(after.sentAt).toBeInstanceOf(Date);
      const files = await mailFilesFor(mail.dir, row.id);
      expect(files).toHaveLength(1);
      const eml = await readFile(files[0]!, 'utf8');
      expect(eml).toContain('Subject: Embedded delivery check');
      expect(eml).toContain(row.toAddresses[0]!);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'evaluation.run evaluates the validated labs of a survey into a succeeded evaluation run',
    async () => {
      const { db } = database;
      expect(await db.selectFrom('evaluationRuns').select('id').where('surveyId', '=', survey.id).execute()).toEqual([]);
      const run = await runJob('evaluation.run', `survey:${survey.id}`, { surveyId: survey.id, kind: 'evaluation' });
      expect(run.result).toMatchObject({ surveyId: survey.id, kind: 'evaluation' });
      const runId = (run.result as { runId: number }).runId;
      const evaluation = await db.selectFrom('evaluationRuns').selectAll().where('surveyId', '=', survey.id).execute();
      expect(evaluation).toEqual([expect.objectContaining({ id: runId, kind: 'evaluation', status: 'succeeded', jobRunId: run.id, createdBy: adminId })]);
      const labRows = await db.selectFrom('evaluationLabResults').select(['labId']).where('runId', '=', runId).execute();
      expect(labRows.length).toBe((run.result as { labResults: number }).labResults);
      expect(labRows.length).toBeGreaterThan(0);
      // only validated labs are evaluated
      const validated = await db.selectFrom('labSurveyStatus').select('labId').where('surveyId', '=', survey.id).where('validated', '=', true).execute();
      const validatedIds = new Set(validated.map((r) => r.labId));
      expect(labRows.every((r) => validatedIds.has(r.labId))).toBe(true);
      const statistics = await db.selectFrom('evaluationStatistics').select((eb) => eb.fn.countAll<number>().as('n')).where('runId', '=', runId).executeTakeFirstOrThrow();
      expect(Number(statistics.n)).toBe((run.result as { statistics: number }).statistics);
      expect(Number(statistics.n)).toBeGreaterThan(0);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'evaluation.import runs the engine (a new evaluation run), reports the labs it evaluated and marks the survey',
    async () => {
      const { db } = database;
      const evaluation = await db.selectFrom('evaluationRuns').select('id').where('surveyId', '=', survey.id).where('status', '=', 'succeeded').executeTakeFirst();
      expect(evaluation, 'evaluation.run ran first').toBeDefined();
      const before = await db.selectFrom('surveys').select(['evaluationImported']).where('id', '=', survey.id).executeTakeFirstOrThrow();
      expect(before.evaluationImported).toBe(false);
      // what the import should find, computed here
      const withResults = await db.selectFrom('labSurveyStatus').select('labId').where('surveyId', '=', survey.id).where('hasResults', '=', true).execute();
      const evaluatedLabs = await db.selectFrom('evaluationLabResults').select('labId').distinct().where('runId', '=', evaluation!.id).execute();
      const evaluated = new Set(evaluatedLabs.map((r) => r.labId));
      const expectedEvaluated = withResults.filter((r) => evaluated.has(r.labId)).length;
      expect(expectedEvaluated).toBeGreaterThan(0);

      const run = await runJob('evaluation.import', `survey:${survey.id}`, { surveyId: survey.id, labId: null });
      expect(run.result).toMatchObject({
        surveyId: survey.id,
        evaluatedLabs: expectedEvaluated,
        countMissingEvaluations: withResults.length - expectedEvaluated,
      });
      const runs = await db.selectFrom('evaluationRuns').select('id').where('surveyId', '=', survey.id).where('kind', '=', 'evaluation').execute();
      expect(runs).toEqual([{ id: (run.result as { runId: number }).runId }]);
      expect((run.result as { runId: number }).runId).toBeGreaterThan(evaluation!.id);
      const after = await db.selectFrom('surveys').select(['evaluationImported', 'importStarted']).where('id', '=', survey.id).executeTakeFirstOrThrow();
      expect(after).toEqual({ evaluationImported: true, importStarted: true });
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'documents.generate writes a participation document (PDF in files) for every participating lab',
    async () => {
      const { db } = database;
      const labs = await db
        .selectFrom('surveyLabs as sl')
        .innerJoin('labs as l', 'l.id', 'sl.labId')
        .select(['l.id', 'l.shortName'])
        .where('sl.surveyId', '=', survey.id)
        .execute();
      expect(labs.length).toBeGreaterThan(1);
      expect(await db.selectFrom('surveyDocuments').select('id').where('surveyId', '=', survey.id).execute()).toEqual([]);

      const issueAt = survey.evaluatedAt.toISOString();
      const run = await runJob('documents.generate', `survey:${survey.id}`, { surveyId: survey.id, labId: null, overwrite: false, issueAt });
      expect(run.result).toEqual({ surveyId: survey.id, created: labs.length, replaced: 0, skipped: 0 });
      const documents = await db
        .selectFrom('surveyDocuments as d')
        .innerJoin('files as f', 'f.id', 'd.fileId')
        .select(['d.labId', 'd.path', 'd.type', 'd.custom', 'd.size', 'd.createdBy', 'f.content'])
        .where('d.surveyId', '=', survey.id)
        .execute();
      expect(documents.map((d) => d.path).sort()).toEqual(labs.map((l) => generatedDocumentPath(survey.id, l.shortName)).sort());
      for (const document of documents) {
        // PGlite answers bytea as a Uint8Array (pg: a Buffer)
        const pdf = Buffer.from(document.content).toString('latin1');
        expect(document).toMatchObject({ type: 'survey', custom: false, createdBy: adminId, size: document.content.length });
        expect(pdf.startsWith('%PDF-')).toBe(true);
        // pdfmake compresses its streams: a PDF parser reads the text, which names the issue day (in the
        // reader's language) and the lab with the accents of its name intact
        const text = await extractPdfText(document.content);
        const issueDays = [formatDay(issueAt.slice(0, 10), 'en'), formatDay(issueAt.slice(0, 10), 'hu')];
        expect(issueDays.some((day) => text.includes(day)), text).toBe(true);
        const lab = await db.selectFrom('labs').select('name').where('id', '=', Number(document.labId)).executeTakeFirstOrThrow();
        expect(text).toContain(lab.name);
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'documents.import counts the documents of the survey per level and marks the survey',
    async () => {
      const { db } = database;
      // staff-uploaded documents of the other levels: a result group's, the round's, the year's, and another year's
      const file = await db
        .insertInto('files')
        .values({ name: 'upload.pdf', mediaType: 'application/pdf', size: 4, sha256: '0'.repeat(64), content: Buffer.from('%PDF'), createdBy: adminId })
        .returning('id')
        .executeTakeFirstOrThrow();
      const resultGroup = await db.selectFrom('resultGroups').select(['id', 'labId']).where('surveyId', '=', survey.id).orderBy('id').executeTakeFirstOrThrow();
      const upload = { orgId: seed.orgId, title: { en: 'Upload' }, mediaType: 'application/pdf', size: 4, custom: true, fileId: file.id, createdBy: adminId };
      await db
        .insertInto('surveyDocuments')
        .values([
          { ...upload, type: 'result_group', surveyId: survey.id, labId: resultGroup.labId, resultGroupId: resultGroup.id, path: 'rg.pdf' },
          { ...upload, type: 'round', roundId: survey.roundId, path: 'round.pdf' },
          { ...upload, type: 'year', year: survey.year, path: 'year-1.pdf' },
          { ...upload, type: 'year', year: survey.year, path: 'year-2.pdf' },
          { ...upload, type: 'year', year: survey.year - 1, path: 'other-year.pdf' },
        ])
        .execute();
      const generated = await db.selectFrom('surveyDocuments').select('id').where('surveyId', '=', survey.id).where('type', '=', 'survey').execute();
      expect(generated.length, 'documents.generate ran first').toBeGreaterThan(0);
      const before = await db.selectFrom('surveys').select(['documentsImported']).where('id', '=', survey.id).executeTakeFirstOrThrow();
      expect(before.documentsImported).toBe(false);

      const run = await runJob('documents.import', `survey:${survey.id}`, { surveyId: survey.id });
      expect(run.result).toEqual({ surveyId: survey.id, resultGroup: 1, survey: generated.length, round: 1, year: 2 });
      const after = await db.selectFrom('surveys').select(['documentsImported', 'importStarted']).where('id', '=', survey.id).executeTakeFirstOrThrow();
      expect(after).toEqual({ documentsImported: true, importStarted: true });
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "products.copy copies last year's products of the org into the empty next year",
    async () => {
      const { db } = database;
      // the seed has products of YEAR - 1 … YEAR + 1: copy the last of them into YEAR + 2
      const year = YEAR + 2;
      const source = await db.selectFrom('products').select(['id', 'shortName']).where('orgId', '=', seed.orgId).where('year', '=', year - 1).orderBy('id').execute();
      expect(source.length).toBeGreaterThan(1);
      expect(await db.selectFrom('products').select('id').where('orgId', '=', seed.orgId).where('year', '=', year).execute()).toEqual([]);
      const sourcePrices = await db.selectFrom('productPrices').select('id').where('productId', 'in', source.map((p) => p.id)).execute();

      const run = await runJob('products.copy', `org${seed.orgId}:${year}`, { orgId: seed.orgId, year });
      expect(run.result).toMatchObject({ year, orgs: [{ orgId: seed.orgId, copied: source.length, skipped: false }] });
      const copies = await db
        .selectFrom('products')
        .select(['id', 'shortName', 'copiedFromProductId'])
        .where('orgId', '=', seed.orgId)
        .where('year', '=', year)
        .orderBy('copiedFromProductId')
        .execute();
      expect(copies.map((p) => [p.copiedFromProductId, p.shortName])).toEqual(source.map((p) => [p.id, p.shortName]));
      const prices = await db.selectFrom('productPrices').select('id').where('productId', 'in', copies.map((p) => p.id)).execute();
      expect(prices.length).toBe(sourcePrices.length);
      expect(prices.length).toBeGreaterThan(0);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "orders.copy copies the demo lab's orders of this year into the next year in one transaction, once",
    async () => {
      const { db } = database;
      // the demo lab has this year's orders and none of the next year (the seed leaves the copy to it)
      const year = YEAR + 1;
      const lab = await db.selectFrom('labs').select('id').where('shortName', '=', DEMO_LAB_QC).executeTakeFirstOrThrow();
      const ordersOf = (y: number) =>
        db
          .selectFrom('orders as o')
          .innerJoin('products as p', 'p.id', 'o.productId')
          .select(['o.id', 'o.productId', 'o.active', 'o.dirty', 'o.amount', 'o.currencyId', 'p.copiedFromProductId'])
          .where('o.labId', '=', lab.id)
          .where('o.orgId', '=', seed.orgId)
          .where('o.year', '=', y)
          .orderBy('o.productId')
          .execute();
      const source = (await ordersOf(YEAR)).filter((o) => o.active);
      expect(source.length).toBeGreaterThan(1);
      expect(await ordersOf(year)).toEqual([]);
      const key = `lab${lab.id}:org${seed.orgId}:${year}`;

      const run = await runJob('orders.copy', key, { labId: lab.id, orgId: seed.orgId, year });
      const copied = await ordersOf(year);
      expect(run.result).toEqual({ labId: lab.id, year, orgs: [{ orgId: seed.orgId, skipped: false, copied: copied.length, differences: expect.any(Number) }] });
      // every active order found its product of the next year (copiedFromProductId), priced, active and dirty
      expect(copied.map((o) => o.copiedFromProductId).sort()).toEqual(source.map((o) => o.productId).sort());
      expect(copied.every((o) => o.active && o.dirty && o.amount > 0 && o.currencyId === source[0]!.currencyId)).toBe(true);
      const rounds = await db.selectFrom('roundOrders').select(['orderId', 'sampleSetQuantity']).where('orderId', 'in', copied.map((o) => o.id)).execute();
      expect(rounds.some((r) => r.sampleSetQuantity > 0)).toBe(true);
      expect(await db.selectFrom('orderYears').select('paper').where('labId', '=', lab.id).where('orgId', '=', seed.orgId).where('year', '=', year).execute()).toHaveLength(1);

      // idempotent: a second run finds active orders in the year and changes nothing
      const again = await runJob('orders.copy', key, { labId: lab.id, orgId: seed.orgId, year });
      expect(again.result).toEqual({ labId: lab.id, year, orgs: [{ orgId: seed.orgId, skipped: true, copied: 0, differences: 0 }] });
      expect(await ordersOf(year)).toEqual(copied);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'invoices.document renders the PDF of a demo invoice and replaces its generated document (idempotent)',
    async () => {
      const { db } = database;
      // a paid demo proforma with the invoice uploaded onto it, issued before the snapshot columns (the
      // seed leaves its generated document to this job)
      const invoice = await db
        .selectFrom('invoices as i')
        .select(['i.id', 'i.year', 'i.annualNumber'])
        .where('i.orgId', '=', seed.orgId)
        .where('i.proforma', '=', true)
        .where(({ exists, selectFrom }) => exists(selectFrom('invoiceDocuments as u').select('u.id').whereRef('u.invoiceId', '=', 'i.id').where('u.name', 'is not', null)))
        .orderBy('i.id')
        .executeTakeFirstOrThrow();
      const documents = (generatedOnes: boolean) =>
        db
          .selectFrom('invoiceDocuments as d')
          .innerJoin('files as f', 'f.id', 'd.fileId')
          .select(['d.id', 'd.fileId', 'd.type', 'd.name', 'd.title', 'd.size', 'f.content'])
          .where('d.invoiceId', '=', invoice.id)
          .where('d.name', generatedOnes ? 'is' : 'is not', null)
          .orderBy('d.id')
          .execute();
      const generated = () => documents(true);
      const uploaded = (await documents(false)).map((d) => d.fileId);
      expect(uploaded).toHaveLength(1);
      const observe = async () => (await generated()).map((d) => d.fileId).join(',');

      for (const run of [1, 2]) {
        const before = await generated();
        const seen = await runAndWatch('invoices.document', { invoiceId: invoice.id }, undefined, observe);
        // reads answered while the job ran saw the document before it (replaced in one transaction)
        expect(new Set(seen), `run ${run}`).toEqual(new Set([before.map((d) => d.fileId).join(',')]));
        const after = await generated();
        expect(after, `run ${run}`).toHaveLength(1);
        const [document] = after;
        // PGlite answers bytea as a Uint8Array (pg: a Buffer)
        expect(Buffer.from(document!.content).toString('latin1').startsWith('%PDF-')).toBe(true);
        expect(document).toMatchObject({ type: 'proforma', name: null, size: document!.content.length });
        expect(document!.title).toContain(`${invoice.year}/${String(invoice.annualNumber).padStart(5, '0')}`);
        // the earlier generated document and its file are gone (the second run replaces the first's); the uploaded invoice is untouched
        expect(before, `run ${run}`).toHaveLength(run - 1);
        if (before.length > 0) expect(await db.selectFrom('files').select('id').where('id', 'in', before.map((d) => d.fileId)).execute()).toEqual([]);
        expect((await documents(false)).map((d) => d.fileId), `run ${run}`).toEqual(uploaded);
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "documents.contract renders a new contract's document (its details, year and acceptance) into files and contract_documents",
    async () => {
      const { db } = database;
      // a new accepted version of a demo contract of this year, without its document yet
      const { id: _id, createdAt: _createdAt, ...previous } = await db
        .selectFrom('contracts')
        .selectAll()
        .where('orgId', '=', seed.orgId)
        .where('year', '=', YEAR)
        .where('acceptedAt', 'is not', null)
        .orderBy('id')
        .limit(1)
        .executeTakeFirstOrThrow();
      const contract = await db
        .insertInto('contracts')
        .values({ ...previous, name: 'Szent Lőrinc Kórház Központi Labor', acceptedAt: NOW, createdAt: NOW })
        .returning('id')
        .executeTakeFirstOrThrow();
      const count = async () => String((await db.selectFrom('contractDocuments').select('id').where('contractId', '=', contract.id).execute()).length);
      const seen = await runAndWatch('documents.contract', { contractId: contract.id }, undefined, count);
      expect(seen.every((n) => n === '0' || n === '1')).toBe(true);
      const documents = await db
        .selectFrom('contractDocuments as d')
        .innerJoin('files as f', 'f.id', 'd.fileId')
        .select(['d.title', 'd.mediaType', 'd.createdAt', 'f.content'])
        .where('d.contractId', '=', contract.id)
        .execute();
      expect(documents).toHaveLength(1);
      expect(documents[0]).toMatchObject({ title: { en: `Contract ${YEAR}`, hu: `Szerződés ${YEAR}` }, mediaType: 'application/pdf', createdAt: NOW });
      const text = await extractPdfText(Buffer.from(documents[0]!.content));
      expect(text).toContain('Szent Lőrinc Kórház Központi Labor');
      expect(text).toContain(String(YEAR));
      // a second run finds the document and writes nothing
      await runAndWatch('documents.contract', { contractId: contract.id }, undefined, count);
      expect(await count()).toBe('1');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'certificates.issue: issues the certificates of an evaluated year, then leaves them unchanged',
    async () => {
      if (hung) throw new Error(`skipped: ${hung} hung`);
      const { db } = database;
      const payload = { orgId: seed.orgId, year: survey.year, labIds: null, asOf: survey.evaluatedAt.toISOString() };
      // as of the evaluation of a survey of the year, certificates cover the surveys evaluated by then
      const first = await runJob('certificates.issue', `test:${survey.id}`, payload);
      const result = first.result as { yearEvaluated: boolean; issued: number[]; unchanged: number[] };
      const rows = await db.selectFrom('certificates').select(['id', 'state']).where('orgId', '=', seed.orgId).where('year', '=', survey.year).execute();
      expect(rows.map((r) => r.id).sort()).toEqual([...result.issued].sort());
      const again = await runJob('certificates.issue', `test-again:${survey.id}`, payload);
      expect((again.result as { issued: number[] }).issued).toEqual([]);
      expect((again.result as { unchanged: number[] }).unchanged.sort()).toEqual([...result.issued].sort());
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'notifications.sweep records the demo date’s notifications once (a second sweep adds none) and handles a publication whose date came once',
    async () => {
      const { db } = database;
      // the survey's certificates as if it had been published ahead for its evaluation date (issued above already: nothing changes)
      await db.insertInto('certificateSchedule').values({ surveyId: survey.id, dueAt: survey.evaluatedAt, doneAt: null, issued: null }).execute();
      const certificates = () => db.selectFrom('certificates').select(['id', 'version']).where('orgId', '=', seed.orgId).where('year', '=', survey.year).orderBy('id').execute();
      const before = await certificates();
      const count = async () => String((await db.selectFrom('notifications').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
      await runAndWatch('notifications.sweep', {}, undefined, count);
      const made = Number(await count());
      expect(made).toBeGreaterThan(0);
      expect(await db.selectFrom('certificateSchedule').select(['doneAt', 'issued']).where('surveyId', '=', survey.id).execute()).toEqual([{ doneAt: NOW, issued: 0 }]);
      await runAndWatch('notifications.sweep', {}, undefined, count);
      expect(Number(await count())).toBe(made);
      expect(await certificates()).toEqual(before);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'webhook.deliver posts a signed delivery to its receiver and marks it delivered',
    async () => {
      const { db } = database;
      const received: Array<{ id: string; signature: string }> = [];
      const receiver = createServer((req, res) => {
        received.push({ id: String(req.headers['webhook-id'] ?? ''), signature: String(req.headers['webhook-signature'] ?? '') });
        req.resume();
        req.on('end', () => res.writeHead(204).end());
      });
      await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
      try {
        const port = (receiver.address() as AddressInfo).port;
        const hook = await db
          .insertInto('webhooks')
          .values({ orgId: seed.orgId, labId: null, url: `http://127.0.0.1:${port}/hook`, events: ['*'], secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', createdBy: adminId })
          .returning('id')
          .executeTakeFirstOrThrow();
        const delivery = await db
          .insertInto('webhookDeliveries')
          .values({ webhookId: hook.id, messageId: 'msg_embedded_check', type: 'survey.opened', payload: { type: 'survey.opened', timestamp: NOW.toISOString(), data: {} } })
          .returning('id')
          .executeTakeFirstOrThrow();
        const status = async () => (await db.selectFrom('webhookDeliveries').select('status').where('id', '=', delivery.id).executeTakeFirstOrThrow()).status;
        await runAndWatch('webhook.deliver', { deliveryId: delivery.id }, undefined, status);
        expect(await status()).toBe('delivered');
        expect(received).toEqual([{ id: 'msg_embedded_check', signature: expect.stringMatching(/^v1,/) as unknown as string }]);
      } finally {
        await new Promise<void>((resolve) => receiver.close(() => resolve()));
      }
    },
    TEST_TIMEOUT_MS,
  );

  it('logged no error while the jobs ran', () => {
    expect(logger.entries.filter((entry) => entry.level === 'error')).toEqual([]);
  });
});
