import {
  API_MESSAGES,
  AppError,
  assertNoViolation,
  cleanLocalized,
  fillFromFirstSurvey,
  fitsCurrency,
  isVatPercent,
  newProductPrice,
  nextOrdinal,
  normalizeProductForType,
  ordinalTakenViolation,
  PRICE_MESSAGES,
  productViolation,
  STANDARD_VAT_PERCENT,
  toMinorUnits,
  type Localized,
} from '@eqa/core';
import type { Executor } from '@eqa/db';
import type { TProduct } from './product.types';
import type { TCreateProductInput, TUpdateProductInput } from './save-product.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { withDbErrors } from '../db-errors';
import { loadProduct } from './load-products';
import { orgCountryIds, orgCurrencyIds } from './org-catalog';

type ProductInput = TCreateProductInput | TUpdateProductInput;

/** The surveys a survey product sells: the org's, of the product's year, with what the name fill needs. */
async function productSurveys(db: Executor, orgId: number, year: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('surveys as s')
    .innerJoin('schemeVersions as sv', 'sv.id', 's.schemeVersionId')
    .innerJoin('schemes as sc', 'sc.id', 'sv.schemeId')
    .innerJoin('rounds as r', 'r.id', 's.roundId')
    .select(['s.id', 'sv.name as schemeVersionName', 'sc.shortName as schemeShortName', 'r.year'])
    .where('s.orgId', '=', orgId)
    .where('s.id', 'in', [...ids])
    .execute();
  return ids.map((id, index) => {
    const row = rows.find((r) => r.id === id);
    if (!row) throw AppError.constraint(`surveys.${index}`, API_MESSAGES.unknownSurvey);
    if (row.year !== year) throw AppError.constraint(`surveys.${index}`, API_MESSAGES.surveyOfOtherYear, undefined, { year: row.year, productYear: year });
    return row;
  });
}

/** The rounds an external survey or certificate product sells: the org's, of the product's year. */
async function assertProductRounds(db: Executor, orgId: number, year: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db.selectFrom('rounds').select(['id', 'year']).where('orgId', '=', orgId).where('id', 'in', [...ids]).execute();
  ids.forEach((id, index) => {
    const row = rows.find((r) => r.id === id);
    if (!row) throw AppError.constraint(`rounds.${index}`, API_MESSAGES.unknownRound);
    if (row.year !== year) throw AppError.constraint(`rounds.${index}`, API_MESSAGES.roundOfOtherYear, undefined, { year: row.year, productYear: year });
  });
}

/**
 * POST /orgs/{orgId}/products (id null) and PUT …/{id}: every validity rule of spec 3 §5 (core
 * productViolation), the first-survey name fill, new price defaults, the type fixed once saved, and
 * the references checked against the org (group, countries, currencies, rounds and surveys of the
 * product's year). Variants and options keep their ids (orders refer to them); prices are rewritten.
 */
