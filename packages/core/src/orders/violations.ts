import type { ConfigViolation } from '../config/violation';

/**
 * A broken ordering or invoice rule: the field it is about (`param`, a path into the input such as
 * `rounds.2.sampleSetQuantity`) and an i18n message key; `values` fill the message's placeholders
 * (e.g. `{ minRounds: 3 }`). The shape of config/violation.ts, so assertNoViolation throws it as a 422.
 */
export interface OrderViolation extends ConfigViolation {
  values?: Readonly<Record<string, number | string>>;
}

/** Message keys of the ordering and invoice rules (spec 2 §5/§8 and the decisions in orders-rules.md). */
export const ORDER_MESSAGES = {
  /** Spec 2 §8 'minimum rounds'. */
  minimumRounds: 'orders.minimumRounds',
  noPriceForCurrency: 'orders.noPriceForCurrency',
  noPriceForVariant: 'orders.noPriceForVariant',
  amountTooLarge: 'orders.amountTooLarge',
  deadlinePassed: 'orders.deadlinePassed',
  unknownRound: 'orders.unknownRound',
  duplicateRound: 'orders.duplicateRound',
  extraEvaluationUnavailable: 'orders.extraEvaluationUnavailable',
  variantRequired: 'orders.variantRequired',
  unknownVariant: 'orders.unknownVariant',
  unknownOption: 'orders.unknownOption',
  paperUnavailable: 'orders.paperUnavailable',
  schemeAlreadyOrdered: 'orders.schemeAlreadyOrdered',
  paymentDeadlineBeforeCreation: 'invoices.paymentDeadlineBeforeCreation',
  invalidTotal: 'invoices.invalidTotal',
  /** Issue 31: an issued document's total is its lines' (422; a correction is a cancellation and a new document). */
  totalFollowsLines: 'invoices.totalFollowsLines',
  /** Issue 31: an uploaded invoice document that is not a PDF by its bytes (415). */
  onlyPdfAccepted: 'invoices.onlyPdfAccepted',
  /** A day of the year 'MM-DD' (the provider's next-year due day). */
  invalidMonthDay: 'invoices.invalidMonthDay',
} as const;
export type OrderMessageKey = (typeof ORDER_MESSAGES)[keyof typeof ORDER_MESSAGES];
