import type { Localized } from '@eqa/core';
import type { ProductType } from '../tables/products';
import { chunks, type SeedContext } from './context';
import { DEMO_SCHEMES, type DemoSchemeKey } from './data/catalog';
import { SCHEME_KEYS } from './seed-catalog';

export type DemoProductKey = DemoSchemeKey | 'poct' | 'certHu' | 'certEn';

export interface SeededPrice {
  currencyId: string;
  paper: boolean;
  variantId: number | null;
  value: number;
  discountValue: number;
  extraEvaluationValue: number;
}

export interface SeededProduct {
  id: number;
  key: DemoProductKey;
  type: ProductType;
  year: number;
  shortName: string;
  extraEvaluationAvailable: boolean;
  /** Rounds the product covers (from its surveys, or its product rounds). */
  roundIds: number[];
  /** Surveys per round (survey products). */
  surveyIdsByRound: Map<number, number[]>;
  variantIds: number[];
  optionIds: number[];
  prices: SeededPrice[];
}

const GROUPS = {
  chemistry: { name: { en: 'Clinical chemistry', hu: 'Klinikai kémia' }, description: { en: 'Serum chemistry schemes', hu: 'Szérum kémiai körvizsgálatok' } },
  haematology: { name: { en: 'Haematology', hu: 'Hematológia' }, description: { en: 'Blood count schemes', hu: 'Vérkép körvizsgálatok' } },
  haemostasis: { name: { en: 'Haemostasis', hu: 'Hemosztázis' }, description: { en: 'Coagulation schemes', hu: 'Véralvadási körvizsgálatok' } },
  other: { name: { en: 'Certificates and external schemes', hu: 'Tanúsítványok és külső programok' }, description: null },
} as const;

function money(value: number, currencyId: string): number {
  return currencyId === 'HUF' ? Math.round(value / 10) * 10 : Math.round(value * 100) / 100;
}

/** Prices in HUF and EUR, online and paper (+10%), per variant (the second variant costs 15% more). */
function priceRows(base: { HUF: [number, number, number]; EUR: [number, number, number] }, variantIds: number[], inflation: number): SeededPrice[] {
  const rows: SeededPrice[] = [];
  const variants: Array<number | null> = variantIds.length > 0 ? variantIds : [null];
  for (const currencyId of ['HUF', 'EUR'] as const) {
    for (const paper of [false, true]) {
      variants.forEach((variantId, index) => {
        const factor = inflation * (paper ? 1.1 : 1) * (index === 1 ? 1.15 : 1);
        const [value, discount, extra] = base[currencyId];
        rows.push({
          currencyId,
          paper,
          variantId,
          value: money(value * factor, currencyId),
          discountValue: money(discount * factor, currencyId),
          extraEvaluationValue: money(extra * factor, currencyId),
        });
      });
    }
  }
  return rows;
}

