import type { Kysely } from 'kysely';
import type { Logger } from '@eqa/api';
import type { DB } from '@eqa/db';
import { seedDemoData } from '@eqa/db/seed/index';
import { evaluateSurvey, silentLogger } from '@eqa/jobs';
import { createContractDocument } from '@eqa/jobs/processors/documents-contract';
import { processDocumentsGenerate } from '@eqa/jobs/processors/documents-generate';
import { processInvoicesDocument } from '@eqa/jobs/processors/invoices-document';

/**
 * Seeds the demo data (SEED_DEMO, default with the embedded database). Idempotent: the seed does
 * nothing when the demo org exists, and its advisory lock keeps two servers from seeding twice.
 * `now` anchors the data: the default demo date in demo mode, so the demo surveys are in every phase.
 * After a fresh seed the evaluation job runs, as the provider would have run it, on every survey that
 * is evaluated (final evaluation) or pre-evaluated (pre-evaluation) at `now`, so reports have data;
 * then documents.generate makes the participation documents of the evaluated surveys (issued on the
 * evaluation date), so their download menus have documents; and the invoices' and the accepted
 * contracts' PDFs are made by the same functions as the invoices.document and documents.contract jobs.
 */
export async function seedDemo(db: Kysely<DB>, now: Date, logger: Logger): Promise<void> {
  const started = Date.now();
  const summary = await seedDemoData(db, { now });
  if (!summary.seeded) return;
  const surveys = await db
    .selectFrom('surveys')
    .select(['id', 'evaluatedAt', 'preEvaluatedAt', 'endsAt'])
    .where('orgId', '=', summary.orgId)
    .where('evaluationDisabled', '=', false)
    .where((eb) => eb.or([eb('evaluatedAt', '<=', now), eb.and([eb('preEvaluatedAt', '<=', now), eb('endsAt', '<=', now)])]))
    .orderBy('id')
    .execute();
  let evaluations = 0;
  for (const survey of surveys) {
    const kind = survey.evaluatedAt && survey.evaluatedAt <= now ? 'evaluation' : 'pre_evaluation';
    await evaluateSurvey(db, { surveyId: survey.id, kind });
    evaluations += 1;
  }
  let documents = 0;
  const noJobRun = { jobRunId: null, attempt: 1, progress: async () => {} };
  for (const survey of surveys) {
    if (!survey.evaluatedAt || survey.evaluatedAt > now) continue;
    const issueAt = survey.evaluatedAt.toISOString();
    const generated = await processDocumentsGenerate({ db, logger: silentLogger }, { surveyId: survey.id, labId: null, overwrite: false, issueAt }, noJobRun);
    documents += generated.created;
  }
  const invoices = await db.selectFrom('invoices').select('id').where('orgId', '=', summary.orgId).orderBy('id').execute();
  for (const invoice of invoices) await processInvoicesDocument({ db }, { invoiceId: invoice.id });
  const contracts = await db.selectFrom('contracts').select('id').where('orgId', '=', summary.orgId).where('acceptedAt', 'is not', null).orderBy('id').execute();
  for (const contract of contracts) await createContractDocument(db, contract.id);
  logger.info('demo data seeded', { ...summary, evaluations, documents, invoices: invoices.length, contracts: contracts.length, ms: Date.now() - started });
}
