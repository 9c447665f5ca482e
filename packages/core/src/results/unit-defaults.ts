import { findUnitConversion, type UnitConversion } from './unit-conversions';

/**
 * Spec 1 §4 "Numeric input": the unit defaults to the chosen, default, last selected or dimension
 * unit — the first one present, in that order.
 */
export interface UnitDefaultCandidates {
  /** The unit stored on (or just chosen for) this value. */
  chosenUnitId?: number | null;
  /** The result's default unit (Result.defaultUnit). */
  defaultUnitId?: number | null;
  /** The unit the lab last selected for this dimension (Dimension.lastUnitSelected). */
  lastSelectedUnitId?: number | null;
  /** The dimension's own unit (Dimension.unit). */
  dimensionUnitId?: number | null;
  /**
   * The units a user may choose for the dimension (Dimension.units). When given and non-empty, a
   * candidate outside it is skipped (a unit removed from the dimension is not offered again).
   */
  allowedUnitIds?: readonly number[];
}

export function defaultUnitId(candidates: UnitDefaultCandidates): number | null {
  const allowed = candidates.allowedUnitIds;
  const ordered = [
    candidates.chosenUnitId,
    candidates.defaultUnitId,
    candidates.lastSelectedUnitId,
    candidates.dimensionUnitId,
  ];
  for (const id of ordered) {
    if (id === null || id === undefined) continue;
    if (allowed && allowed.length > 0 && !allowed.includes(id)) continue;
    return id;
  }
  return null;
}

/** Units a numeric control offers: the dimension's units, or its single unit; a choice exists only when more than one. */
export function selectableUnitIds(dimension: { unitId: number | null; unitIds: readonly number[] }): number[] {
  const ids = [...dimension.unitIds];
  if (dimension.unitId !== null && !ids.includes(dimension.unitId)) ids.unshift(dimension.unitId);
  return ids;
}

export function hasUnitChoice(dimension: { unitId: number | null; unitIds: readonly number[] }): boolean {
  return selectableUnitIds(dimension).length > 1;
}

/** What convertibleUnitIds reads of a numeric dimension of a parameter. */
export interface ConvertibleUnitsDimension {
  unitId: number | null;
  unitIds: readonly number[];
  /** The parameter's evaluation unit for the dimension; null: none set. */
  evaluationUnitId: number | null;
}

/**
 * The units a lab may choose for a numeric value of a parameter: the dimension's units
 * (selectableUnitIds) that convert into the parameter's evaluation unit (the unit itself, or a
 * conversion of findUnitConversion's preference). A unit without a way into the evaluation unit
 * would give a value the evaluation cannot compare, so it is neither offered nor accepted.
 * Without an evaluation unit every dimension unit is convertible (nothing to convert into).
 */
export function convertibleUnitIds(
  dimension: ConvertibleUnitsDimension,
  parameterId: number | null,
  conversions: readonly UnitConversion[],
): number[] {
  const ids = selectableUnitIds(dimension);
  const target = dimension.evaluationUnitId;
  if (target === null) return ids;
  return ids.filter((id) => findUnitConversion(conversions, id, target, parameterId) !== null);
}
