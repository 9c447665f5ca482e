import type { CreatedAt, Generated, Timestamp } from './columns';

/** A lab's ordering year at an org: document type (paper null = not chosen yet) and checkout state. */
export interface OrderYearsTable {
  id: Generated<number>;
  labId: number;
  orgId: number;
  year: number;
  paper: boolean | null;
  checkoutRequestedAt: Timestamp | null;
  confirmedAt: Timestamp | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}
