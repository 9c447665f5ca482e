import { sql, type RawBuilder } from 'kysely';

/** A named sub-statement of a WITH clause. */
export interface NamedStatement {
  name: string;
  statement: RawBuilder<unknown>;
  /** `as materialized`: evaluated once, apart from the statements that read it. */
  materialized?: boolean;
}

const NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * `with n0 as (s0), n1 as (s1), … final`: several statements (data-modifying ones included) as ONE
 * statement, one round trip and, in autocommit, one transaction. They all see the tables as they
 * were before it; a sub-statement reads another's `returning` rows by its name.
 */
export function withStatement(named: readonly NamedStatement[], final: RawBuilder<unknown>): RawBuilder<unknown> {
  if (named.length === 0) return final;
  const clauses = named.map(({ name, statement, materialized }) => {
    if (!NAME.test(name)) throw new Error(`withStatement: not a plain name: ${name}`);
    return sql`${sql.raw(name)} as ${sql.raw(materialized ? 'materialized ' : '')}(${statement})`;
  });
  return sql`with ${sql.join(clauses)} ${final}`;
}
