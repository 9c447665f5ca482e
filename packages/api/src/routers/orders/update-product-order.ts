import { protectedProcedure } from '../../trpc';
import { updateProductOrder as updateService } from '../../services/orders/update-product-order';
import { ZOrder } from './orders.types';
import { ZUpdateProductOrderInput } from './update-product-order.types';

/** Spec 2 §7 PATCH /years/{year}/products/{productId}: the change set of one product order (creates the order on its first change). */
export const updateProductOrder = protectedProcedure
  .meta({ openapi: { method: 'PATCH', path: '/labs/{labId}/orders/orgs/{orgId}/years/{year}/products/{productId}', protect: true, tags: ['orders'] } })
  .input(ZUpdateProductOrderInput)
  .output(ZOrder)
  .mutation(({ ctx, input }) => updateService(ctx, input));
