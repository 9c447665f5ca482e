import {
  API_MESSAGES,
  CONFIG_MESSAGES,
  AppError,
  assertNoViolation,
  cleanLocalized,
  deriveDimensionId,
  dimensionSettingsViolation,
  isValidDimensionId,
  localize,
  ordinalTakenViolation,
  requiredLocalizedViolation,
} from '@eqa/core';
import type { TDimension } from './dimension.types';
import type { TCreateDimensionInput } from './save-dimension.types';
import type { AdminContext } from '../admin-context';
import { withDbErrors } from '../db-errors';
import { assertUnitsExist, replaceDimensionUnits } from './dimension-units';
import { loadDimension } from './load-dimensions';

/**
 * POST /dimensions (spec 3 §5): a name, an id (derived from the English — else the first — name when
 * not sent: lower-cased, accents stripped, spaces as underscores), a value type and an ordinal
 * (unique). Type-specific settings: media type (document), unit (numeric), multipleValues
 * (nominal, composite).
 */
export async function createDimension(ctx: Pick<AdminContext, 'db'>, input: TCreateDimensionInput): Promise<TDimension> {
  assertNoViolation(requiredLocalizedViolation('name', input.name));
  const name = cleanLocalized(input.name);
  const id = input.id !== undefined && input.id.trim().length > 0 ? input.id.trim() : deriveDimensionId(localize(name, 'en'));
  if (!isValidDimensionId(id)) throw AppError.constraint('id', API_MESSAGES.invalidDimensionId);
  const settings = {
    valueType: input.valueType,
    mediaType: input.mediaType ?? null,
    unitId: input.unitId ?? null,
    multipleValues: input.multipleValues ?? false,
    negativeAllowed: input.negativeAllowed ?? false,
  };
  assertNoViolation(dimensionSettingsViolation(settings));
  if ((input.unitIds?.length ?? 0) > 0 && input.valueType !== 'numeric') {
    throw AppError.constraint('unitIds', CONFIG_MESSAGES.unitNumericOnly);
  }
  const existing = await ctx.db.selectFrom('dimensions').select(['id', 'ordinal']).execute();
  if (existing.some((d) => d.id === id)) throw AppError.constraint('id', 'config.dimensions.idTaken');
  assertNoViolation(ordinalTakenViolation(input.ordinal, existing.map((d) => d.ordinal)));
  await assertUnitsExist(ctx.db, settings.unitId === null ? [] : [settings.unitId], 'unitId');
  await assertUnitsExist(ctx.db, input.unitIds ?? [], 'unitIds');

  await withDbErrors(
    () =>
      ctx.db.transaction().execute(async (trx) => {
        await trx.insertInto('dimensions').values({ id, name, ordinal: input.ordinal, ...settings }).execute();
        if (input.unitIds) await replaceDimensionUnits(trx, id, input.unitIds);
      }),
    { unique: { param: 'id', message: 'config.dimensions.idTaken' } },
  );
  return loadDimension(ctx.db, id);
}
