import type { EvaluationGroupKind, Localized } from '@eqa/core';
import type { Generated } from './columns';

export type { EvaluationGroupKind };

/** Peer group of an evaluation: all labs, or labs sharing a context value (dimensionId + valueId). */
export interface EvaluationGroupsTable {
  id: Generated<number>;
  surveyId: number;
  /** null = applies to every parameter of the survey. */
  parameterId: number | null;
  name: Localized;
  kind: EvaluationGroupKind;
  dimensionId: string | null;
  valueId: number | null;
  mergeToEvaluationGroupId: number | null;
  ordinal: Generated<number>;
}
