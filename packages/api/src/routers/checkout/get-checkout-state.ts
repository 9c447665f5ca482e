import { protectedProcedure } from '../../trpc';
import { getCheckoutState as getState } from '../../services/checkout/get-checkout-state';
import { ZCheckoutState, ZOrderYearInput } from './checkout.types';

export const getCheckoutState = protectedProcedure
  .meta({ openapi: { method: 'GET', path: '/labs/{labId}/orders/orgs/{orgId}/years/{year}/checkout', protect: true, tags: ['checkout'] } })
  .input(ZOrderYearInput)
  .output(ZCheckoutState)
  .query(({ ctx, input }) => getState(ctx, input));
