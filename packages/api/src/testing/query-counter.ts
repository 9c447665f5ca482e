import type { Kysely, KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryId, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import type { DB } from '@eqa/db';

/** A database view that records the statements it runs. */
export interface CountedDatabase {
  /** Its own Kysely instance (so its own loaders), on the same pool. Never destroy it. */
  db: Kysely<DB>;
  /**
   * The kind of each statement run so far, in order ('SelectQueryNode', 'UpdateQueryNode', …);
   * 'CompiledQuery' for one run from its compiled text (@eqa/db reusableQuery: the batched lookups).
   */
  readonly executed: string[];
  reset(): void;
}

/**
 * Records the root node kind of each statement that reaches the database. Plugins also see the
 * subqueries a query embeds (transformQuery), so a statement counts when its result comes back; a
 * statement run from compiled text was never transformed, so its kind is not known.
 */
class QueryRecorder implements KyselyPlugin {
  readonly executed: string[] = [];
  private readonly kinds = new WeakMap<QueryId, string>();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (!this.kinds.has(args.queryId)) this.kinds.set(args.queryId, args.node.kind);
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.executed.push(this.kinds.get(args.queryId) ?? 'CompiledQuery');
    return args.result;
  }
}

export function countQueries(db: Kysely<DB>): CountedDatabase {
  const recorder = new QueryRecorder();
  return {
    db: db.withPlugin(recorder),
    executed: recorder.executed,
    reset: () => {
      recorder.executed.length = 0;
    },
  };
}
