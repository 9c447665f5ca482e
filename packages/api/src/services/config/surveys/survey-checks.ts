import {
  API_MESSAGES,
  AppError,
  assertNoViolation,
  evaluatedSurveyChangeViolation,
  roundYearViolation,
  surveyDateOrderViolation,
  surveyDeadlineViolation,
  type Clock,
} from '@eqa/core';
import type { Executor } from '@eqa/db';

/** The org's scheme version (422 schemeVersionId otherwise). */
export async function schemeVersionOfOrg(db: Executor, orgId: number, schemeVersionId: number) {
  const version = await db
    .selectFrom('schemeVersions as sv')
    .innerJoin('schemes as s', 's.id', 'sv.schemeId')
    .select(['sv.id', 'sv.description', 'sv.evaluationDisabled'])
    .where('sv.id', '=', schemeVersionId)
    .where('s.orgId', '=', orgId)
    .executeTakeFirst();
  if (!version) throw AppError.constraint('schemeVersionId', API_MESSAGES.unknownSchemeVersion);
  return version;
}

/** The org's round of an editable year (422 roundId otherwise; spec 3 §4 previous/current/next year). */
export async function editableRoundOfOrg(db: Executor, clock: Clock, orgId: number, roundId: number) {
  const round = await db.selectFrom('rounds').select(['id', 'year']).where('id', '=', roundId).where('orgId', '=', orgId).executeTakeFirst();
  if (!round) throw AppError.constraint('roundId', API_MESSAGES.unknownRound);
  assertNoViolation(roundYearViolation(round.year, clock.now(), 'roundId'));
  return round;
}

/** 422 roundId when a survey's round is outside the editable years (the survey is read-only). */
export function assertSurveyEditable(clock: Clock, roundYear: number): void {
  assertNoViolation(roundYearViolation(roundYear, clock.now(), 'roundId'));
}

/**
 * An evaluated survey is read-only in its configuration (core evaluatedSurveyChangeViolation): 422
 * with the first field that may not change, type config.surveys.evaluatedReadOnly.
 */
export function assertEvaluatedSurveyUnchanged(status: { evaluated: boolean }, changed: readonly string[]): void {
  assertNoViolation(evaluatedSurveyChangeViolation(status, changed));
}

/** 422 endsAt when the start is after the end; 422 deadline (params endsAt) when the deadline is after the end. */
export function assertDateOrder(startsAt: string | Date | null, endsAt: string | Date | null, deadline: string | Date | null = null): void {
  assertNoViolation(surveyDateOrderViolation(startsAt, endsAt));
  assertNoViolation(surveyDeadlineViolation(deadline, endsAt));
}
