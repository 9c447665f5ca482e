import type { ColumnType, RawBuilder } from 'kysely';
import type { ResultScalar, ResultValueComponentData, ResultValueData } from '@eqa/core';
import type { ChangedAt, NullableJsonArray, Timestamp } from './columns';

type NullableNumeric = ColumnType<number | null, number | string | null, number | string | null>;

/**
 * Projection: the current value of each dimension of each result (lab × survey × parameter ×
 * result group × sample × dimension × position; unique, a null sample counted as 0). What the result form
 * shows and what reports read. Written only by the result-values projection.
 */
export interface ResultValuesTable {
  labId: number;
  surveyId: number;
  parameterId: number;
  resultGroupId: number;
  sampleId: number | null;
  dimensionId: string;
  /** 0, or 0, 1, … for the several values of a dimension that allows multiple values. */
  position: number;
  valueType: ResultValueData['type'];
  /** The scalar value as JSON (number, string) or null; written through `json()`. */
  value: ColumnType<Exclude<ResultScalar, null> | null, RawBuilder<Exclude<ResultScalar, null>> | null, RawBuilder<Exclude<ResultScalar, null>> | null>;
  /** The number of a numeric value, for reports and statistics. */
  numericValue: NullableNumeric;
  relation: ResultValueData['relation'];
  unitId: number | null;
  convertedValue: NullableNumeric;
  /** The nominal value chosen. */
  valueId: number | null;
  components: NullableJsonArray<ResultValueComponentData>;
  /** A document value: the file and what is known of it. */
  fileId: number | null;
  fileName: string | null;
  mediaType: string | null;
  fileSize: number | null;
  updatedAt: Timestamp;
  updatedBy: number | null;
  updatedByName: string | null;
  /** The version of the lab-survey stream whose event wrote this row last. */
  streamVersion: number;
  /** When the row last changed (database clock; updatedSince). */
  changedAt: ChangedAt;
}
