import { AppError } from '../errors/app-error';
import type { ComponentDimensionDefinition, DimensionDefinition } from './dimension-definition';
import { parseDateTimeValue } from './date-time-value';
import { isNegativeRefused, NEGATIVE_NOT_ALLOWED, parseNumericInput } from './numeric-input';
import { parseTextValue } from './text-value';
import { findUnitConversion, type UnitConversion } from './unit-conversions';
import { convertibleUnitIds } from './unit-defaults';
import type { ResultComponentInput, ResultValueInput, ValidatedResultValue } from './value-payload';
import type { ValueErrorKey } from './value-types';

export interface ResultValueIssue {
  /** Path inside the payload, e.g. ['values', 2, 'value'] or ['values', 0, 'components', 1, 'valueId']. */
  path: Array<string | number>;
  dimensionId: string;
  key: ValueErrorKey;
}

export type ResultValuesValidation =
  | { ok: true; values: ValidatedResultValue[] }
  | { ok: false; issues: ResultValueIssue[] };

export interface ResultValuesValidationOptions {
  /** Where the values sit in the payload, for issue paths (default ['values']). */
  basePath?: Array<string | number>;
  /** To fill convertedValue: the parameter and the unit conversions (see findUnitConversion). */
  parameterId?: number | null;
  conversions?: readonly UnitConversion[];
}

type Entry = ResultComponentInput & { components?: ResultComponentInput[] };
type Definition = ComponentDimensionDefinition & { components?: ComponentDimensionDefinition[] };
interface Context {
  issues: ResultValueIssue[];
  parameterId: number | null;
  conversions: readonly UnitConversion[];
}

const FIELDS_BY_TYPE: Record<DimensionDefinition['valueType'], ReadonlyArray<keyof Entry>> = {
  numeric: ['value', 'relation', 'unitId'],
  nominal: ['valueId'],
  text: ['value'],
  date_time: ['value'],
  composite: ['components'],
  document: ['fileId'],
};
const OPTIONAL_FIELDS: ReadonlyArray<keyof Entry> = ['value', 'relation', 'unitId', 'valueId', 'fileId', 'components'];

function isSet(entry: Entry, field: keyof Entry): boolean {
  const v = entry[field];
  if (field === 'components') return Array.isArray(v) && v.length > 0;
  return v !== null && v !== undefined;
}

function emptyValue(dimension: Definition): ValidatedResultValue {
  return {
    dimensionId: dimension.id,
    type: dimension.valueType,
    value: null,
    text: null,
    relation: null,
    unitId: null,
    convertedValue: null,
    valueId: null,
    fileId: null,
    components: [],
  };
}

/** True for a validated entry that clears its dimension. */
export function isClearedValue(value: ValidatedResultValue): boolean {
  return value.value === null && value.valueId === null && value.fileId === null && value.components.length === 0;
}

/**
 * Validates the values of one result against the parameter's dimensions (result and context).
 * Answers the normalised values, or every issue found. An emptied entry stays in the answer as a
 * clear of its dimension (isClearedValue), so the store can remove the old value; it is dropped
 * when the same dimension also has a filled entry. A dimension takes one value unless it is a
 * multiple-value dimension; a nominal id repeated on one dimension counts once.
 */
export function validateResultValues(
  values: readonly ResultValueInput[],
  dimensions: readonly DimensionDefinition[],
  options: ResultValuesValidationOptions = {},
): ResultValuesValidation {
  const basePath = options.basePath ?? ['values'];
  const context: Context = { issues: [], parameterId: options.parameterId ?? null, conversions: options.conversions ?? [] };
  const byId = new Map(dimensions.map((d) => [d.id, d]));
  const validated: Array<{ index: number; value: ValidatedResultValue }> = [];
  values.forEach((entry, index) => {
    const path = [...basePath, index];
    const dimension = byId.get(entry.dimensionId);
    if (!dimension) {
      context.issues.push({ path: [...path, 'dimensionId'], dimensionId: entry.dimensionId, key: 'value.unknownDimension' });
      return;
    }
    const value = validateEntry(entry, dimension, path, context, true);
    if (value) validated.push({ index, value });
  });

  const out: ValidatedResultValue[] = [];
  const filledIds = new Set(validated.filter((v) => !isClearedValue(v.value)).map((v) => v.value.dimensionId));
  const filledCount = new Map<string, number>();
  for (const { index, value } of validated) {
    const id = value.dimensionId;
    if (isClearedValue(value)) {
      if (!filledIds.has(id) && !out.some((v) => v.dimensionId === id)) out.push(value);
      continue;
    }
    if (value.type === 'nominal' && out.some((v) => v.dimensionId === id && v.valueId === value.valueId)) continue;
    const count = (filledCount.get(id) ?? 0) + 1;
    filledCount.set(id, count);
    if (count > 1 && !byId.get(id)?.multipleValues) {
      context.issues.push({ path: [...basePath, index, 'dimensionId'], dimensionId: id, key: 'value.multipleNotAllowed' });
      continue;
    }
    out.push(value);
  }
  return context.issues.length > 0 ? { ok: false, issues: context.issues } : { ok: true, values: out };
}

