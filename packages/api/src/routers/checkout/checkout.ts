import { protectedProcedure } from '../../trpc';
import { checkout as checkOut } from '../../services/checkout/checkout';
import { ZCheckoutRequest, ZCheckoutResult } from './checkout.types';

export const checkout = protectedProcedure
  .meta({ openapi: { method: 'POST', path: '/labs/{labId}/orders/orgs/{orgId}/years/{year}/checkout', protect: true, tags: ['checkout'] } })
  .input(ZCheckoutRequest)
  .output(ZCheckoutResult)
  .mutation(({ ctx, input }) => checkOut(ctx, input));
