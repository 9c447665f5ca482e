import type { TListUnitParameterDimensionsOutput } from './list-unit-parameter-dimensions.types';
import type { AdminContext } from '../admin-context';
import { loadUnit } from './load-units';

/**
 * GET /units/{id}/parameter-dimensions (spec 3 §2 unit overlay): the dimensions that use the unit —
 * as default or allowed unit, or as some parameter's evaluation unit — marking the latter, each with
 * the parameters that evaluate it in this unit.
 */
export async function listUnitParameterDimensions(ctx: Pick<AdminContext, 'db'>, unitId: number): Promise<TListUnitParameterDimensionsOutput> {
  await loadUnit(ctx.db, unitId);
  const dimensions = await ctx.db
    .selectFrom('dimensions as d')
    .select(['d.id', 'd.name', 'd.valueType', 'd.unitId', 'd.ordinal'])
    .where((eb) =>
      eb.or([
        eb('d.unitId', '=', unitId),
        eb.exists(eb.selectFrom('dimensionUnits as du').select('du.unitId').whereRef('du.dimensionId', '=', 'd.id').where('du.unitId', '=', unitId)),
        eb.exists(eb.selectFrom('parameterDimensions as pd').select('pd.unitId').whereRef('pd.dimensionId', '=', 'd.id').where('pd.unitId', '=', unitId)),
      ]),
    )
    .orderBy('d.ordinal')
    .orderBy('d.id')
    .execute();
  const parameters = await ctx.db
    .selectFrom('parameterDimensions as pd')
    .innerJoin('parameters as p', 'p.id', 'pd.parameterId')
    .select(['pd.dimensionId', 'p.id', 'p.name', 'p.qualifier', 'p.ordinal'])
    .where('pd.unitId', '=', unitId)
    .orderBy('p.ordinal')
    .orderBy('p.id')
    .execute();
  const items = dimensions.map((d) => {
    const own = parameters.filter((p) => p.dimensionId === d.id);
    return {
      dimension: { id: d.id, name: d.name, valueType: d.valueType },
      defaultUnit: d.unitId === unitId,
      evaluationUnit: own.length > 0,
      parameters: own.map((p) => ({ id: p.id, name: p.name, qualifier: p.qualifier })),
    };
  });
  return { items, total: items.length };
}
