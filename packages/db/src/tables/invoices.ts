import type { CreatedAt, DateString, Generated, Numeric, Timestamp } from './columns';

/**
 * A proforma or invoice. Identifier year/annualNumber. Late payment = not paid, not cancelled and
 * paymentDeadline before today.
 */
export interface InvoicesTable {
  id: Generated<number>;
  orgId: number;
  labId: number;
  year: number;
  annualNumber: number;
  cancelledAnnualNumber: number | null;
  proforma: Generated<boolean>;
  cancelled: Generated<boolean>;
  paid: Generated<boolean>;
  paidAt: Timestamp | null;
  paymentDeadline: DateString;
  total: Numeric;
  currencyId: string;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}
