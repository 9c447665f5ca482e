import { protectedProcedure } from '../../trpc';
import { getCheckoutState as getState } from '../../services/checkout/get-checkout-state';
import { ZCheckoutState, ZOrderYearInput } from '../../services/checkout/checkout.types';

export const getCheckoutState = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/orders/orgs/{orgId}/years/{year}/checkout',
      protect: true,
      tags: ['checkout'],
      summary: 'Get the checkout state of a year',
      description: "Whether the calling user may check out the lab's orders of the year now, with the proforma and cancellation flags, the dirty flag and the invoiced difference. Users of the lab, its core lab (read-only) and the organisation; lab users without the year's accepted contract get 403 missing_contract_error.",
    },
  })
  .input(ZOrderYearInput)
  .output(ZCheckoutState)
  .query(({ ctx, input }) => getState(ctx, input));
