import { protectedProcedure } from '../../trpc';
import { getSatelliteComparison as getService } from '../../services/orders/satellite-comparison';
import { ZSatelliteComparison } from '../../services/orders/satellite-comparison.types';
import { ZOrdersYearInput } from '../../services/orders/orders.types';

/** Spec 2 §2 satellite lab comparison: the core lab's and its satellites' orders of the year, products × labs. */
export const getSatelliteComparison = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/orders/orgs/{orgId}/years/{year}/satellite_comparison',
      protect: true,
      tags: ['orders'],
      summary: "Compare a core lab's and its satellites' orders of a year",
      description:
        "Products × labs (the core lab, then its satellites at the organisation): sample sets, extra evaluations and amounts of the active orders, totals per lab in its currency and per currency. The core lab's users (with the year's contract) and the organisation's staff; 403 for a lab that is not a core lab.",
    },
  })
  .input(ZOrdersYearInput)
  .output(ZSatelliteComparison)
  .query(({ ctx, input }) => getService(ctx, input));
