import { API_MESSAGES, CONFIG_MESSAGES, AppError, assertNoViolation, cleanLocalized, dimensionSettingsViolation, ordinalTakenViolation, requiredLocalizedViolation } from '@eqa/core';
import type { TDimension } from './dimension.types';
import type { TUpdateDimensionInput } from './save-dimension.types';
import type { AdminContext } from '../admin-context';
import { assertUnitsExist, replaceDimensionUnits } from './dimension-units';
import { dimensionRow, loadDimension } from './load-dimensions';

/** PATCH /dimensions/{id}: name, ordinal (unique), type-specific settings; the type only while deletable. */
export async function updateDimension(ctx: Pick<AdminContext, 'db'>, input: TUpdateDimensionInput): Promise<TDimension> {
  const row = await dimensionRow(ctx.db, input.id);
  const current = await loadDimension(ctx.db, input.id);
  if (input.name !== undefined) assertNoViolation(requiredLocalizedViolation('name', input.name));
  const valueType = input.valueType ?? row.valueType;
  if (valueType !== row.valueType && !current.deletable) {
    throw AppError.constraint('valueType', API_MESSAGES.valueTypeLocked);
  }
  const settings = {
    valueType,
    mediaType: input.mediaType !== undefined ? input.mediaType : valueType === 'document' ? row.mediaType : null,
    unitId: input.unitId !== undefined ? input.unitId : valueType === 'numeric' ? row.unitId : null,
    multipleValues: input.multipleValues ?? (valueType === 'nominal' || valueType === 'composite' ? row.multipleValues : false),
    negativeAllowed: input.negativeAllowed ?? (valueType === 'numeric' ? row.negativeAllowed : false),
  };
  assertNoViolation(dimensionSettingsViolation(settings));
  if ((input.unitIds?.length ?? 0) > 0 && valueType !== 'numeric') throw AppError.constraint('unitIds', CONFIG_MESSAGES.unitNumericOnly);
  if (input.ordinal !== undefined) {
    const others = await ctx.db.selectFrom('dimensions').select('ordinal').where('id', '<>', input.id).execute();
    assertNoViolation(ordinalTakenViolation(input.ordinal, others.map((d) => d.ordinal)));
  }
  await assertUnitsExist(ctx.db, settings.unitId === null ? [] : [settings.unitId], 'unitId');
  await assertUnitsExist(ctx.db, input.unitIds ?? [], 'unitIds');

  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('dimensions')
      .set({
        ...settings,
        ...(input.name !== undefined ? { name: cleanLocalized(input.name) } : {}),
        ...(input.ordinal !== undefined ? { ordinal: input.ordinal } : {}),
      })
      .where('id', '=', input.id)
      .execute();
    if (input.unitIds !== undefined || valueType !== 'numeric') await replaceDimensionUnits(trx, input.id, valueType === 'numeric' ? (input.unitIds ?? []) : []);
  });
  return loadDimension(ctx.db, input.id);
}
