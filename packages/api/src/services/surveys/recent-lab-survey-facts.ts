import type { Kysely } from 'kysely';
import type { DB } from '@eqa/db';
import { perDatabase } from '../write-cache';
import { loadLabSurveyFacts, type LabSurveyFacts, type LabSurveyKey } from './survey-access-loader';

const factsOfSaves = perDatabase<LabSurveyFacts | null>();

const keyOf = (key: LabSurveyKey) => `${key.labId}:${key.surveyId}`;

/** Facts shared by the saves of a few seconds: nobody changes them. */
async function loadFrozen(db: Kysely<DB>, key: LabSurveyKey): Promise<LabSurveyFacts | null> {
  const facts = await loadLabSurveyFacts(db, key);
  if (!facts) return null;
  Object.freeze(facts.resultGroups);
  for (const group of facts.resultGroups) Object.freeze(group);
  return Object.freeze(facts);
}

/**
 * What a lab has of a survey (participation, status, contract, result groups) for result saves:
 * those of the last few seconds (WRITE_CACHE_TTL_MS) when they let the save through (`allow`),
 * else read now (and kept). A refusal is always decided on the database's current facts — a lab
 * that just accepted its contract, added a result group or invalidated its results is never
 * refused on what it was seconds ago. A save allowed on facts a few seconds old is still decided
 * against its stream: a validation by another server process is in the stream, whose version the
 * append checks (a validated survey refuses the save, 409 survey_validated_error). This process's
 * validations forget the facts at once (forgetRecentLabSurveyFacts).
 */
export function recentLabSurveyFacts(
  db: Kysely<DB>,
  key: LabSurveyKey,
  allow: (facts: LabSurveyFacts) => boolean,
): Promise<LabSurveyFacts | null> {
  return factsOfSaves(db).getWhile(keyOf(key), () => loadFrozen(db, key), (kept) => kept !== null && allow(kept));
}

/** After this process changed the lab's status of the survey (validation): the next save reads it. */
export function forgetRecentLabSurveyFacts(db: Kysely<DB>, key: LabSurveyKey): void {
  factsOfSaves(db).delete(keyOf(key));
}
