import { z } from 'zod';
import { PAGE_SIZE } from '@eqa/core';

/** The largest id of an int4 column (every id of the schema). */
export const MAX_ID = 2_147_483_647;

/** A numeric id (path and query values arrive as strings on REST and are coerced); above int4 it is no id of ours: 422. */
export const ZId = z.number().int().positive().max(MAX_ID);

export const ZOffset = z.number().int().min(0).default(0);
export const ZLimit = z.number().int().min(1).max(200).default(PAGE_SIZE);

/**
 * A boolean that also reads the REST query strings 'true' / 'false' / '1' / '0' (a plain coerced
 * z.boolean() would turn 'false' into true).
 */
export const ZQueryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

/** A multilingual text: { en: 'Glucose', hu: 'Glükóz' }. */
export const ZLocalizedOut = z.record(z.string(), z.string());

/** A mutation that answers nothing but success. */
export const ZOk = z.object({ ok: z.literal(true) });
export type TOk = z.infer<typeof ZOk>;

/** { items, total } of a list answer. */
export function listOutput<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int().min(0) });
}
