import { DIMENSION_VALUE_TYPES, valueKindOf } from '@eqa/core';
import type { TListValueTypesOutput } from './list-value-types.types';

/** GET /dimensions/value_types (spec 3 §9: numeric, nominal, text, date_time, composite, document). */
export function listValueTypes(): TListValueTypesOutput {
  const items = DIMENSION_VALUE_TYPES.map((id) => ({
    id,
    valueKind: valueKindOf(id),
    multipleValuesAllowed: id === 'nominal' || id === 'composite',
    hasUnit: id === 'numeric',
    hasMediaType: id === 'document',
  }));
  return { items, total: items.length };
}
