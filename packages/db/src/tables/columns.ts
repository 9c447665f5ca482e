import { sql, type ColumnType, type Generated, type RawBuilder } from 'kysely';

/** A timestamptz column: read as Date, written as Date or ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamptz column the database fills on insert (default now()). */
export type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/**
 * `changed_at` (20261202172000_rest_updated_since): when the row last changed, by the database's clock,
 * set by its default and an update trigger only; what the lists' `updatedSince` compares.
 */
export type ChangedAt = ColumnType<Date, never, never>;
/** A `date` column: read and written as 'YYYY-MM-DD' (the client parses oid 1082 as text). */
export type DateString = ColumnType<string, string, string>;
/** A numeric column (money is numeric(14,2)); the client parses numeric as number. */
export type Numeric = ColumnType<number, number | string, number | string>;
/** A numeric column the database may fill from a default. */
export type GeneratedNumeric = ColumnType<number, number | string | undefined, number | string>;
export type { Generated };

/**
 * A jsonb column whose top-level value is an array: node-postgres would send a JS array as a
 * PostgreSQL array literal, so writes go through `json(value)`. jsonb objects may be written as-is.
 */
export type JsonArray<T> = ColumnType<T[], RawBuilder<T[]>, RawBuilder<T[]>>;
export type NullableJsonArray<T> = ColumnType<T[] | null, RawBuilder<T[]> | null | undefined, RawBuilder<T[]> | null>;

/** Serializes any value for a jsonb column (`cast('…' as jsonb)`). Required for array-valued jsonb. */
export function json<T>(value: T): RawBuilder<T> {
  return sql<T>`cast(${JSON.stringify(value)} as jsonb)`;
}
