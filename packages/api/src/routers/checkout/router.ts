import { router } from '../../trpc';
import { checkout } from './checkout';
import { getCheckoutState } from './get-checkout-state';
import { isProformaDisabled } from './is-proforma-disabled';
import { requestCheckout } from './request-checkout';
import { satelliteCheckout, satelliteCheckoutState } from './satellite-checkout';

/** Checkout of a lab's ordering year at an org (spec 2 §4, §7; docs/decisions/invoices.md). */
export const checkoutRouter = router({
  state: getCheckoutState,
  checkout,
  requestCheckout,
  isProformaDisabled,
  satelliteCheckoutState,
  satelliteCheckout,
});
