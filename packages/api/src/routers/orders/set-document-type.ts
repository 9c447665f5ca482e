import { protectedProcedure } from '../../trpc';
import { setDocumentType as setService } from '../../services/orders/set-document-type';
import { ZYearOrders } from './get-year-orders.types';
import { ZSetDocumentTypeInput } from './set-document-type.types';

/** Spec 2 §7 POST /years/{year}/document_type { paper }: online only or online plus paper; answers the year's orders, priced again. */
export const setDocumentType = protectedProcedure
  .meta({ openapi: { method: 'POST', path: '/labs/{labId}/orders/orgs/{orgId}/years/{year}/document_type', protect: true, tags: ['orders'] } })
  .input(ZSetDocumentTypeInput)
  .output(ZYearOrders)
  .mutation(({ ctx, input }) => setService(ctx, input));