export async function saveProduct(ctx: Pick<AdminContext, 'db' | 'session' | 'clock'>, input: ProductInput, id: number | null): Promise<TProduct> {
  assertOrgAdminOf(ctx.session, input.orgId);
  const existing = id === null ? null : await ctx.db.selectFrom('products').selectAll().where('id', '=', id).where('orgId', '=', input.orgId).executeTakeFirst();
  if (id !== null && !existing) throw AppError.notFound('Product');
  const year = existing?.year ?? ('year' in input && input.year !== undefined ? input.year : ctx.clock.now().getUTCFullYear());

  const [countryIds, currencyIds, surveys, previousSurveys, existingVariants, existingOptions] = await Promise.all([
    orgCountryIds(ctx.db, input.orgId),
    orgCurrencyIds(ctx.db, input.orgId),
    productSurveys(
      ctx.db,
      input.orgId,
      year,
      input.surveys.map((s) => s.id),
    ),
    id === null ? Promise.resolve([]) : ctx.db.selectFrom('productSurveys').select('surveyId').where('productId', '=', id).execute(),
    id === null ? Promise.resolve([]) : ctx.db.selectFrom('productVariants').select('id').where('productId', '=', id).execute(),
    id === null ? Promise.resolve([]) : ctx.db.selectFrom('productOptions').select('id').where('productId', '=', id).execute(),
  ]);
  await assertProductRounds(
    ctx.db,
    input.orgId,
    year,
    input.rounds.map((r) => r.id),
  );

  // spec 3 §5: an empty product takes name and short name from its first survey
  let name: Localized = cleanLocalized(input.name);
  let shortName = input.shortName.trim();
  const first = surveys[0];
  const filled = fillFromFirstSurvey({ name, shortName }, previousSurveys.length, first ? { schemeVersionName: first.schemeVersionName, schemeShortName: first.schemeShortName } : null);
  if (filled) ({ name, shortName } = filled);

  input.variants.forEach((variant, index) => {
    if (variant.id !== undefined && !existingVariants.some((v) => v.id === variant.id)) {
      throw AppError.constraint(`variants.${index}.id`, API_MESSAGES.unknownProductVariant);
    }
  });
  input.options.forEach((option, index) => {
    if (option.id !== undefined && !existingOptions.some((o) => o.id === option.id)) {
      throw AppError.constraint(`options.${index}.id`, API_MESSAGES.unknownProductOption);
    }
  });

  // prices: defaults of spec 3 §5, the variant by id (existing) or ordinal, keyed by the variant ordinal
  const defaults = newProductPrice(
    currencyIds,
    input.variants.map((v) => v.ordinal),
  );
  const prices = input.prices.map((price, index) => {
    let variant: number | null = null;
    if (price.variantId !== undefined && price.variantId !== null) {
      const match = input.variants.find((v) => v.id === price.variantId);
      if (!match) throw AppError.constraint(`prices.${index}.variantId`, API_MESSAGES.unknownProductVariant);
      variant = match.ordinal;
    } else if (price.variantOrdinal !== undefined && price.variantOrdinal !== null) {
      variant = price.variantOrdinal;
    } else if (price.variantId === undefined && price.variantOrdinal === undefined) {
      variant = defaults.variant;
    }
    const currencyId = price.currencyId ?? defaults.currencyId;
    if (currencyId === null || !currencyIds.includes(currencyId)) {
      throw AppError.constraint(`prices.${index}.currencyId`, API_MESSAGES.currencyNotOfOrg);
    }
    const values = { value: price.value ?? 0, discountValue: price.discountValue ?? 0, extraEvaluationValue: price.extraEvaluationValue ?? 0 };
    for (const [key, value] of Object.entries(values)) {
      if (value < 0) throw AppError.constraint(`prices.${index}.${key}`, API_MESSAGES.negativePrice);
      // prices are whole units of a currency without decimals (HUF): every document states them so
      if (!fitsCurrency(toMinorUnits(value), currencyId)) throw AppError.constraint(`prices.${index}.${key}`, PRICE_MESSAGES.priceDecimals, undefined, { currencyId });
    }
    const minRounds = price.minRounds ?? null;
    if (minRounds !== null && minRounds < 1) throw AppError.constraint(`prices.${index}.minRounds`, API_MESSAGES.atLeast, undefined, { min: 1 });
    const vatRate = price.vatRate ?? STANDARD_VAT_PERCENT;
    if (!isVatPercent(vatRate)) throw AppError.constraint(`prices.${index}.vatRate`, PRICE_MESSAGES.invalidVatRate);
    return { currencyId, paper: price.paper ?? false, variant, ...values, minRounds, vatRate };
  });

  assertNoViolation(
    productViolation(
      {
        type: input.type,
        productGroupId: input.productGroupId,
        shortName,
        name,
        localeId: input.localeId ?? null,
        countries: input.countries,
        surveyIds: surveys.map((s) => s.id),
        roundIds: input.rounds.map((r) => r.id),
        variants: input.variants.map((v) => ({ key: v.ordinal, name: v.name, ordinal: v.ordinal })),
        options: input.options,
        prices,
      },
      existing?.type ?? null,
    ),
  );
  const strangeCountry = input.countries.findIndex((country) => !countryIds.includes(country));
  if (strangeCountry >= 0) throw AppError.constraint(`countries.${strangeCountry}`, API_MESSAGES.countryNotOfOrg);
  const group = await ctx.db.selectFrom('productGroups').select('id').where('id', '=', input.productGroupId ?? 0).where('orgId', '=', input.orgId).executeTakeFirst();
  if (!group) throw AppError.constraint('productGroupId', API_MESSAGES.unknownProductGroup);
  if (input.type === 'certificate' && input.localeId) {
    const locale = await ctx.db.selectFrom('locales').select('id').where('id', '=', input.localeId).executeTakeFirst();
    if (!locale) throw AppError.constraint('localeId', API_MESSAGES.unknownLocale);
  }
  if (input.minRounds !== undefined && input.minRounds !== null && input.minRounds < 1) throw AppError.constraint('minRounds', API_MESSAGES.atLeast, undefined, { min: 1 });
  let sameName = ctx.db.selectFrom('products').select('id').where('orgId', '=', input.orgId).where('year', '=', year).where('shortName', '=', shortName);
  if (id !== null) sameName = sameName.where('id', '<>', id);
  if (await sameName.executeTakeFirst()) throw AppError.constraint('shortName', API_MESSAGES.productNameTaken, undefined, { shortName, year });
  let siblings = ctx.db
    .selectFrom('products')
    .select('ordinal')
    .where('orgId', '=', input.orgId)
    .where('year', '=', year)
    .where('productGroupId', '=', group.id);
  if (id !== null) siblings = siblings.where('id', '<>', id);
  const siblingOrdinals = (await siblings.execute()).map((row) => row.ordinal);
  const ordinal = input.ordinal ?? existing?.ordinal ?? nextOrdinal(siblingOrdinals);
  assertNoViolation(ordinalTakenViolation(ordinal, siblingOrdinals));

  const typed = normalizeProductForType(input.type, {
    minRounds: input.minRounds ?? null,
    extraEvaluationAvailable: input.extraEvaluationAvailable ?? false,
    localeId: input.localeId ?? null,
    prices,
  });
  const description = input.description ? cleanLocalized(input.description) : null;
  const row = {
    productGroupId: group.id,
    type: input.type,
    shortName,
    ordinal,
    localeId: typed.localeId,
    name,
    description: description && Object.keys(description).length > 0 ? description : null,
    minRounds: typed.minRounds,
    extraEvaluationAvailable: typed.extraEvaluationAvailable,
    hidden: input.hidden ?? existing?.hidden ?? false,
  };

  const savedId = await withDbErrors(
    () =>
      ctx.db.transaction().execute(async (trx) => {
        let productId = id;
        if (productId === null) {
          const inserted = await trx.insertInto('products').values({ orgId: input.orgId, year, ...row }).returning('id').executeTakeFirstOrThrow();
          productId = inserted.id;
        } else {
          await trx.updateTable('products').set(row).where('id', '=', productId).execute();
        }
        const pid = productId;
        await trx.deleteFrom('productCountries').where('productId', '=', pid).execute();
        if (input.countries.length > 0) {
          await trx.insertInto('productCountries').values([...new Set(input.countries)].map((countryId) => ({ productId: pid, countryId }))).execute();
        }
        await trx.deleteFrom('productRounds').where('productId', '=', pid).execute();
        if (input.type !== 'survey' && input.rounds.length > 0) {
          await trx
            .insertInto('productRounds')
            .values(input.rounds.map((r) => ({ productId: pid, roundId: r.id, customDeadline: r.customDeadline ?? null })))
            .execute();
        }
        await trx.deleteFrom('productSurveys').where('productId', '=', pid).execute();
        if (input.type === 'survey' && surveys.length > 0) {
          await trx.insertInto('productSurveys').values([...new Set(surveys.map((s) => s.id))].map((surveyId) => ({ productId: pid, surveyId }))).execute();
        }

        // variants and options keep their ids (orders refer to them)
        const variantIdByOrdinal = new Map<number, number>();
        const keptVariants = input.variants.flatMap((v) => (v.id === undefined ? [] : [v.id]));
        await trx.deleteFrom('productPrices').where('productId', '=', pid).execute();
        let removedVariants = trx.deleteFrom('productVariants').where('productId', '=', pid);
        if (keptVariants.length > 0) removedVariants = removedVariants.where('id', 'not in', keptVariants);
        await removedVariants.execute();
        for (const variant of input.variants) {
          const values = { name: cleanLocalized(variant.name), ordinal: variant.ordinal };
          if (variant.id !== undefined) {
            await trx.updateTable('productVariants').set(values).where('id', '=', variant.id).execute();
            variantIdByOrdinal.set(variant.ordinal, variant.id);
          } else {
            const inserted = await trx.insertInto('productVariants').values({ productId: pid, ...values }).returning('id').executeTakeFirstOrThrow();
            variantIdByOrdinal.set(variant.ordinal, inserted.id);
          }
        }
        const keptOptions = input.options.flatMap((o) => (o.id === undefined ? [] : [o.id]));
        let removedOptions = trx.deleteFrom('productOptions').where('productId', '=', pid);
        if (keptOptions.length > 0) removedOptions = removedOptions.where('id', 'not in', keptOptions);
        await removedOptions.execute();
        for (const option of input.options) {
          const values = { name: cleanLocalized(option.name), ordinal: option.ordinal };
          if (option.id !== undefined) await trx.updateTable('productOptions').set(values).where('id', '=', option.id).execute();
          else await trx.insertInto('productOptions').values({ productId: pid, ...values }).execute();
        }
        if (typed.prices.length > 0) {
          await trx
            .insertInto('productPrices')
            .values(
              typed.prices.map((price) => ({
                productId: pid,
                type: price.type,
                currencyId: price.currencyId,
                paper: price.paper,
                variantId: price.variant === null ? null : (variantIdByOrdinal.get(price.variant) ?? null),
                value: price.value,
                discountValue: price.discountValue,
                extraEvaluationValue: price.extraEvaluationValue,
                minRounds: price.minRounds,
                vatRate: price.vatRate,
              })),
            )
            .execute();
        }
        return pid;
      }),
    { unique: { param: 'shortName', message: API_MESSAGES.productNameTaken, params: { shortName, year } } },
  );
  return loadProduct(ctx.db, input.orgId, savedId);
}
