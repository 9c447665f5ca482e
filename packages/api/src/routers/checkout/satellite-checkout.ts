import { protectedProcedure } from '../../trpc';
import { getSatelliteCheckoutState, satelliteCheckout as satelliteCheckoutService } from '../../services/checkout/satellite-checkout';
import { ZSatelliteCheckoutRequest, ZSatelliteCheckoutResult, ZSatelliteCheckoutState, ZSatelliteCheckoutStateInput } from '../../services/checkout/satellite-checkout.types';

const PATH = '/labs/{labId}/orders/orgs/{orgId}/years/{year}/satellite_checkout';

export const satelliteCheckoutState = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: PATH,
      protect: true,
      tags: ['checkout'],
      summary: "What a core lab's checkout for its satellites would do",
      description:
        "Per satellite of the core lab at the organisation (by QC code): checked out by a checkout now, or left out with the reason (missing_contract, ordering_disabled, nothing_to_check_out, requires_cancellation), and the due date of the document it would get. The core lab's users only, with the year's accepted contract (403 otherwise, also for staff).",
    },
  })
  .input(ZSatelliteCheckoutStateInput)
  .output(ZSatelliteCheckoutState)
  .query(({ ctx, input }) => getSatelliteCheckoutState(ctx, input));

export const satelliteCheckout = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: PATH,
      protect: true,
      tags: ['checkout'],
      summary: 'Check out for the satellites in one step',
      description:
        "A core lab's user, with the core lab's validation password (422 validationPassword, 429 after too many wrong ones), checks out every satellite that has something to check out and whose changes need no staff, each as its own checkout: its own proforma or invoice row per its own contract, numbers, e-mail. Per satellite, not all-or-nothing: the answer says for each satellite checked_out (with its checkout's answer), skipped (with the reason) or failed. 409 nothing_to_check_out when no satellite would be checked out. An optional `purchaseOrderNumber` prints on every satellite's documents (else each satellite's own). The core lab's users only (403 otherwise, also for staff).",
    },
  })
  .input(ZSatelliteCheckoutRequest)
  .output(ZSatelliteCheckoutResult)
  .mutation(({ ctx, input }) => satelliteCheckoutService(ctx, input));
