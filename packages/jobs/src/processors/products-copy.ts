import type { JobPayloads } from '@eqa/core';
import { sql } from 'kysely';
import type { Executor } from '@eqa/db';
import type { JobContext, ProcessorContext } from './processor';

export interface ProductsCopyResult extends Record<string, unknown> {
  year: number;
  /** Per org: products copied, and links to rounds/surveys that had no counterpart in the new year. */
  orgs: Array<{ orgId: number; copied: number; skippedRounds: number; skippedSurveys: number; skipped: boolean }>;
}

/** One year later (custom deadlines of copied round links move with the year). */
function nextYear(date: Date | null): Date | null {
  if (date === null) return null;
  const next = new Date(date.getTime());
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}

/**
 * Copies one org's products of year − 1 into the empty `year` (spec 3 §2/§4 "copy from last year"):
 * the products (copiedFromProductId set), countries, variants, options and prices; round links go
 * to the round of the new year with the same ordinal, survey links to the survey of that round with
 * the same scheme version (else the same scheme). Links without a counterpart are left out and counted.
 */
async function copyOrgProducts(trx: Executor, orgId: number, year: number) {
  const products = await trx.selectFrom('products').selectAll().where('orgId', '=', orgId).where('year', '=', year - 1).orderBy('id').execute();
  const rounds = await trx.selectFrom('rounds').select(['id', 'year', 'ordinal']).where('orgId', '=', orgId).where('year', 'in', [year - 1, year]).execute();
  const newRoundOf = (roundId: number) => {
    const old = rounds.find((r) => r.id === roundId);
    return old ? rounds.find((r) => r.year === year && r.ordinal === old.ordinal) : undefined;
  };
  const surveys = await trx
    .selectFrom('surveys as s')
    .innerJoin('schemeVersions as sv', 'sv.id', 's.schemeVersionId')
    .select(['s.id', 's.roundId', 's.schemeVersionId', 'sv.schemeId'])
    .where('s.roundId', 'in', rounds.length > 0 ? rounds.map((r) => r.id) : [0])
    .execute();
  let skippedRounds = 0;
  let skippedSurveys = 0;
  for (const product of products) {
    const { id: oldId, createdAt: _createdAt, copiedFromProductId: _copied, ...fields } = product;
    const copy = await trx
      .insertInto('products')
      .values({ ...fields, year, copiedFromProductId: oldId })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [countries, variants, options, prices, productRounds, productSurveys] = await Promise.all([
      trx.selectFrom('productCountries').select('countryId').where('productId', '=', oldId).execute(),
      trx.selectFrom('productVariants').selectAll().where('productId', '=', oldId).orderBy('id').execute(),
      trx.selectFrom('productOptions').selectAll().where('productId', '=', oldId).orderBy('id').execute(),
      trx.selectFrom('productPrices').selectAll().where('productId', '=', oldId).orderBy('id').execute(),
      trx.selectFrom('productRounds').selectAll().where('productId', '=', oldId).execute(),
      trx.selectFrom('productSurveys').select('surveyId').where('productId', '=', oldId).execute(),
    ]);
    if (countries.length > 0) await trx.insertInto('productCountries').values(countries.map((c) => ({ productId: copy.id, countryId: c.countryId }))).execute();
    const variantIds = new Map<number, number>();
    for (const variant of variants) {
      const row = await trx.insertInto('productVariants').values({ productId: copy.id, name: variant.name, ordinal: variant.ordinal }).returning('id').executeTakeFirstOrThrow();
      variantIds.set(variant.id, row.id);
    }
    if (options.length > 0) await trx.insertInto('productOptions').values(options.map((o) => ({ productId: copy.id, name: o.name, ordinal: o.ordinal }))).execute();
    if (prices.length > 0) {
      await trx
        .insertInto('productPrices')
        .values(
          prices.map(({ id: _id, productId: _productId, variantId, ...price }) => ({
            ...price,
            productId: copy.id,
            variantId: variantId === null ? null : (variantIds.get(variantId) ?? null),
          })),
        )
        .execute();
    }
    for (const link of productRounds) {
      const round = newRoundOf(link.roundId);
      if (!round) {
        skippedRounds += 1;
        continue;
      }
      await trx.insertInto('productRounds').values({ productId: copy.id, roundId: round.id, customDeadline: nextYear(link.customDeadline) }).execute();
    }
    for (const link of productSurveys) {
      const old = surveys.find((s) => s.id === link.surveyId);
      const round = old ? newRoundOf(old.roundId) : undefined;
      const candidates = round && old ? surveys.filter((s) => s.roundId === round.id) : [];
      const match = candidates.find((s) => s.schemeVersionId === old?.schemeVersionId) ?? candidates.find((s) => s.schemeId === old?.schemeId);
      if (!match) {
        skippedSurveys += 1;
        continue;
      }
      await trx.insertInto('productSurveys').values({ productId: copy.id, surveyId: match.id }).onConflict((oc) => oc.doNothing()).execute();
    }
  }
  return { copied: products.length, skippedRounds, skippedSurveys };
}

/** products.copy: copies last year's products of an org (or of every org whose year is still empty) into `year`. */
export async function processProductsCopy(
  ctx: Pick<ProcessorContext, 'db' | 'logger'>,
  payload: JobPayloads['products.copy'],
  job: JobContext,
): Promise<ProductsCopyResult> {
  const { year } = payload;
  const orgIds =
    payload.orgId !== undefined
      ? [payload.orgId]
      : (
          await ctx.db
            .selectFrom('products')
            .select('orgId')
            .distinct()
            .where('year', '=', year - 1)
            .execute()
        ).map((row) => row.orgId);
  const total = Number(
    (
      await ctx.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('orgId', 'in', orgIds.length > 0 ? orgIds : [0])
        .where('year', '=', year - 1)
        .executeTakeFirstOrThrow()
    ).n,
  );
  let done = 0;
  const orgs: ProductsCopyResult['orgs'] = [];
  for (const orgId of orgIds) {
    const outcome = await ctx.db.transaction().execute(async (trx) => {
      // one copy per org and year at a time; a year that has products is never copied into
      await sql`select pg_advisory_xact_lock(hashtext(${`products.copy:${orgId}:${year}`}))`.execute(trx);
      const existing = await trx.selectFrom('products').select('id').where('orgId', '=', orgId).where('year', '=', year).limit(1).executeTakeFirst();
      if (existing) return { orgId, copied: 0, skippedRounds: 0, skippedSurveys: 0, skipped: true };
      return { orgId, skipped: false, ...(await copyOrgProducts(trx, orgId, year)) };
    });
    orgs.push(outcome);
    // after the org's transaction: progress is written on another connection, and the embedded
    // database has only one (a write inside the transaction would wait for itself forever)
    done += outcome.copied;
    await job.progress(total === 0 ? 100 : (done / total) * 100);
    ctx.logger.info('products copied', { year, ...outcome });
  }
  return { year, orgs };
}
