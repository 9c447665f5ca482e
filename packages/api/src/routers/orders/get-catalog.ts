import { protectedProcedure } from '../../trpc';
import { getCatalog as getService } from '../../services/orders/get-catalog';
import { ZCatalog } from '../../services/orders/get-catalog.types';
import { ZOrdersYearInput } from '../../services/orders/orders.types';

/** Spec 2 §7 GET /years/{year}/catalog: the product catalogue of the year for the lab, with the ordering state. */
export const getCatalog = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/orders/orgs/{orgId}/years/{year}/catalog',
      protect: true,
      tags: ['orders'],
      summary: "Get the year's product catalogue",
      description: "The products the lab may order in the year at the organisation, by group, with prices in the lab's currency, each product's availability and the ordering state (why ordering is disabled, which rounds may still change). Users with read access to the lab; lab users need the year's contract (403 missing_contract_error).",
    },
  })
  .input(ZOrdersYearInput)
  .output(ZCatalog)
  .query(({ ctx, input }) => getService(ctx, input));
