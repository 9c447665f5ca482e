import type { DimensionValueType } from '../results/value-types';
import type { DimensionMediaTypeOption } from './constants';
import { CONFIG_MESSAGES } from './messages';
import type { ConfigViolation } from './violation';

/** What the deletable rule of a dimension looks at. */
export interface DimensionUsage {
  /** Parameters that have the dimension (parameter_dimensions). */
  parameterCount: number;
  /** Nominal values plus composite components of the dimension. */
  valueCount: number;
}

/**
 * Spec 3 §3: "deletable becomes false when a value is added and is true only when it has no params
 * and exactly one value remains" — the client re-evaluates it just before removing a value, so
 * after the removal the dimension has no values. A dimension is deletable when no parameter uses it
 * and it has no values left.
 */
export function isDimensionDeletable(usage: DimensionUsage): boolean {
  return usage.parameterCount === 0 && usage.valueCount === 0;
}

/**
 * Spec 3 §5 "a nominal value cannot be removed for non-deletable dimensions": a dimension that is
 * in use — parameters have it, or a composite dimension lists it as a component — keeps its values
 * (nominal values and components); they are hidden (deprecated) instead. (Having values alone also
 * makes a dimension non-deletable, but then removing them must stay possible.)
 */
export function dimensionValuesRemovable(usage: { parameterCount: number; isComponent: boolean }): boolean {
  return usage.parameterCount === 0 && !usage.isComponent;
}

/** The flag after adding a value: always false (spec 3 §3). */
export function dimensionDeletableAfterValueAdded(): boolean {
  return false;
}

/** The flag after removing a value, from the counts before the removal (spec 3 §3). */
export function dimensionDeletableAfterValueRemoved(before: DimensionUsage): boolean {
  return before.parameterCount === 0 && before.valueCount === 1;
}

/** The settings of a dimension that depend on its value type. */
export interface DimensionSettings {
  valueType: DimensionValueType;
  mediaType: DimensionMediaTypeOption | null;
  unitId: number | null;
  multipleValues: boolean;
  /** Numeric only: values below zero accepted (results-rules.md "Negative values"). */
  negativeAllowed: boolean;
}

/**
 * Spec 3 §2: document dimensions have a media type, numeric ones a unit, and multipleValues applies
 * to nominal and composite dimensions. A setting on a dimension of another type is refused.
 */
export function dimensionSettingsViolation(settings: DimensionSettings): ConfigViolation | null {
  if (settings.mediaType !== null && settings.valueType !== 'document') {
    return { param: 'mediaType', message: CONFIG_MESSAGES.mediaTypeDocumentOnly };
  }
  if (settings.unitId !== null && settings.valueType !== 'numeric') {
    return { param: 'unitId', message: CONFIG_MESSAGES.unitNumericOnly };
  }
  if (settings.multipleValues && settings.valueType !== 'nominal' && settings.valueType !== 'composite') {
    return { param: 'multipleValues', message: CONFIG_MESSAGES.multipleValuesNominalOnly };
  }
  if (settings.negativeAllowed && settings.valueType !== 'numeric') {
    return { param: 'negativeAllowed', message: CONFIG_MESSAGES.negativeNumericOnly };
  }
  return null;
}

/** Which kind of value (spec 3 §7 values/{type}) a dimension of a value type holds, or null. */
export function valueKindOf(valueType: DimensionValueType): 'nominal' | 'composite' | null {
  if (valueType === 'nominal') return 'nominal';
  if (valueType === 'composite') return 'composite';
  return null;
}

/** A component of a composite dimension: not itself, not composite, not twice. */
export function compositeComponentViolation(input: {
  dimensionId: string;
  component: { id: string; valueType: DimensionValueType } | null;
  presentComponentIds: readonly string[];
}): ConfigViolation | null {
  const param = 'componentDimensionId';
  if (!input.component) return { param, message: CONFIG_MESSAGES.unknownComponent };
  if (input.component.id === input.dimensionId) return { param, message: CONFIG_MESSAGES.ownComponent };
  if (input.component.valueType === 'composite') return { param, message: CONFIG_MESSAGES.compositeComponent };
  if (input.presentComponentIds.includes(input.component.id)) return { param, message: CONFIG_MESSAGES.componentPresent };
  return null;
}
