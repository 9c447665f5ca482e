import { z } from 'zod';
import { significantDigits } from './numeric-input';

/**
 * A unit conversion (spec 3 "Units and conversions"): 1 fromUnit = factor toUnit, optionally only
 * for one parameter (molar conversions differ per analyte).
 */
export const ZUnitConversion = z.object({
  fromUnitId: z.number().int(),
  toUnitId: z.number().int(),
  factor: z.number().positive().finite(),
  parameterId: z.number().int().nullable(),
});
export type UnitConversion = z.infer<typeof ZUnitConversion>;

export interface ConversionMatch {
  /** Multiply a value in the source unit by this factor to get the target unit. */
  factor: number;
  direction: 'identity' | 'direct' | 'inverse';
  parameterSpecific: boolean;
  conversion: UnitConversion | null;
}

/**
 * Finds the factor from one unit to another for a parameter. Order of preference:
 * same unit (1) → parameter-specific direct → parameter-specific reverse (1/factor) → general direct
 * → general reverse (1/factor). A parameter-specific conversion always beats a general one, and a
 * reverse conversion is used only when no direct one of the same specificity exists. null when none.
 */
export function findUnitConversion(
  conversions: readonly UnitConversion[],
  fromUnitId: number,
  toUnitId: number,
  parameterId: number | null,
): ConversionMatch | null {
  if (fromUnitId === toUnitId) return { factor: 1, direction: 'identity', parameterSpecific: false, conversion: null };
  const scopes: Array<{ specific: boolean; matches: (c: UnitConversion) => boolean }> = [];
  if (parameterId !== null) scopes.push({ specific: true, matches: (c) => c.parameterId === parameterId });
  scopes.push({ specific: false, matches: (c) => c.parameterId === null });
  for (const scope of scopes) {
    const direct = conversions.find((c) => scope.matches(c) && c.fromUnitId === fromUnitId && c.toUnitId === toUnitId);
    if (direct) return { factor: direct.factor, direction: 'direct', parameterSpecific: scope.specific, conversion: direct };
    const reverse = conversions.find((c) => scope.matches(c) && c.fromUnitId === toUnitId && c.toUnitId === fromUnitId);
    if (reverse) {
      return { factor: 1 / reverse.factor, direction: 'inverse', parameterSpecific: scope.specific, conversion: reverse };
    }
  }
  return null;
}

/** Converted values are shown with at least this many significant digits. */
export const CONVERTED_MIN_SIGNIFICANT_DIGITS = 3;

/** Rounds to a number of significant digits (no binary noise: 0.1 * 3 → 0.3). */
export function roundToSignificant(value: number, digits: number): number {
  if (value === 0 || !Number.isFinite(value)) return value;
  return Number(value.toPrecision(Math.min(Math.max(1, Math.trunc(digits)), 15)));
}

export interface ConvertedValue {
  /** Exact converted value (value × factor), used for statistics. */
  value: number;
  /** Rounded for display: as many significant digits as the entered text, at least 3. */
  displayValue: number;
  factor: number;
}

/** Converts an entered numeric value into another unit (typically the evaluation unit). */
export function convertNumericValue(input: {
  value: number;
  /** The normalised entered text, for its precision; without it the minimum precision is used. */
  text?: string;
  fromUnitId: number;
  toUnitId: number;
  parameterId: number | null;
  conversions: readonly UnitConversion[];
}): ConvertedValue | null {
  const match = findUnitConversion(input.conversions, input.fromUnitId, input.toUnitId, input.parameterId);
  if (!match) return null;
  const value = input.value * match.factor;
  const digits = Math.max(
    CONVERTED_MIN_SIGNIFICANT_DIGITS,
    input.text === undefined ? 0 : significantDigits(input.text),
  );
  return { value, displayValue: roundToSignificant(value, digits), factor: match.factor };
}

/**
 * The factor from one unit to another for a parameter: directly (findUnitConversion), or through
 * the parameter's evaluation unit (from → evaluation → to) when both legs exist. null when
 * neither way exists (the control then asks before changing the unit of a typed value).
 */
export function unitSwitchFactor(input: {
  fromUnitId: number;
  toUnitId: number;
  evaluationUnitId: number | null;
  parameterId: number | null;
  conversions: readonly UnitConversion[];
}): number | null {
  const direct = findUnitConversion(input.conversions, input.fromUnitId, input.toUnitId, input.parameterId);
  if (direct) return direct.factor;
  const via = input.evaluationUnitId;
  if (via === null) return null;
  const first = findUnitConversion(input.conversions, input.fromUnitId, via, input.parameterId);
  const second = findUnitConversion(input.conversions, via, input.toUnitId, input.parameterId);
  return first && second ? first.factor * second.factor : null;
}

/**
 * A typed value moved into another unit (the user switched the unit of a value already typed):
 * value × factor, rounded to the typed significant digits (at least 3), as normalised text
 * (dot decimal, no exponent for ordinary magnitudes). null when the units do not convert.
 */
export function switchValueUnit(input: {
  value: number;
  text: string;
  fromUnitId: number;
  toUnitId: number;
  evaluationUnitId: number | null;
  parameterId: number | null;
  conversions: readonly UnitConversion[];
}): { value: number; text: string } | null {
  const factor = unitSwitchFactor(input);
  if (factor === null) return null;
  const digits = Math.max(CONVERTED_MIN_SIGNIFICANT_DIGITS, significantDigits(input.text));
  const value = roundToSignificant(input.value * factor, digits);
  return { value, text: plainNumberText(value) };
}

/** A number as plain decimal text (no exponent between 1e-7 and 1e21, as toString gives). */
function plainNumberText(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  const fixed = value.toFixed(20).replace(/0+$/, '').replace(/\.$/, '');
  return fixed;
}
