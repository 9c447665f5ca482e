import { API_MESSAGES, AppError, convertibleUnits } from '@eqa/core';
import type { TListConvertiblesOutput } from './list-convertibles.types';
import type { AdminContext } from '../admin-context';
import { loadUnit, unitRefs } from './load-units';

/**
 * GET /units/{id}/convertibles?param_id= (spec 3 §2 conversion tester): every unit the unit converts
 * to by one conversion, with the factor (parameter-specific conversions beat general ones). An empty
 * list is what the tester shows as config.unitConversions.notFound.
 */
export async function listConvertibles(ctx: Pick<AdminContext, 'db'>, unitId: number, paramId: number | null): Promise<TListConvertiblesOutput> {
  await loadUnit(ctx.db, unitId);
  if (paramId !== null) {
    const parameter = await ctx.db.selectFrom('parameters').select('id').where('id', '=', paramId).executeTakeFirst();
    if (!parameter) throw AppError.constraint('paramId', API_MESSAGES.unknownParameter);
  }
  const conversions = await ctx.db
    .selectFrom('unitConversions')
    .select(['fromUnitId', 'toUnitId', 'factor', 'parameterId'])
    .where((eb) => eb.or([eb('fromUnitId', '=', unitId), eb('toUnitId', '=', unitId)]))
    .execute();
  const found = convertibleUnits(conversions, unitId, paramId);
  const refs = await unitRefs(ctx.db, found.map((c) => c.toUnitId));
  const items = found.flatMap((c) => {
    const toUnit = refs.get(c.toUnitId);
    return toUnit ? [{ toUnit, factor: c.factor, direction: c.direction, parameterSpecific: c.parameterSpecific }] : [];
  });
  return { items, total: items.length };
}
