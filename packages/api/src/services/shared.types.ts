import { z } from 'zod';
import { INT4_MAX, PAGE_SIZE } from '@eqa/core';

/** The largest id of an int4 column (every id of the schema). */
export const MAX_ID = INT4_MAX;

/** The largest value of an int4 column (counts, versions, ordinals). */
export const MAX_INT4 = INT4_MAX;

/**
 * A numeric id of a path or a query (REST sends them as text; the adapter converts them, see
 * bodyField); above int4 it is no id of ours: 422. In a JSON body an id is a ZJsonId.
 */
export const ZId = z.number().int().positive().max(MAX_ID);

/**
 * A field of a JSON body, out of the REST adapter's reach (issue 30). trpc-to-openapi reads path
 * and query values, which are text, by switching on `coerce` in the number, boolean, bigint and date
 * schemas of an input's fields and of the objects in them: on every request, body or not, and in the
 * schema instances themselves, so tRPC converted afterwards too ("false" was true, "" and null were
 * 0, [5] was 5). It leaves a pipe alone: a field wrapped here, and everything inside it, keeps its
 * JSON types on REST and tRPC. Wrap the field itself and put `.optional()` / `.nullable()` outside.
 * Inside, use schema instances no path or query field uses (the adapter would have switched them
 * on there): ZJsonId, not ZId. rest/json-body-types.unit.spec.ts runs the adapter's step on every
 * operation and then checks every body field.
 */
export function bodyField<T extends z.ZodType>(schema: T) {
  return schema.transform((value) => value);
}

/** A numeric id in a JSON body: a JSON number only. */
export const ZJsonId = bodyField(z.number().int().positive().max(MAX_ID));

export const ZOffset = z.number().int().min(0).default(0);
export const ZLimit = z.number().int().min(1).max(200).default(PAGE_SIZE);

/**
 * A boolean that also reads the REST query strings 'true' / 'false' / '1' / '0' (a plain coerced
 * z.boolean() would turn 'false' into true).
 */
export const ZQueryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

/**
 * `updatedSince` of the lists an integrator polls (issue 36): an ISO 8601 date-time with its offset
 * (`2026-12-02T10:00:00Z`, `…+01:00` with the plus sent as %2B); only items changed at or after it
 * (their `updatedAt`, the database's clock) are listed. Anything else is 422 naming the field.
 */
export const ZUpdatedSince = z
  .iso.datetime({ offset: true })
  .transform((text) => new Date(text))
  .meta({
    description:
      "Only items changed at or after this moment (an ISO 8601 date-time with its offset, e.g. 2026-12-02T10:00:00Z; send a '+' as %2B). Compare with the items' updatedAt: poll again from the newest updatedAt seen, a minute earlier, and de-duplicate by id.",
  });

/** When an item last changed (database clock, ISO 8601): what `updatedSince` compares. */
export const ZUpdatedAt = z.string().meta({ description: "When the item last changed (the database's clock, ISO 8601): what updatedSince compares" });

/** A multilingual text: { en: 'Glucose', hu: 'Glükóz' }. */
export const ZLocalizedOut = z.record(z.string(), z.string());

/** A mutation that answers nothing but success. */
export const ZOk = z.object({ ok: z.literal(true) });
export type TOk = z.infer<typeof ZOk>;

/** { items, total } of a list answer. */
export function listOutput<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int().min(0) });
}
