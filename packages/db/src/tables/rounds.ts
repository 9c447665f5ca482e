import type { CreatedAt, Generated, Timestamp } from './columns';

/** A round of a year (ordinal 1..n), e.g. '2017/2'. */
export interface RoundsTable {
  id: Generated<number>;
  orgId: number;
  name: string;
  year: number;
  ordinal: number;
  /** Ordering deadline of the round (products may override per round). */
  deadline: Timestamp | null;
  createdAt: CreatedAt;
}
