import { protectedProcedure } from '../../trpc';
import { getCatalog as getService } from '../../services/orders/get-catalog';
import { ZCatalog } from './get-catalog.types';
import { ZOrdersYearInput } from './orders.types';

/** Spec 2 §7 GET /years/{year}/catalog: the product catalogue of the year for the lab, with the ordering state. */
export const getCatalog = protectedProcedure
  .meta({ openapi: { method: 'GET', path: '/labs/{labId}/orders/orgs/{orgId}/years/{year}/catalog', protect: true, tags: ['orders'] } })
  .input(ZOrdersYearInput)
  .output(ZCatalog)
  .query(({ ctx, input }) => getService(ctx, input));
