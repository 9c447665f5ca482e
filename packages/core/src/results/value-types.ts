import { z } from 'zod';

/** Spec 1 §3 / spec 3: the value types of a dimension; one result-entry control per type. */
export const DIMENSION_VALUE_TYPES = ['numeric', 'nominal', 'text', 'date_time', 'composite', 'document'] as const;
export type DimensionValueType = (typeof DIMENSION_VALUE_TYPES)[number];
export const ZDimensionValueType = z.enum(DIMENSION_VALUE_TYPES);

/** Canonical relations of a numeric value (spec 1 §2/§4); '=' is the default. */
export const NUMERIC_RELATIONS = ['=', '<', '>', '<=', '>='] as const;
export type NumericRelation = (typeof NUMERIC_RELATIONS)[number];
export const ZNumericRelation = z.enum(NUMERIC_RELATIONS);

/**
 * Message keys (i18n) the result rules answer with. The UI shows them under the control; the API
 * sends them as error.type of a 422 (param = the path of the offending field).
 */
export const VALUE_ERROR_KEYS = [
  'value.invalidNumber', // spec 1 §5/§8
  'value.negativeNotAllowed',
  'value.noResult', // spec 1 §5/§8 (nominal search without hit; a message, not an error)
  'value.invalidDateTime',
  'value.textTooLong',
  'value.fileTypeNotAllowed',
  'value.fileContentMismatch',
  'value.fileTooLarge',
  'value.fileEmpty',
  'value.unknownDimension',
  'value.typeMismatch',
  'value.multipleNotAllowed',
  'value.unknownOption',
  'value.unknownComponent',
  'value.unitNotAllowed',
  'value.relationMismatch',
  'value.fieldNotAllowed',
] as const;
export type ValueErrorKey = (typeof VALUE_ERROR_KEYS)[number];
