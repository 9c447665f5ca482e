import { protectedProcedure } from '../../trpc';
import { requestCheckout as askForCheckout } from '../../services/checkout/request-checkout';
import { ZRequestCheckoutRequest, ZRequestCheckoutResult } from '../../services/checkout/checkout.types';

export const requestCheckout = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/labs/{labId}/orders/orgs/{orgId}/years/{year}/request_checkout',
      protect: true,
      tags: ['checkout'],
      summary: 'Ask staff to check out',
      description: "A lab user asks the organisation's staff by e-mail to confirm changes that need their approval (spec 2 §4). Lab users with write access and the year's contract only (org users check out themselves: 403; 403 missing_contract_error). 409 ordering_disabled or nothing_to_check_out; one request per lab, organisation and year per interval (429). An optional `purchaseOrderNumber` (at most 50 characters) is kept for the proforma of the checkout that follows.",
    },
  })
  .input(ZRequestCheckoutRequest)
  .output(ZRequestCheckoutResult)
  .mutation(({ ctx, input }) => askForCheckout(ctx, input));
