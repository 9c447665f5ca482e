import { localize, type Localized } from '../platform/localized';
import { findUnitConversion, type UnitConversion } from '../results/unit-conversions';
import type { UnitSortOption } from './constants';
import { REQUIRED_FIELD, type ConfigViolation } from './violation';

export interface ConvertibleUnit {
  toUnitId: number;
  /** 1 unit of the source = factor units of the target. */
  factor: number;
  direction: 'direct' | 'inverse';
  parameterSpecific: boolean;
}

/**
 * The units a unit converts to (the conversion tester of spec 3 §2), for an optional parameter:
 * every unit reachable by one conversion, directly or inverted, with the factor findUnitConversion
 * picks (parameter-specific beats general, direct beats inverse). Ordered by target unit id.
 */
export function convertibleUnits(
  conversions: readonly UnitConversion[],
  fromUnitId: number,
  parameterId: number | null,
): ConvertibleUnit[] {
  const usable = conversions.filter((c) => c.parameterId === null || c.parameterId === parameterId);
  const targets = new Set<number>();
  for (const c of usable) {
    if (c.fromUnitId === fromUnitId) targets.add(c.toUnitId);
    if (c.toUnitId === fromUnitId) targets.add(c.fromUnitId);
  }
  targets.delete(fromUnitId);
  return [...targets]
    .sort((a, b) => a - b)
    .flatMap((toUnitId) => {
      const match = findUnitConversion(usable, fromUnitId, toUnitId, parameterId);
      if (!match || match.direction === 'identity') return [];
      return [{ toUnitId, factor: match.factor, direction: match.direction, parameterSpecific: match.parameterSpecific }];
    });
}

/** Spec 3 §5: "conversion saves only when factor (numeric, required) and target unit are set". */
export function unitConversionViolation(input: {
  fromUnitId: number;
  toUnitId: number | null;
  factor: number | null;
}): ConfigViolation | null {
  if (input.factor === null || !Number.isFinite(input.factor)) return { param: 'factor', message: REQUIRED_FIELD };
  if (input.factor <= 0) return { param: 'factor', message: 'config.units.conversions.invalidFactor' };
  if (input.toUnitId === null) return { param: 'toUnit', message: REQUIRED_FIELD };
  if (input.toUnitId === input.fromUnitId) return { param: 'toUnit', message: 'config.units.conversions.sameUnit' };
  return null;
}

/**
 * Spec 3 §2/§4 units list sort: 'alphabet' by the name translated to the locale, 'default' by
 * ordinal; ties by id.
 */
export function sortUnits<U extends { id: number; name: Localized; ordinal: number }>(
  units: readonly U[],
  sort: UnitSortOption,
  locale: string,
): U[] {
  const copy = [...units];
  if (sort === 'alphabet') {
    const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
    return copy.sort((a, b) => collator.compare(localize(a.name, locale), localize(b.name, locale)) || a.id - b.id);
  }
  return copy.sort((a, b) => a.ordinal - b.ordinal || a.id - b.id);
}
