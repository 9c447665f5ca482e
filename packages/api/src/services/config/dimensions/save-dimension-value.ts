import {
  API_MESSAGES,
  AppError,
  assertNoViolation,
  cleanLocalized,
  CONFIG_MESSAGES,
  compositeComponentViolation,
  nextOrdinal,
  ordinalTakenViolation,
  REQUIRED_FIELD,
  requiredLocalizedViolation,
  valueKindOf,
} from '@eqa/core';
import type { TDimension } from './dimension.types';
import type { TCreateDimensionValueInput, TUpdateDimensionValueInput } from './save-dimension-value.types';
import type { AdminContext } from '../admin-context';
import { withDbErrors } from '../db-errors';
import { dimensionRow, loadDimension } from './load-dimensions';

/**
 * POST /dimensions/{id}/values/{type} (valueId null) and PUT …/{type}/{valueId}: nominal values
 * (multilingual value required, ordinal, deprecated) of nominal dimensions, components
 * (componentDimensionId, ordinal) of composite ones. Ordinals are unique per dimension.
 */
export async function saveDimensionValue(
  ctx: Pick<AdminContext, 'db'>,
  input: TCreateDimensionValueInput | TUpdateDimensionValueInput,
  valueId: number | null,
): Promise<TDimension> {
  const dimension = await dimensionRow(ctx.db, input.id);
  if (valueKindOf(dimension.valueType) !== input.type) {
    throw AppError.constraint('type', API_MESSAGES.valueKindNotOfType);
  }
  if (input.type === 'nominal') {
    const existing = await ctx.db.selectFrom('dimensionValues').select(['id', 'ordinal']).where('dimensionId', '=', input.id).execute();
    if (valueId !== null && !existing.some((v) => v.id === valueId)) throw AppError.notFound('Dimension value');
    const others = existing.filter((v) => v.id !== valueId).map((v) => v.ordinal);
    if (valueId === null || input.value !== undefined) assertNoViolation(requiredLocalizedViolation('value', input.value));
    const ordinal = input.ordinal ?? (valueId === null ? nextOrdinal(others) : undefined);
    if (ordinal !== undefined) assertNoViolation(ordinalTakenViolation(ordinal, others));
    if (valueId === null) {
      await ctx.db
        .insertInto('dimensionValues')
        .values({ dimensionId: input.id, value: cleanLocalized(input.value), ordinal: ordinal ?? 1, deprecated: input.deprecated ?? false })
        .execute();
    } else {
      if (input.value === undefined && ordinal === undefined && input.deprecated === undefined) {
        throw AppError.constraint('value', 'Nothing to change: give the value, the ordinal or deprecated', 'invalid_request_error');
      }
      await ctx.db
        .updateTable('dimensionValues')
        .set({
          ...(input.value !== undefined ? { value: cleanLocalized(input.value) } : {}),
          ...(ordinal !== undefined ? { ordinal } : {}),
          ...(input.deprecated !== undefined ? { deprecated: input.deprecated } : {}),
        })
        .where('id', '=', valueId)
        .execute();
    }
    return loadDimension(ctx.db, input.id);
  }

  const existing = await ctx.db
    .selectFrom('dimensionComponents')
    .select(['id', 'ordinal', 'componentDimensionId'])
    .where('dimensionId', '=', input.id)
    .execute();
  const current = valueId === null ? null : existing.find((c) => c.id === valueId);
  if (valueId !== null && !current) throw AppError.notFound('Composite value');
  const others = existing.filter((c) => c.id !== valueId);
  const componentId = input.componentDimensionId ?? current?.componentDimensionId;
  if (componentId === undefined) throw AppError.constraint('componentDimensionId', REQUIRED_FIELD);
  if (componentId !== current?.componentDimensionId) {
    const component = await ctx.db.selectFrom('dimensions').select(['id', 'valueType']).where('id', '=', componentId).executeTakeFirst();
    assertNoViolation(
      compositeComponentViolation({
        dimensionId: input.id,
        component: component ?? null,
        presentComponentIds: others.map((c) => c.componentDimensionId),
      }),
    );
  }
  const ordinal = input.ordinal ?? (valueId === null ? nextOrdinal(others.map((c) => c.ordinal)) : undefined);
  if (ordinal !== undefined) assertNoViolation(ordinalTakenViolation(ordinal, others.map((c) => c.ordinal)));
  await withDbErrors(
    async () => {
      if (valueId === null) {
        await ctx.db.insertInto('dimensionComponents').values({ dimensionId: input.id, componentDimensionId: componentId, ordinal: ordinal ?? 1 }).execute();
      } else {
        await ctx.db
          .updateTable('dimensionComponents')
          .set({ componentDimensionId: componentId, ...(ordinal !== undefined ? { ordinal } : {}) })
          .where('id', '=', valueId)
          .execute();
      }
    },
    { unique: { param: 'componentDimensionId', message: CONFIG_MESSAGES.componentPresent } },
  );
  return loadDimension(ctx.db, input.id);
}
