import { z } from 'zod';

/**
 * Procedure builders whose input and output schemas parse synchronously first.
 *
 * tRPC validates a procedure's input and output with the schema's `parseAsync`. An asynchronous
 * zod parse skips zod's compiled fast path for objects: a result save's input parsed in 5.5 µs
 * instead of 2.8, its answer in 4.8 instead of 1.2 (a loop of one schema); in the server, among
 * all the app's schemas, validation took 20 µs of a save's ~390 µs on the main thread
 * (docs/decisions/result-saves-performance.md, session 8). The schemas given to `.input()` and
 * `.output()` of a builder wrapped here get a `parseAsync` that runs zod's synchronous `parse`
 * and, when a schema turns out to need the asynchronous parse (zod throws $ZodAsyncError: an async
 * refinement or transform), zod's own `parseAsync`: the value and the errors are zod's either way.
 * The schema objects stay the same (the OpenAPI document and the types read them).
 */
export function syncFirstParsing<B extends object>(builder: B): B {
  const methods = builder as unknown as Record<string, unknown>;
  const wrapped: Record<string, unknown> = { ...methods };
  for (const name of BUILDER_METHODS) {
    const method = methods[name];
    if (typeof method !== 'function') continue;
    wrapped[name] = (...args: unknown[]) => {
      if (name === 'input' || name === 'output') args[0] = syncFirst(args[0]);
      return syncFirstParsing((method as (...a: unknown[]) => object)(...args));
    };
  }
  return wrapped as B;
}

/** The methods of a tRPC procedure builder that answer another builder (query, mutation… answer a procedure). */
const BUILDER_METHODS = ['input', 'output', 'meta', 'use', 'concat', 'unstable_concat', 'experimental_caller'] as const;

const SYNC_FIRST = Symbol('syncFirstParse');

/** The schema, its `parseAsync` made sync-first (once per schema; anything but a zod schema as it is). */
export function syncFirst<T>(schema: T): T {
  if (!(schema instanceof z.ZodType) || Object.hasOwn(schema, SYNC_FIRST)) return schema;
  const zodSchema: z.ZodType = schema;
  const asynchronous = zodSchema.parseAsync.bind(zodSchema);
  const parseAsync: z.ZodType['parseAsync'] = async (data, params) => {
    try {
      return zodSchema.parse(data, params);
    } catch (error) {
      if (error instanceof z.core.$ZodAsyncError) return asynchronous(data, params);
      throw error;
    }
  };
  Object.defineProperty(zodSchema, 'parseAsync', { value: parseAsync, configurable: true, writable: true });
  Object.defineProperty(zodSchema, SYNC_FIRST, { value: true });
  return schema;
}
