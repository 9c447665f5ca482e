import type { DateString, Generated } from './columns';

/** A parameter accredited within a scheme for a period (either end may be open). */
export interface AccreditationsTable {
  id: Generated<number>;
  schemeId: number;
  parameterId: number;
  accreditedStartsAt: DateString | null;
  accreditedEndsAt: DateString | null;
}
