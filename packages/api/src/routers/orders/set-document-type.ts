import { protectedProcedure } from '../../trpc';
import { setDocumentType as setService } from '../../services/orders/set-document-type';
import { ZYearOrders } from '../../services/orders/get-year-orders.types';
import { ZSetDocumentTypeInput } from '../../services/orders/set-document-type.types';

/** Spec 2 §7 POST /years/{year}/document_type { paper }: online only or online plus paper; answers the year's orders, priced again. */
export const setDocumentType = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/labs/{labId}/orders/orgs/{orgId}/years/{year}/document_type',
      protect: true,
      tags: ['orders'],
      summary: "Set the year's document type",
      description: "Online only (paper false) or online plus paper (paper true) for the lab's year and every order of it; the orders are priced again and answered. Needs write access and the year's contract; 409 ordering_disabled.",
    },
  })
  .input(ZSetDocumentTypeInput)
  .output(ZYearOrders)
  .mutation(({ ctx, input }) => setService(ctx, input));
