import { productAvailability, roundOrderEditability, type OrderViewer } from '@eqa/core';
import type { TCatalog, TCatalogProduct } from './get-catalog.types';
import type { TOrdersYearInput } from './orders.types';
import { isoOrNull } from '../config/values';
import { accreditationDay } from '../surveys/open-lab-survey';
import { accreditedSurveys } from '../surveys/survey-access-queries';
import { loadCatalogue, productSchemes } from './catalogue-queries';
import { moneyOut } from './order-out';
import { openOrders, orderingDisabledFor, type OrdersContext } from './orders-access';

/**
 * GET /labs/{labId}/orders/orgs/{orgId}/years/{year}/catalog (spec 2 §2 ordering screen): the year's
 * product groups with the products the lab may order (loadCatalogue), prices in the lab's currency
 * only, each product's availability (core productAvailability against the lab's active orders),
 * and the ordering state: why ordering is disabled (core orderingDisabledReason) and, per round,
 * whether the current user may still change its order (core roundOrderEditability; never while
 * ordering is disabled or the lab is only readable).
 */
export async function getCatalog(ctx: OrdersContext, input: TOrdersYearInput): Promise<TCatalog> {
  const { labId, orgId, year } = input;
  const scope = await openOrders(ctx, labId, orgId, { mode: 'read', contractYear: year });
  const [catalogue, orders] = await Promise.all([
    loadCatalogue(ctx.db, { orgId, year, countryId: scope.countryId }),
    ctx.db.selectFrom('orders').select(['productId', 'active']).where('labId', '=', labId).where('orgId', '=', orgId).where('year', '=', year).execute(),
  ]);
  const reason = orderingDisabledFor(ctx.settings, scope, year, catalogue.map((p) => p.year));
  const readOnly = reason !== null || !scope.canWrite;
  const viewer: OrderViewer = { orgUser: scope.orgUser };
  const availability = new Map(productAvailability(productSchemes(catalogue, orders)).map((a) => [a.productId, a]));
  const accredited = await accreditedSurveys(
    ctx.db,
    catalogue.flatMap((p) => p.surveys.map((s) => ({ id: s.id, schemeId: s.schemeId, schemeVersionId: s.schemeVersionId, day: accreditationDay(s.startsAt, scope.now) }))),
  );

  const groups = new Map<number, TCatalog['groups'][number]>();
  for (const product of catalogue) {
    let group = groups.get(product.group.id);
    if (!group) groups.set(product.group.id, (group = { ...product.group, products: [] }));
    const available = availability.get(product.id);
    const out: TCatalogProduct = {
      id: product.id,
      type: product.type,
      shortName: product.shortName,
      name: product.name,
      description: product.description,
      ordinal: product.ordinal,
      accredited: product.surveys.some((s) => accredited.has(s.id)),
      minRounds: product.minRounds,
      extraEvaluationAvailable: product.extraEvaluationAvailable,
      rounds: product.rounds.map((round) => {
        const editability = roundOrderEditability(round, viewer, scope.now);
        return {
          id: round.id,
          name: round.name,
          ordinal: round.ordinal,
          startsAt: isoOrNull(round.startsAt),
          deadline: isoOrNull(round.deadline),
          productRoundDeadline: isoOrNull(round.productRoundDeadline),
          editable: editability.editable && !readOnly,
          editDeadline: isoOrNull(editability.deadline),
        };
      }),
      variants: product.variants,
      options: product.options,
      prices: product.prices
        .filter((price) => price.currencyId === scope.currencyId)
        .map((price) => ({
          ...price,
          value: moneyOut(price.value),
          discountValue: moneyOut(price.discountValue),
          extraEvaluationValue: moneyOut(price.extraEvaluationValue),
        })),
      schemes: product.schemes,
      disabled: available?.disabled ?? false,
      conflictingProductIds: available?.conflictingProductIds ?? [],
    };
    group.products.push(out);
  }
  return {
    year,
    currency: scope.currencyId,
    orderingDisabled: reason !== null,
    orderingDisabledReason: reason,
    readOnly,
    orgUser: scope.orgUser,
    groups: [...groups.values()],
  };
}
