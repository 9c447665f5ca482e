import { protectedProcedure } from '../../trpc';
import { checkout as checkOut } from '../../services/checkout/checkout';
import { ZCheckoutRequest, ZCheckoutResult } from '../../services/checkout/checkout.types';

export const checkout = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/labs/{labId}/orders/orgs/{orgId}/years/{year}/checkout',
      protect: true,
      tags: ['checkout'],
      summary: "Check out the year's orders",
      description: "Confirms every pending order of the lab for the year at the organisation and issues the proforma or invoice (spec 2 §4 “Checkout”). Needs write access to the lab, the year's accepted contract for lab users (403 missing_contract_error) and the validation password (422 validationPassword, 429 after too many wrong ones). 409 ordering_disabled or nothing_to_check_out; 403 requires_cancellation when a lab user's change needs staff approval. An optional `purchaseOrderNumber` (at most 50 characters) prints on the proforma; without one, the number the lab gave with its checkout request.",
    },
  })
  .input(ZCheckoutRequest)
  .output(ZCheckoutResult)
  .mutation(({ ctx, input }) => checkOut(ctx, input));
