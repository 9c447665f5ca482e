import type { Localized } from '@eqa/core';
import type { ChangedAt, CreatedAt, Generated, Timestamp } from './columns';

/**
 * A scheme version run in a round. Phase relative to now: upcoming (startsAt > now), in progress
 * (startsAt <= now < endsAt), pre-evaluated (ended, preEvaluatedAt set), evaluated (evaluatedAt <= now).
 * Null dates = a proposal not yet scheduled.
 */
export interface SurveysTable {
  id: Generated<number>;
  orgId: number;
  schemeVersionId: number;
  roundId: number;
  startsAt: Timestamp | null;
  endsAt: Timestamp | null;
  /** Result entry deadline shown to labs (defaults to endsAt). */
  deadline: Timestamp | null;
  expectedEvaluationAt: Timestamp | null;
  preEvaluatedAt: Timestamp | null;
  evaluatedAt: Timestamp | null;
  issueAt: Timestamp | null;
  /** Parameters changed after this moment are flagged. */
  parameterFlagDate: Timestamp | null;
  description: Localized | null;
  evaluationDisabled: Generated<boolean>;
  importStarted: Generated<boolean>;
  evaluationImported: Generated<boolean>;
  documentsImported: Generated<boolean>;
  createdAt: CreatedAt;
  /** When the row last changed (database clock; updatedSince). */
  changedAt: ChangedAt;
}
