import { API_MESSAGES, AppError } from '@eqa/core';
import type { Executor } from '@eqa/db';

/** Checks that the given units exist (422 `param` otherwise). */
export async function assertUnitsExist(db: Executor, unitIds: readonly number[], param: string): Promise<void> {
  if (unitIds.length === 0) return;
  const found = await db.selectFrom('units').select('id').where('id', 'in', [...unitIds]).execute();
  if (found.length !== new Set(unitIds).size) throw AppError.constraint(param, API_MESSAGES.unknownUnit);
}

/** Replaces the allowed units of a numeric dimension (in the given order). */
export async function replaceDimensionUnits(db: Executor, dimensionId: string, unitIds: readonly number[]): Promise<void> {
  await db.deleteFrom('dimensionUnits').where('dimensionId', '=', dimensionId).execute();
  const distinct = [...new Set(unitIds)];
  if (distinct.length > 0) {
    await db
      .insertInto('dimensionUnits')
      .values(distinct.map((unitId, index) => ({ dimensionId, unitId, ordinal: index + 1 })))
      .execute();
  }
}
