import { sql, type Kysely } from 'kysely';
import type { Logger } from '@eqa/api';
import type { DB } from '@eqa/db';
import { seedDemoData } from '@eqa/db/seed/index';
import { evaluateSurvey, silentLogger } from '@eqa/jobs';
import { createContractDocument } from '@eqa/db';
import { processDocumentsGenerate } from '@eqa/jobs/processors/documents-generate';
import { processInvoicesDocument } from '@eqa/jobs/processors/invoices-document';

/** Serialises the completion steps of two servers starting on one database (pg_advisory_lock). */
const DEMO_COMPLETION_LOCK = 0x45514144;

/**
 * Seeds the demo data (SEED_DEMO, default with the embedded database), then completes what the
 * provider would have done with it: the evaluation job on every survey evaluated (final evaluation)
 * or pre-evaluated at `now`, so reports have data; documents.generate for the participation
 * documents of the evaluated surveys (issued on the evaluation date); and the invoices' and the
 * accepted contracts' PDFs, by the same functions as the invoices.document and documents.contract
 * jobs. `now` anchors the data: the default demo date in demo mode.
 *
 * Safe when two instances start at once and when one dies half-way: the seed itself is one
 * transaction behind its own lock and does nothing when the demo org exists; the completion runs on
 * every start, under a session lock, and does only what is missing (a survey without its
 * evaluation run, a lab without its participation document, an invoice or accepted contract
 * without its PDF), so a second instance finishes what a first one left.
 */
export async function seedDemo(db: Kysely<DB>, now: Date, logger: Logger): Promise<void> {
  const started = Date.now();
  const summary = await seedDemoData(db, { now });
  const done = await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${DEMO_COMPLETION_LOCK})`.execute(connection);
    try {
      return await completeDemo(connection, summary.orgId, now);
    } finally {
      await sql`select pg_advisory_unlock(${DEMO_COMPLETION_LOCK})`.execute(connection);
    }
  });
  if (summary.seeded || Object.values(done).some((n) => n > 0)) {
    logger.info(summary.seeded ? 'demo data seeded' : 'demo data completed', { ...summary, ...done, ms: Date.now() - started });
  }
}

async function completeDemo(db: Kysely<DB>, orgId: number, now: Date): Promise<Record<string, number>> {
  const surveys = await db
    .selectFrom('surveys')
    .select(['id', 'evaluatedAt', 'preEvaluatedAt', 'endsAt'])
    .where('orgId', '=', orgId)
    .where('evaluationDisabled', '=', false)
    .where((eb) => eb.or([eb('evaluatedAt', '<=', now), eb.and([eb('preEvaluatedAt', '<=', now), eb('endsAt', '<=', now)])]))
    .orderBy('id')
    .execute();
  const evaluatedRuns = new Set(
    (await db.selectFrom('evaluationRuns').select(['surveyId', 'kind']).where('status', '=', 'succeeded').execute()).map((r) => `${r.surveyId}:${r.kind}`),
  );
  let evaluations = 0;
  for (const survey of surveys) {
    const kind = survey.evaluatedAt && survey.evaluatedAt <= now ? 'evaluation' : 'pre_evaluation';
    if (evaluatedRuns.has(`${survey.id}:${kind}`)) continue;
    await evaluateSurvey(db, { surveyId: survey.id, kind });
    evaluations += 1;
  }
  // surveys whose labs do not all have their generated participation document yet
  const participants = new Map(
    (await db.selectFrom('surveyLabs').select(['surveyId', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('surveyId').execute()).map((r) => [r.surveyId, Number(r.n)]),
  );
  const generatedDocuments = new Map(
    (
      await db
        .selectFrom('surveyDocuments')
        .select(['surveyId', (eb) => eb.fn.countAll<number>().as('n')])
        .where('labId', 'is not', null)
        .where('custom', '=', false)
        .groupBy('surveyId')
        .execute()
    ).map((r) => [r.surveyId, Number(r.n)]),
  );
  const withDocuments = new Set([...participants].filter(([surveyId, n]) => (generatedDocuments.get(surveyId) ?? 0) >= n).map(([surveyId]) => surveyId));
  let documents = 0;
  const noJobRun = { jobRunId: null, attempt: 1, progress: async () => {} };
  for (const survey of surveys) {
    if (!survey.evaluatedAt || survey.evaluatedAt > now || withDocuments.has(survey.id)) continue;
    const issueAt = survey.evaluatedAt.toISOString();
    const generated = await processDocumentsGenerate({ db, logger: silentLogger }, { surveyId: survey.id, labId: null, overwrite: false, issueAt }, noJobRun);
    documents += generated.created;
  }
  // the portal's own documents: proformas and cancellations (an invoice row of the invoice series
  // carries the accounting's uploaded invoice only)
  const invoices = await db
    .selectFrom('invoices as i')
    .select('i.id')
    .where('i.orgId', '=', orgId)
    .where((eb) => eb.or([eb('i.proforma', '=', true), eb('i.cancelledAnnualNumber', 'is not', null)]))
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('invoiceDocuments as d').select('d.id').whereRef('d.invoiceId', '=', 'i.id').where('d.name', 'is', null))))
    .orderBy('i.id')
    .execute();
  for (const invoice of invoices) await processInvoicesDocument({ db }, { invoiceId: invoice.id });
  const contracts = await db
    .selectFrom('contracts as c')
    .select('c.id')
    .where('c.orgId', '=', orgId)
    .where('c.acceptedAt', 'is not', null)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('contractDocuments as d').select('d.id').whereRef('d.contractId', '=', 'c.id'))))
    .orderBy('c.id')
    .execute();
  for (const contract of contracts) await createContractDocument(db, contract.id);
  return { evaluations, documents, invoiceDocuments: invoices.length, contractDocuments: contracts.length };
}