/** Product groups and, for the previous, current and next year, the products with prices. */
export async function seedProducts(ctx: SeedContext): Promise<SeededProduct[]> {
  const { trx, orgId } = ctx;
  const groupIds = {} as Record<keyof typeof GROUPS, number>;
  let ordinal = 0;
  for (const [key, group] of Object.entries(GROUPS) as Array<[keyof typeof GROUPS, (typeof GROUPS)[keyof typeof GROUPS]]>) {
    ordinal += 1;
    const row = await trx
      .insertInto('productGroups')
      .values({ orgId, name: { ...group.name }, description: group.description ? { ...group.description } : null, ordinal })
      .returning('id')
      .executeTakeFirstOrThrow();
    groupIds[key] = row.id;
  }

  const products: SeededProduct[] = [];
  const previousByKey = new Map<DemoProductKey, number>();
  for (const year of [ctx.year - 1, ctx.year, ctx.year + 1]) {
    const inflation = 1 + 0.05 * (year - ctx.year);
    const rounds = ctx.rounds.filter((r) => r.year === year);
    const definitions: Array<{
      key: DemoProductKey;
      type: ProductType;
      group: keyof typeof GROUPS;
      shortName: string;
      name: Localized;
      description: Localized | null;
      localeId: string | null;
      minRounds: number | null;
      extra: boolean;
      variants: Localized[];
      options: Localized[];
      countries: string[];
      base: { HUF: [number, number, number]; EUR: [number, number, number] };
      surveyScheme: DemoSchemeKey | null;
    }> = [
      ...SCHEME_KEYS.map((scheme) => {
        const def = DEMO_SCHEMES[scheme];
        return {
          key: scheme,
          type: 'survey' as const,
          group: def.productGroup,
          shortName: def.shortName,
          name: { ...def.name },
          description: { ...def.description },
          localeId: null,
          minRounds: 2,
          extra: true,
          variants:
            scheme === 'haem'
              ? [
                  { en: '3-part differential', hu: '3-részes differenciálás' },
                  { en: '5-part differential', hu: '5-részes differenciálás' },
                ]
              : [],
          options:
            scheme === 'coag'
              ? [
                  { en: 'D-dimer supplement', hu: 'D-dimer kiegészítő' },
                  { en: 'Anti-Xa supplement', hu: 'Anti-Xa kiegészítő' },
                ]
              : [],
          countries: ['HU', 'AT', 'DE', 'SK', 'RO'],
          base: { HUF: def.priceHuf, EUR: def.priceEur },
          surveyScheme: scheme,
        };
      }),
      {
        key: 'poct',
        type: 'external_survey',
        group: 'other',
        shortName: 'POCT-GLU',
        name: { en: 'Point-of-care glucose meters (external scheme)', hu: 'Betegágy melletti vércukormérők (külső program)' },
        description: { en: 'Run by our partner provider; results are entered on the partner site.', hu: 'Partnerszolgáltatónk programja; az eredményeket a partner oldalán kell rögzíteni.' },
        localeId: null,
        minRounds: null,
        extra: false,
        variants: [],
        options: [],
        countries: ['HU', 'SK', 'RO'],
        base: { HUF: [9_500, 9_000, 0], EUR: [27, 25, 0] },
        surveyScheme: null,
      },
      {
        key: 'certHu',
        type: 'certificate',
        group: 'other',
        shortName: 'TAN-HU',
        name: { en: 'Participation certificate (Hungarian)', hu: 'Részvételi tanúsítvány (magyar)' },
        description: null,
        localeId: 'hu',
        minRounds: null,
        extra: false,
        variants: [],
        options: [],
        countries: ['HU'],
        base: { HUF: [4_500, 4_500, 0], EUR: [13, 13, 0] },
        surveyScheme: null,
      },
      {
        key: 'certEn',
        type: 'certificate',
        group: 'other',
        shortName: 'CERT-EN',
        name: { en: 'Participation certificate (English)', hu: 'Részvételi tanúsítvány (angol)' },
        description: null,
        localeId: 'en',
        minRounds: null,
        extra: false,
        variants: [],
        options: [],
        countries: ['HU', 'AT', 'DE', 'SK', 'RO'],
        base: { HUF: [5_000, 5_000, 0], EUR: [15, 15, 0] },
        surveyScheme: null,
      },
    ];

    let productOrdinal = 0;
    for (const def of definitions) {
      productOrdinal += 1;
      const product = await trx
        .insertInto('products')
        .values({
          orgId,
          productGroupId: groupIds[def.group],
          type: def.type,
          shortName: def.shortName,
          ordinal: productOrdinal,
          localeId: def.localeId,
          name: def.name,
          description: def.description,
          minRounds: def.minRounds,
          extraEvaluationAvailable: def.extra,
          hidden: false,
          year,
          copiedFromProductId: previousByKey.get(def.key) ?? null,
          createdAt: new Date(Date.UTC(year - 1, 8, 1)),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      previousByKey.set(def.key, product.id);
      await trx.insertInto('productCountries').values(def.countries.map((countryId) => ({ productId: product.id, countryId }))).execute();

      const surveyIdsByRound = new Map<number, number[]>();
      if (def.surveyScheme) {
        const surveys = ctx.surveys.filter((s) => s.scheme === def.surveyScheme && s.year === year);
        for (const s of surveys) surveyIdsByRound.set(s.roundId, [...(surveyIdsByRound.get(s.roundId) ?? []), s.id]);
        await trx.insertInto('productSurveys').values(surveys.map((s) => ({ productId: product.id, surveyId: s.id }))).execute();
      } else {
        await trx
          .insertInto('productRounds')
          .values(rounds.map((r, index) => ({ productId: product.id, roundId: r.id, customDeadline: def.key === 'poct' && index === 0 ? r.startsAt : null })))
          .execute();
      }
      const variantIds =
        def.variants.length === 0
          ? []
          : (
              await trx
                .insertInto('productVariants')
                .values(def.variants.map((name, index) => ({ productId: product.id, name, ordinal: index + 1 })))
                .returning('id')
                .execute()
            ).map((v) => v.id);
      const optionIds =
        def.options.length === 0
          ? []
          : (
              await trx
                .insertInto('productOptions')
                .values(def.options.map((name, index) => ({ productId: product.id, name, ordinal: index + 1 })))
                .returning('id')
                .execute()
            ).map((o) => o.id);
      const prices = priceRows(def.base, variantIds, inflation).filter((p) => def.type !== 'certificate' || !p.paper);
      for (const batch of chunks(prices)) {
        await trx
          .insertInto('productPrices')
          .values(batch.map((p) => ({ ...p, productId: product.id, type: def.type, minRounds: null })))
          .execute();
      }
      products.push({
        id: product.id,
        key: def.key,
        type: def.type,
        year,
        shortName: def.shortName,
        extraEvaluationAvailable: def.extra,
        roundIds: def.surveyScheme ? [...surveyIdsByRound.keys()] : rounds.map((r) => r.id),
        surveyIdsByRound,
        variantIds,
        optionIds,
        prices,
      });
    }
  }
  return products;
}
