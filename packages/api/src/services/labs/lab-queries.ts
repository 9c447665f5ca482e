import { sql, type Kysely } from 'kysely';
import { SEARCH_FOLD_FROM, SEARCH_FOLD_TO, escapeLikePattern, foldSearchText } from '@eqa/core';
import type { DB } from '@eqa/db';

/** `lower(translate(column, accents, plain))`: the database side of the accent-insensitive search. */
export function foldedColumn(column: string) {
  return sql<string>`lower(translate(${sql.ref(column)}, ${SEARCH_FOLD_FROM}, ${SEARCH_FOLD_TO}))`;
}

/** Typed search text → a LIKE pattern on folded columns ('%gyor%'). */
export function searchPattern(query: string): string | null {
  const folded = foldSearchText(query);
  return folded.length > 0 ? `%${escapeLikePattern(folded)}%` : null;
}

/** QC codes order as numbers ('99' before '1042'); non-numeric codes after them, alphabetically. */
export function numericShortNameOrder(column: string) {
  return sql`(case when ${sql.ref(column)} ~ '^[0-9]{1,18}$' then ${sql.ref(column)}::bigint end)`;
}

/**
 * The in-progress surveys of a lab (spec 1 §4: started and not ended as of `now`) that have no
 * result yet: the lab list's "only labs with empty surveys" filter and status.emptyInProgressSurveys.
 */
export function emptyInProgressSurveys(db: Kysely<DB>, labIdColumn: string, now: Date) {
  return db
    .selectFrom('surveyLabs as esl')
    .innerJoin('surveys as es', 'es.id', 'esl.surveyId')
    .whereRef('esl.labId', '=', sql.ref(labIdColumn))
    .where('es.startsAt', '<=', now)
    .where('es.endsAt', '>', now)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('labSurveyStatus as ess')
            .select(sql.lit(1).as('one'))
            .whereRef('ess.labId', '=', 'esl.labId')
            .whereRef('ess.surveyId', '=', 'esl.surveyId')
            .where('ess.hasResults', '=', true),
        ),
      ),
    );
}
