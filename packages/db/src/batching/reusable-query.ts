import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { DB } from '../schema';

interface Compiled {
  sql: string;
  parameters: readonly unknown[];
  /** Where each argument sits among the parameters. */
  slots: number[];
}

/**
 * A query whose text does not depend on its arguments (arrays sent whole, as `unnest($1::int[])` or
 * `= any($1)`), built and compiled once per Kysely instance, then run with the arguments put in
 * their parameter positions. Building and compiling a large Kysely query costs more than running
 * it: the batched lookups of every request (session, lab, survey) would pay it on every batch.
 *
 * Every argument must reach the query as exactly one parameter, unchanged (checked at the first
 * call); results go through the instance's plugins (camel case) like any query.
 */
export function reusableQuery<TArgs extends unknown[], TRow>(
  build: (db: Kysely<DB>, ...args: TArgs) => Compilable<TRow>,
): (db: Kysely<DB>, ...args: TArgs) => Promise<TRow[]> {
  const compiledFor = new WeakMap<Kysely<DB>, Compiled>();
  return async (db, ...args) => {
    let compiled = compiledFor.get(db);
    if (!compiled) {
      // unique stand-ins, found again by identity among the compiled parameters
      const markers = args.map(() => [] as unknown[]) as unknown as TArgs;
      const query = build(db, ...markers).compile();
      const slots = markers.map((marker) => {
        const at = query.parameters.indexOf(marker);
        if (at < 0 || query.parameters.lastIndexOf(marker) !== at) throw new Error('reusableQuery: each argument must be exactly one parameter');
        return at;
      });
      compiled = { sql: query.sql, parameters: query.parameters, slots };
      compiledFor.set(db, compiled);
    }
    const parameters = [...compiled.parameters];
    const { slots } = compiled;
    args.forEach((arg, index) => {
      parameters[slots[index] as number] = arg;
    });
    const result = await db.executeQuery<TRow>(CompiledQuery.raw(compiled.sql, parameters));
    return result.rows;
  };
}
