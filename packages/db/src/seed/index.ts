import { sql, type Kysely } from 'kysely';
import type { DB } from '../schema';
import { createRandom } from './prng';
import type { SeedContext } from './context';
import { DEMO_ORG_SHORT_NAME } from './demo-accounts';
import { insertReferenceData } from '../reference-data';
import { seedPlatform } from './seed-platform';
import { seedCatalog } from './seed-catalog';
import { seedLisCodes } from './seed-lis-codes';
import { seedSurveys } from './seed-surveys';
import { seedProducts } from './seed-products';
import { seedOrders } from './seed-orders';
import { seedContracts, seedInvoices, seedOrgDocuments } from './seed-billing';
import { seedResults } from './seed-results';

export * from './demo-accounts';
export { CORE_LAB_QC, DEMO_LAB_QC, NEW_LAB_QC, LATE_PAYMENT_LAB_QC, NO_CONTRACT_LAB_QCS } from './data/labs';
export { surveySlots } from './seed-surveys';

export interface SeedOptions {
  /** The moment the demo data is anchored to (the demo date in demo mode). */
  now: Date;
  /** Write results through the event store (default true). */
  results?: boolean;
}

export interface SeedSummary {
  /** False when the demo org already existed and nothing was written. */
  seeded: boolean;
  orgId: number;
  labs: number;
  surveys: number;
  resultStreams: number;
  resultEvents: number;
}

/** Advisory-lock key of the seed, so two servers starting together seed once. */
const SEED_LOCK = 0x45_51_41_5e;

/**
 * Writes the demo data (spec: demo mode) in one transaction, anchored to `now`: rounds of the
 * previous, current and next year, surveys in every phase, ~50 labs, products, orders, invoices,
 * contracts, and results through the event store. Idempotent: does nothing when the demo org exists.
 */
export async function seedDemoData(db: Kysely<DB>, options: SeedOptions): Promise<SeedSummary> {
  const now = options.now;
  const summary = await db.transaction().execute(async (trx): Promise<SeedSummary> => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const existing = await trx.selectFrom('orgs').select('id').where('shortName', '=', DEMO_ORG_SHORT_NAME).executeTakeFirst();
    if (existing) return { seeded: false, orgId: existing.id, labs: 0, surveys: 0, resultStreams: 0, resultEvents: 0 };

    await insertReferenceData(trx);
    const platform = await seedPlatform(trx, now);
    const ctx: SeedContext = {
      trx,
      now,
      year: now.getUTCFullYear(),
      random: createRandom(20170615),
      orgId: platform.orgId,
      labs: platform.labs,
      labByQc: new Map(platform.labs.map((l) => [l.qc, l])),
      users: platform.users,
      unitIds: new Map(),
      parameterIds: new Map(),
      valueIds: new Map(),
      rounds: [],
      surveys: [],
    };
    const catalog = await seedCatalog(ctx);
    await seedLisCodes(ctx);
    await seedSurveys(ctx, catalog);
    const products = await seedProducts(ctx);
    const orderYears = await seedOrders(ctx, products);
    await seedInvoices(ctx, orderYears);
    await seedContracts(ctx);
    // the demo's contracts accepted the published template versions (no "terms changed" notice)
    const versions = await trx.selectFrom('legalDocumentVersions').select('id').where('orgId', '=', ctx.orgId).orderBy('id').execute();
    await trx.updateTable('contracts').set({ legalVersionIds: versions.map((v) => v.id) }).where('orgId', '=', ctx.orgId).where('acceptedAt', 'is not', null).execute();
    await seedOrgDocuments(ctx);
    const results = options.results === false ? { streams: 0, events: 0 } : await seedResults(ctx);
    return {
      seeded: true,
      orgId: ctx.orgId,
      labs: ctx.labs.length,
      surveys: ctx.surveys.length,
      resultStreams: results.streams,
      resultEvents: results.events,
    };
  });
  // bulk-loaded tables get their statistics now, not when autovacuum comes by: the first
  // requests' plans (and the generic plans of prepared statements) are made with them
  if (summary.seeded) await sql`analyze`.execute(db);
  return summary;
}
