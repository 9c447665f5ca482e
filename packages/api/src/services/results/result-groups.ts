import { resultGroupName } from '@eqa/core';
import type { Executor } from '@eqa/db';
import type { TResultGroupOut } from '../surveys/get-survey-form.types';

interface ResultGroupRow {
  id: number;
  ordinal: number;
  name: string | null;
  comment: string | null;
  hidden: boolean;
}

export function resultGroupOut(row: ResultGroupRow): TResultGroupOut {
  return {
    id: row.id,
    ordinal: row.ordinal,
    name: row.name,
    displayName: resultGroupName({ name: row.name, ordinal: row.ordinal }, 'en'),
    comment: row.comment,
    hidden: row.hidden,
  };
}

/** The lab's result groups of a survey, by ordinal. */
export async function loadResultGroups(db: Executor, labId: number, surveyId: number): Promise<TResultGroupOut[]> {
  const rows = await db
    .selectFrom('resultGroups')
    .select(['id', 'ordinal', 'name', 'comment', 'hidden'])
    .where('labId', '=', labId)
    .where('surveyId', '=', surveyId)
    .orderBy('ordinal')
    .orderBy('id')
    .execute();
  return rows.map(resultGroupOut);
}

/**
 * A participating lab always has a first result group (ordinal 1, default name) to enter results
 * into: created on first need, idempotently (unique survey, lab, ordinal).
 */
export async function ensureFirstResultGroup(db: Executor, labId: number, surveyId: number): Promise<void> {
  const existing = await db
    .selectFrom('resultGroups')
    .select('id')
    .where('labId', '=', labId)
    .where('surveyId', '=', surveyId)
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('resultGroups')
    .values({ labId, surveyId, ordinal: 1, name: null, comment: null })
    .onConflict((oc) => oc.columns(['surveyId', 'labId', 'ordinal']).doNothing())
    .execute();
}

/** The result group of the lab in the survey, or null. */
export async function findResultGroup(db: Executor, labId: number, surveyId: number, resultGroupId: number): Promise<ResultGroupRow | null> {
  const row = await db
    .selectFrom('resultGroups')
    .select(['id', 'ordinal', 'name', 'comment', 'hidden'])
    .where('id', '=', resultGroupId)
    .where('labId', '=', labId)
    .where('surveyId', '=', surveyId)
    .executeTakeFirst();
  return row ?? null;
}
