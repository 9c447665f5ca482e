import { z } from 'zod';
import { TEXT_VALUE_MAX_LENGTH } from './text-value';
import { ZDimensionValueType, ZNumericRelation } from './value-types';

/**
 * The body of PUT /labs/{labId}/surveys/{surveyId}/parameters/{paramId}/result_groups/{groupId}/values
 * (and the bulk and per-sample variants): one entry per dimension value. A multiple-value dimension
 * sends one entry per value. Which fields a type uses:
 * - numeric: value (number text, '1.5', '1,5E+2' or with a relation prefix '<0.5'), relation, unitId
 * - nominal: valueId
 * - text, date_time: value
 * - composite: components (one entry per component dimension)
 * - document: fileId (the upload's id)
 * An entry with nothing in it clears that dimension. validateResultValues checks an entry against
 * the dimension's value type.
 */
// The hard cap is generous: surrounding whitespace is trimmed first and an over-long text then gets
// the precise 'value.textTooLong' from validateResultValues.
const valueText = z
  .union([z.string().max(TEXT_VALUE_MAX_LENGTH * 2), z.number().finite().transform((n) => String(n))])
  .nullable()
  .default(null);

const entryFields = {
  dimensionId: z.string().min(1).max(100),
  type: ZDimensionValueType,
  value: valueText,
  relation: ZNumericRelation.nullable().default(null),
  unitId: z.number().int().positive().nullable().default(null),
  valueId: z.number().int().positive().nullable().default(null),
  fileId: z.number().int().positive().nullable().default(null),
};

export const ZResultComponentInput = z.object(entryFields);
export type ResultComponentInput = z.infer<typeof ZResultComponentInput>;

export const ZResultValueInput = z.object({
  ...entryFields,
  components: z.array(ZResultComponentInput).max(50).default([]),
});
/** A parsed entry (defaults applied). */
export type ResultValueInput = z.infer<typeof ZResultValueInput>;
/** An entry as a client may send it (defaulted fields optional). */
export type ResultValueInputRaw = z.input<typeof ZResultValueInput>;

export const MAX_VALUES_PER_RESULT = 200;

/**
 * PUT …/parameters/{paramId}/result_groups/{groupId}/values: the values of one sample, or (sampleId
 * null) values that are not sample-specific, such as context values of the result group.
 */
export const ZResultValuesPayload = z.object({
  sampleId: z.number().int().positive().nullable(),
  values: z.array(ZResultValueInput).max(MAX_VALUES_PER_RESULT),
});
export type ResultValuesPayload = z.infer<typeof ZResultValuesPayload>;

/** PUT …/parameters/values (bulk) and …/samples/{sampleId}/values: several results at once. */
export const ZBulkResultValuesPayload = z.object({
  results: z
    .array(
      z.object({
        parameterId: z.number().int().positive(),
        resultGroupId: z.number().int().positive(),
        sampleId: z.number().int().positive().nullable(),
        values: z.array(ZResultValueInput).max(MAX_VALUES_PER_RESULT),
      }),
    )
    .max(1000),
});
export type BulkResultValuesPayload = z.infer<typeof ZBulkResultValuesPayload>;

/**
 * A value after validation, normalised; shaped to be stored as the events' ResultValueData.
 * An emptied entry is kept as a clear: every field null and no components (isEmptyResultValue).
 */
export interface ValidatedResultValue {
  dimensionId: string;
  type: z.infer<typeof ZDimensionValueType>;
  /** numeric: the number; text: the trimmed text; date_time: the ISO text; otherwise null. */
  value: string | number | null;
  /** numeric: the normalised number text as entered, precision kept ('1.50'); otherwise null. */
  text: string | null;
  /** numeric: the relation ('=' by default); otherwise null. */
  relation: z.infer<typeof ZNumericRelation> | null;
  /** numeric: the unit entered, or the dimension's unit when none was sent. */
  unitId: number | null;
  /** numeric: the value in the parameter's evaluation unit (exact), when a conversion exists. */
  convertedValue: number | null;
  valueId: number | null;
  fileId: number | null;
  components: ValidatedResultValue[];
}
