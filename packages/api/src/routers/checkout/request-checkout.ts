import { protectedProcedure } from '../../trpc';
import { requestCheckout as askForCheckout } from '../../services/checkout/request-checkout';
import { ZOrderYearInput, ZRequestCheckoutResult } from './checkout.types';

export const requestCheckout = protectedProcedure
  .meta({ openapi: { method: 'POST', path: '/labs/{labId}/orders/orgs/{orgId}/years/{year}/request_checkout', protect: true, tags: ['checkout'] } })
  .input(ZOrderYearInput)
  .output(ZRequestCheckoutResult)
  .mutation(({ ctx, input }) => askForCheckout(ctx, input));
