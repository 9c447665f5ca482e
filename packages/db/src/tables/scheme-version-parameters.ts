import type { Generated, Numeric } from './columns';

/** A parameter in a scheme version, with its dimensions and evaluation settings. */
export interface SchemeVersionParametersTable {
  schemeVersionId: number;
  parameterId: number;
  ordinal: Generated<number>;
  groupId: number | null;
  hidden: Generated<boolean>;
  /** text[] of dimension ids. */
  resultDimensionIds: Generated<string[]>;
  /** text[] of dimension ids. */
  contextDimensionIds: Generated<string[]>;
  /** Fixed σpt as % of the assigned value; null = robust SD of the round's results. */
  sigmaPtPercent: Numeric | null;
  /** Acceptance limit as ± % of the target. */
  acceptancePercent: Numeric | null;
  /** Acceptance limit as ± absolute value (evaluation unit); the wider of percent/absolute applies. */
  acceptanceAbsolute: Numeric | null;
  /** Fewer participants than this: no statistics (n too small). */
  minParticipants: number | null;
}
