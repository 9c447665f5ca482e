import { API_MESSAGES, AppError, assertNoViolation, unitConversionViolation } from '@eqa/core';
import type { TCreateUnitConversionInput, TUpdateUnitConversionInput } from './save-unit-conversion.types';
import type { TUnitConversion } from './unit.types';
import type { AdminContext } from '../admin-context';
import { withDbErrors } from '../db-errors';
import { loadConversion } from './load-conversions';
import { loadUnit } from './load-units';

/**
 * POST /units/{unitId}/conversions (conversionId null) and PATCH …/{conversionId} (spec 3 §5): a
 * positive factor and a target unit other than the unit itself; an optional parameter makes the
 * conversion parameter-specific; one conversion per (from, to, parameter).
 */
export async function saveUnitConversion(
  ctx: Pick<AdminContext, 'db'>,
  input: TCreateUnitConversionInput | TUpdateUnitConversionInput,
  conversionId: number | null,
): Promise<TUnitConversion> {
  await loadUnit(ctx.db, input.unitId);
  if (conversionId !== null) {
    await loadConversion(ctx.db, input.unitId, conversionId);
    if ('id' in input && input.id !== undefined && input.id !== conversionId) {
      throw AppError.constraint('id', 'The id differs from the conversion of the path');
    }
  }
  if (input.fromUnit && input.fromUnit.id !== input.unitId) throw AppError.constraint('fromUnit', 'fromUnit must be the unit of the path');
  assertNoViolation(unitConversionViolation({ fromUnitId: input.unitId, toUnitId: input.toUnit.id, factor: input.factor }));
  const target = await ctx.db.selectFrom('units').select('id').where('id', '=', input.toUnit.id).executeTakeFirst();
  if (!target) throw AppError.constraint('toUnit', API_MESSAGES.unknownUnit);
  const parameterId = input.parameter?.id ?? null;
  if (parameterId !== null) {
    const parameter = await ctx.db.selectFrom('parameters').select('id').where('id', '=', parameterId).executeTakeFirst();
    if (!parameter) throw AppError.constraint('parameter', API_MESSAGES.unknownParameter);
  }
  const values = { fromUnitId: input.unitId, toUnitId: input.toUnit.id, factor: input.factor, parameterId };
  const duplicate = { unique: { param: 'toUnit', message: API_MESSAGES.conversionExists } };
  const id = await withDbErrors(async () => {
    if (conversionId === null) {
      const row = await ctx.db.insertInto('unitConversions').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    }
    await ctx.db.updateTable('unitConversions').set(values).where('id', '=', conversionId).execute();
    return conversionId;
  }, duplicate);
  return loadConversion(ctx.db, input.unitId, id);
}
