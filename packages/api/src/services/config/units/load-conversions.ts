import type { Kysely } from 'kysely';
import { AppError } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { TUnitConversion } from './unit.types';
import { unitRefs } from './load-units';

/** The conversions from a unit (or one of them), with the units and parameter spelled out. */
export async function loadConversions(db: Kysely<DB>, fromUnitId: number, conversionId?: number): Promise<TUnitConversion[]> {
  let query = db
    .selectFrom('unitConversions as c')
    .leftJoin('parameters as p', 'p.id', 'c.parameterId')
    .select(['c.id', 'c.factor', 'c.fromUnitId', 'c.toUnitId', 'c.parameterId', 'p.name as parameterName', 'p.qualifier as parameterQualifier'])
    .where('c.fromUnitId', '=', fromUnitId);
  if (conversionId !== undefined) query = query.where('c.id', '=', conversionId);
  const rows = await query.execute();
  const refs = await unitRefs(db, [fromUnitId, ...rows.map((row) => row.toUnitId)]);
  const conversions = rows.flatMap((row) => {
    const fromUnit = refs.get(row.fromUnitId);
    const toUnit = refs.get(row.toUnitId);
    if (!fromUnit || !toUnit) return [];
    return [
      {
        id: row.id,
        factor: row.factor,
        fromUnit,
        toUnit,
        parameter: row.parameterId !== null ? { id: row.parameterId, name: row.parameterName ?? {}, qualifier: row.parameterQualifier ?? null } : null,
      },
    ];
  });
  // general conversions first, then the parameter-specific ones; by target unit order
  return conversions.sort(
    (a, b) => a.toUnit.ordinal - b.toUnit.ordinal || a.toUnit.id - b.toUnit.id || (a.parameter?.id ?? 0) - (b.parameter?.id ?? 0),
  );
}

export async function loadConversion(db: Kysely<DB>, fromUnitId: number, conversionId: number): Promise<TUnitConversion> {
  const [conversion] = await loadConversions(db, fromUnitId, conversionId);
  if (!conversion) throw AppError.notFound('Unit conversion');
  return conversion;
}
