import { API_MESSAGES, AppError } from '@eqa/core';
import type { Executor } from '@eqa/db';

/**
 * The nominal values a parameter allows for one of its dimensions: parameter_dimension_values rows,
 * none meaning "every non-deprecated value" (docs/decisions/data-model.md).
 */
export async function allowedValueIds(db: Executor, parameterId: number, dimensionId: string): Promise<number[] | null> {
  const rows = await db
    .selectFrom('parameterDimensionValues')
    .select('valueId')
    .where('parameterId', '=', parameterId)
    .where('dimensionId', '=', dimensionId)
    .orderBy('valueId')
    .execute();
  return rows.length > 0 ? rows.map((row) => row.valueId) : null;
}

/** The values in effect: the explicit list, or every non-deprecated value of the dimension. */
export async function effectiveValueIds(db: Executor, parameterId: number, dimensionId: string): Promise<number[]> {
  const explicit = await allowedValueIds(db, parameterId, dimensionId);
  if (explicit) return explicit;
  const rows = await db
    .selectFrom('dimensionValues')
    .select('id')
    .where('dimensionId', '=', dimensionId)
    .where('deprecated', '=', false)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Stores the allowed values (null: every non-deprecated value). An explicit empty list is refused
 * (param), because no rows already mean "all".
 */
export async function storeAllowedValues(
  db: Executor,
  parameterId: number,
  dimensionId: string,
  valueIds: readonly number[] | null,
  param: string,
): Promise<void> {
  if (valueIds !== null && valueIds.length === 0) throw AppError.constraint(param, API_MESSAGES.keepOneValue);
  await db.deleteFrom('parameterDimensionValues').where('parameterId', '=', parameterId).where('dimensionId', '=', dimensionId).execute();
  if (valueIds && valueIds.length > 0) {
    await db
      .insertInto('parameterDimensionValues')
      .values([...new Set(valueIds)].map((valueId) => ({ parameterId, dimensionId, valueId })))
      .execute();
  }
}

/** true when the two sets of ids are equal. */
export function sameIds(a: readonly number[], b: readonly number[]): boolean {
  const sa = new Set(a);
  return sa.size === new Set(b).size && [...sa].every((id) => b.includes(id));
}
