import type { CreatedAt, Generated, Timestamp } from './columns';

/** A lab's ordering year at an org: document type (paper null = not chosen yet) and checkout state. */
export interface OrderYearsTable {
  id: Generated<number>;
  labId: number;
  orgId: number;
  year: number;
  paper: boolean | null;
  /** The pending checkout request, on the business clock (the demo date in demo mode); the checkout clears it. */
  checkoutRequestedAt: Timestamp | null;
  /** Real time the last request's e-mail went out: the flood guard of request checkout. */
  checkoutRequestSentAt: Timestamp | null;
  confirmedAt: Timestamp | null;
  /** The lab's purchase-order number given with its last checkout request (a staff checkout takes it over). */
  purchaseOrderNumber: string | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}
