import { protectedProcedure } from '../../trpc';
import { updateProductOrder as updateService } from '../../services/orders/update-product-order';
import { ZOrder } from '../../services/orders/orders.types';
import { ZUpdateProductOrderInput } from '../../services/orders/update-product-order.types';

/** Spec 2 §7 PATCH /years/{year}/products/{productId}: the change set of one product order (creates the order on its first change). */
export const updateProductOrder = protectedProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/labs/{labId}/orders/orgs/{orgId}/years/{year}/products/{productId}',
      protect: true,
      tags: ['orders'],
      summary: 'Change a product order',
      description: "Applies the change set of one product order (quantities, variant, options, rounds), creating the order on its first change (spec 2 §7). Needs write access and the year's contract; 409 ordering_disabled, 404 for a product not in the lab's catalogue, 422 productId orders.schemeAlreadyOrdered, 422 with param for other broken rules.",
    },
  })
  .input(ZUpdateProductOrderInput)
  .output(ZOrder)
  .mutation(({ ctx, input }) => updateService(ctx, input));
