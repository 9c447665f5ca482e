import type { Kysely, QueryResult, RawBuilder } from 'kysely';
import { CamelCase } from '../camel-case-plugin';
import type { DB } from '../schema';
import { perOwner } from './coalescer';

/** The instance with every plugin but the camel-case one (one per instance: tests add their own plugins). */
const compilerOf = perOwner((db: Kysely<DB>) =>
  db
    .getExecutor()
    .plugins.filter((plugin) => !(plugin instanceof CamelCase))
    .reduce((instance, plugin) => instance.withPlugin(plugin), db.withoutPlugins()),
);

/**
 * Runs a raw statement whose identifiers are snake_case already (unnestRows, columnList and
 * withStatement check theirs) without the camel-case plugin's walk of its tree, which changes
 * nothing in it: for a batch statement of a thousand nodes the walk costs more than the compile.
 * The instance's other plugins still see the statement, and its rows come back camel-cased.
 */
export function executeSnakeCase<R>(db: Kysely<DB>, statement: RawBuilder<R>): Promise<QueryResult<R>> {
  return db.executeQuery<R>(statement.compile(compilerOf(db)));
}
