import { describe, expect, it } from 'vitest';
import { coerceSchema, getInputOutputParsers, instanceofZodTypeObject, unwrapZodType, type OpenApiMeta } from 'trpc-to-openapi';
import type { z } from 'zod';
import { appRouter } from '../root';

/**
 * Issue 30 (2): trpc-to-openapi switches on `coerce` in the number, boolean, bigint and date schemas
 * of an input's fields (and of the objects in them) on every request, body or not, in the schema
 * instances themselves. This runs the adapter's own step on every REST operation, as a long-running
 * server will have, and then looks through every body field: none may reach a coercing schema (a
 * shared instance that a path or query field exposes included). Path and query fields convert.
 */
interface Procedure {
  _def: { meta?: OpenApiMeta; inputs: unknown[] };
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** The schemas inside a zod 4 schema (every kind an input uses). */
function inner(schema: z.core.$ZodType): z.core.$ZodType[] {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  switch (def.type) {
    case 'object':
      return [...Object.values(def.shape as Record<string, z.core.$ZodType>), ...(def.catchall ? [def.catchall as z.core.$ZodType] : [])];
    case 'array':
      return [def.element as z.core.$ZodType];
    case 'pipe':
      return [def.in as z.core.$ZodType, def.out as z.core.$ZodType];
    case 'union':
      return def.options as z.core.$ZodType[];
    case 'intersection':
      return [def.left as z.core.$ZodType, def.right as z.core.$ZodType];
    case 'record':
      return [def.keyType as z.core.$ZodType, def.valueType as z.core.$ZodType];
    case 'tuple':
      return [...(def.items as z.core.$ZodType[]), ...(def.rest ? [def.rest as z.core.$ZodType] : [])];
    case 'lazy':
      return [(def.getter as () => z.core.$ZodType)()];
    default:
      return def.innerType ? [def.innerType as z.core.$ZodType] : [];
  }
}

/** Where under `schema` a coercing schema sits ('' for the schema itself). */
function coercedPaths(schema: z.core.$ZodType, path: string, seen = new Set<z.core.$ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const own = (schema._zod.def as { coerce?: boolean }).coerce === true ? [`${path} (${schema._zod.def.type})`] : [];
  return [...own, ...inner(schema).flatMap((child) => coercedPaths(child, path, seen))];
}

const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, Procedure>).filter(([, procedure]) => procedure._def.meta?.openapi);

function objectInputOf(procedure: Procedure): z.ZodObject | null {
  const unwrapped = unwrapZodType(getInputOutputParsers(procedure as never).inputParser, true);
  return instanceofZodTypeObject(unwrapped) ? (unwrapped as unknown as z.ZodObject) : null;
}

describe('REST bodies keep their JSON types', () => {
  it('no body field of any operation reaches a schema the adapter made coercing', () => {
    // the adapter's own step (adapters/node-http/core: coerceSchema of the unwrapped input) for every operation
    for (const [, procedure] of procedures) {
      const input = objectInputOf(procedure);
      if (input) coerceSchema(input as never);
    }
    const coerced: string[] = [];
    let bodyFields = 0;
    for (const [name, procedure] of procedures) {
      const openapi = procedure._def.meta!.openapi!;
      if (!BODY_METHODS.has(openapi.method)) continue;
      const input = objectInputOf(procedure);
      if (!input) continue;
      const pathKeys = new Set([...openapi.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]));
      for (const [key, field] of Object.entries(input.shape)) {
        if (pathKeys.has(key)) continue;
        bodyFields += 1;
        coerced.push(...coercedPaths(field as z.core.$ZodType, `${openapi.method} ${openapi.path} (${name}) ${key}`));
      }
    }
    expect(bodyFields).toBeGreaterThan(150);
    expect(coerced).toEqual([]);
  });
});
