import type { Localized } from '@eqa/core';
import type { CreatedAt, Generated } from './columns';

export type DimensionValueType = 'numeric' | 'nominal' | 'text' | 'date_time' | 'composite' | 'document';
export type DimensionMediaType = 'word' | 'pdf' | 'jpeg' | 'png' | 'image';

/** A result or context dimension. The id is readable snake_case ('result', 'method', 'yes_no'). */
export interface DimensionsTable {
  id: string;
  name: Localized;
  valueType: DimensionValueType;
  ordinal: Generated<number>;
  /** Allowed upload type of a document dimension. */
  mediaType: DimensionMediaType | null;
  /** Nominal and composite dimensions may hold several values. */
  multipleValues: Generated<boolean>;
  /** Default unit of a numeric dimension; further allowed units are in dimension_units. */
  unitId: number | null;
  /** Numeric dimensions: whether a value may be below zero (off: refused, core isNegativeRefused). */
  negativeAllowed: Generated<boolean>;
  createdAt: CreatedAt;
}