/** A validated value, an empty one (a clear), or null when an issue was recorded. */
function validateEntry(
  entry: Entry,
  dimension: Definition,
  path: Array<string | number>,
  context: Context,
  allowComposite: boolean,
): ValidatedResultValue | null {
  const issue = (field: string, key: ValueErrorKey): null => {
    context.issues.push({ path: [...path, field], dimensionId: dimension.id, key });
    return null;
  };
  if (entry.type !== dimension.valueType || (dimension.valueType === 'composite' && !allowComposite)) {
    return issue('type', 'value.typeMismatch');
  }
  const allowed = FIELDS_BY_TYPE[dimension.valueType];
  const stray = OPTIONAL_FIELDS.find((f) => !allowed.includes(f) && isSet(entry, f));
  if (stray) return issue(stray, 'value.fieldNotAllowed');

  const empty = emptyValue(dimension);
  switch (dimension.valueType) {
    case 'numeric': {
      const parsed = parseNumericInput(entry.value);
      if (parsed.state === 'empty') return empty;
      if (parsed.state !== 'valid') return issue('value', parsed.error);
      if (entry.relation !== null && parsed.explicitRelation && entry.relation !== parsed.relation) {
        return issue('relation', 'value.relationMismatch');
      }
      if (isNegativeRefused(parsed.value, dimension)) return issue('value', NEGATIVE_NOT_ALLOWED);
      if (entry.unitId !== null && !convertibleUnitIds(dimension, context.parameterId, context.conversions).includes(entry.unitId)) {
        return issue('unitId', 'value.unitNotAllowed');
      }
      const unitId = entry.unitId ?? dimension.unitId;
      const conversion =
        unitId !== null && dimension.evaluationUnitId !== null
          ? findUnitConversion(context.conversions, unitId, dimension.evaluationUnitId, context.parameterId)
          : null;
      return {
        ...empty,
        value: parsed.value,
        text: parsed.text,
        relation: parsed.explicitRelation ? parsed.relation : (entry.relation ?? '='),
        unitId,
        convertedValue: conversion ? parsed.value * conversion.factor : null,
      };
    }
    case 'nominal': {
      if (entry.valueId === null) return empty;
      if (!dimension.values.some((v) => v.id === entry.valueId)) return issue('valueId', 'value.unknownOption');
      return { ...empty, valueId: entry.valueId };
    }
    case 'text': {
      const parsed = parseTextValue(typeof entry.value === 'string' ? entry.value : null);
      if (parsed.state === 'empty') return empty;
      if (parsed.state === 'invalid') return issue('value', parsed.error);
      return { ...empty, value: parsed.text };
    }
    case 'date_time': {
      const parsed = parseDateTimeValue(entry.value);
      if (parsed.state === 'empty') return empty;
      if (parsed.state === 'invalid') return issue('value', parsed.error);
      return { ...empty, value: parsed.text };
    }
    case 'document': {
      if (entry.fileId === null) return empty;
      return { ...empty, fileId: entry.fileId };
    }
    case 'composite': {
      const componentDefs = new Map((dimension.components ?? []).map((c) => [c.id, c]));
      const components: ValidatedResultValue[] = [];
      const before = context.issues.length;
      (entry.components ?? []).forEach((component, index) => {
        const componentPath = [...path, 'components', index];
        const def = componentDefs.get(component.dimensionId);
        if (!def) {
          context.issues.push({
            path: [...componentPath, 'dimensionId'],
            dimensionId: component.dimensionId,
            key: 'value.unknownComponent',
          });
          return;
        }
        const value = validateEntry(component, def, componentPath, context, false);
        if (!value || isClearedValue(value)) return;
        if (components.some((c) => c.dimensionId === def.id)) {
          context.issues.push({ path: [...componentPath, 'dimensionId'], dimensionId: def.id, key: 'value.multipleNotAllowed' });
          return;
        }
        components.push(value);
      });
      if (context.issues.length > before) return null;
      return { ...empty, components };
    }
  }
}

/** validateResultValues for services: throws a 422 naming the first issue (param 'values.2.value', type = the key). */
export function assertValidResultValues(
  values: readonly ResultValueInput[],
  dimensions: readonly DimensionDefinition[],
  options: ResultValuesValidationOptions = {},
): ValidatedResultValue[] {
  const result = validateResultValues(values, dimensions, options);
  if (result.ok) return result.values;
  const first = result.issues[0];
  throw AppError.constraint(
    first ? first.path.join('.') : 'values',
    `Invalid value for dimension ${first?.dimensionId ?? '?'}`,
    first?.key ?? 'value.typeMismatch',
  );
}
