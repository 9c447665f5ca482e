import { describe, expect, it } from 'vitest';
import { COPY_POLL_INTERVAL_MS, currentOrderYear, ORDER_QUANTITY_MAX, ORDER_QUANTITY_MIN, orderCopyYears, PAPER_SURCHARGE_PERCENT } from './constants';
import { SEARCH_DEBOUNCE_MS } from '../platform/constants';
import {
  checkoutAction,
  checkoutDialogText,
  isAnnualSummaryYearDisabled,
  isProductOrderSaveEnabled,
  productOrderRemoval,
  productOrderSaveLabel,
  shouldOpenDocumentTypeDialog,
} from './ordering-screen';

const now = '2017-06-15T05:00:00Z';

describe('constants (spec 2 §9)', () => {
  it('has the spec values', () => {
    expect([ORDER_QUANTITY_MIN, ORDER_QUANTITY_MAX, PAPER_SURCHARGE_PERCENT, COPY_POLL_INTERVAL_MS, SEARCH_DEBOUNCE_MS]).toEqual([0, 100, 10, 1000, 500]);
  });

  it.each([
    [now, 2017, [2017, 2018]],
    ['2017-12-31T23:30:00Z', 2018, [2018, 2019]],
    ['2017-12-31T22:59:59Z', 2017, [2017, 2018]],
  ])('at %s the current year is %s, copy years %j', (at, year, years) => {
    expect(currentOrderYear(at)).toBe(year);
    expect(orderCopyYears(at)).toEqual(years);
  });
});

describe('ordering screen rules', () => {
  it.each([
    [2017, 2018, false],
    [2018, 2018, false],
    [2019, 2018, true],
    [2017, null, false],
    [2018, null, true],
    [2016, null, false],
  ])('annual summary of %s, last order year %s: disabled %s', (year, lastOrderYear, disabled) => {
    expect(isAnnualSummaryYearDisabled(year, lastOrderYear, now)).toBe(disabled);
  });

  it.each([
    [{ orderCount: 0, orderingDisabled: false }, true],
    [{ orderCount: 1, orderingDisabled: false }, false],
    [{ orderCount: 0, orderingDisabled: true }, false],
  ])('document type dialog at start %j → %s', (state, open) => {
    expect(shouldOpenDocumentTypeDialog(state)).toBe(open);
  });

  it.each([
    [true, 'save'],
    [false, 'add'],
  ] as const)('save label of an order active=%s → %s', (active, label) => {
    expect(productOrderSaveLabel(active)).toBe(label);
  });

  it.each([
    [{ changed: true, hasError: false }, true],
    [{ changed: false, hasError: false }, false],
    [{ changed: true, hasError: true }, false],
  ])('save enabled %j → %s', (state, enabled) => {
    expect(isProductOrderSaveEnabled(state)).toBe(enabled);
  });

  it.each([
    [{ checkoutAllowed: true, orderingDisabled: false }, 'checkout'],
    [{ checkoutAllowed: false, orderingDisabled: false }, 'request_checkout'],
    [{ checkoutAllowed: true, orderingDisabled: true }, null],
  ] as const)('checkout action %j → %s', (state, action) => {
    expect(checkoutAction(state)).toBe(action);
  });

  it.each([
    [{ loading: true, allowed: true, proformaDisabled: false, requiresCancellation: false }, 'loading'],
    [{ loading: false, allowed: false, proformaDisabled: true, requiresCancellation: false }, 'not_allowed'],
    [{ loading: false, allowed: true, proformaDisabled: true, requiresCancellation: false }, 'without_proforma'],
    [{ loading: false, allowed: true, proformaDisabled: false, requiresCancellation: true }, 'without_proforma'],
    [{ loading: false, allowed: true, proformaDisabled: false, requiresCancellation: false }, 'normal'],
  ] as const)('checkout dialog text %j → %s', (state, text) => {
    expect(checkoutDialogText(state)).toBe(text);
  });
});

describe('productOrderRemoval (removing a product from the year)', () => {
  const open = { editable: true, sampleSetQuantity: 2, extraEvaluationQuantity: 1 };
  const closed = { editable: false, sampleSetQuantity: 1, extraEvaluationQuantity: 0 };
  const closedEmpty = { editable: false, sampleSetQuantity: 0, extraEvaluationQuantity: 0 };
  const closedExtraOnly = { editable: false, sampleSetQuantity: 0, extraEvaluationQuantity: 1 };
  it.each([
    ['an active order with open rounds', { orderActive: true, readOnly: false, rounds: [open, open] }, 'removable'],
    ['closed rounds without quantities do not stop it', { orderActive: true, readOnly: false, rounds: [closedEmpty, open] }, 'removable'],
    ['a closed round with sample sets', { orderActive: true, readOnly: false, rounds: [closed, open] }, 'rounds_closed'],
    ['a closed round with extra evaluations only', { orderActive: true, readOnly: false, rounds: [closedExtraOnly] }, 'rounds_closed'],
    ['a cancelled order', { orderActive: false, readOnly: false, rounds: [open] }, null],
    ['read only', { orderActive: true, readOnly: true, rounds: [open] }, null],
    ['an active order without rounds', { orderActive: true, readOnly: false, rounds: [] }, 'removable'],
  ] as const)('%s → %s', (_name, state, expected) => {
    expect(productOrderRemoval(state)).toBe(expected);
  });
});
