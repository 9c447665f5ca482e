import type { RawBuilder, Transaction } from 'kysely';
import type { CurrentResultValue } from '@eqa/core';
import type { StoredEvent } from '../event-store/types';
import type { DB, Executor } from '../schema';
import type { LabSurveyValues } from './lab-survey-values';
import { unnestRows, type UnnestColumn } from '../batching/unnest';
import { withStatement, type NamedStatement } from '../batching/with-statement';

/**
 * What the projections of one `applyProjections` call share: rows one of them loaded that another
 * needs as well (the lab-survey values before the events, for history and current values), so
 * each is read once per append or rebuild batch. A projection that changes such rows forgets them.
 */
export class ProjectionBatchContext {
  private readonly memo = new Map<string, Promise<unknown>>();

  /**
   * @param knownValues the current values of lab-surveys before the events (keyed `labId:surveyId`;
   *   each a LabSurveyState's `values`, keyed by resultValueKey),
   *   when the caller knows them from the write model (a command's state): the projections then
   *   do not read them from result_values, which holds the same fold of the same events.
   */
  constructor(readonly knownValues?: ReadonlyMap<string, Readonly<Record<string, CurrentResultValue>>>) {}

  /**
   * How many result_values rows each lab-survey (`labId:surveyId`) gains (or loses, negative)
   * through the planned writes of this call: left by the result-values projection for the status
   * projection, whose count runs in the same statement (before the rows change).
   */
  readonly valueCountChanges = new Map<string, number>();

  /**
   * Lab-surveys' values with a batch's events folded in (LabSurveyValues.foldAll), and those events:
   * the history projection folds them (it needs each event's previous values), the values
   * projection then writes what that fold changed instead of folding the same events again.
   */
  foldedValues: { events: readonly StoredEvent[]; values: Map<string, LabSurveyValues> } | null = null;

  /** The value of `key`, loaded by `load` the first time it is asked for in this batch. */
  memoize<T>(key: string, load: () => Promise<T>): Promise<T> {
    const known = this.memo.get(key) as Promise<T> | undefined;
    if (known) return known;
    const loading = load();
    this.memo.set(key, loading);
    return loading;
  }

  /** Drops every key that starts with `prefix` (their rows changed): the next `memoize` loads again. */
  forgetPrefix(prefix: string): void {
    for (const key of [...this.memo.keys()]) if (key.startsWith(prefix)) this.memo.delete(key);
  }
}

/**
 * A read model kept up to date from events. Inline: it runs inside the transaction that appends
 * the events, so the read model never lags and a failing projection fails the append.
 * `truncate` empties its tables before a rebuild replays every event.
 */
interface ProjectionBase {
  readonly name: string;
  /** The event types it reads. */
  readonly handles: readonly string[];
  truncate(trx: Transaction<DB>): Promise<void>;
}

/** A projection that writes as it goes. */
export interface ApplyingProjection extends ProjectionBase {
  apply(trx: Transaction<DB>, event: StoredEvent): Promise<void>;
  /**
   * Optional: several events at once (the events of one append, or a rebuild batch, in global
   * order, possibly of several streams), with the same outcome as `apply` on each in turn.
   * `context` is shared by the projections of the same call.
   */
  applyBatch?(trx: Transaction<DB>, events: readonly StoredEvent[], context?: ProjectionBatchContext): Promise<void>;
}

/**
 * A projection that answers its writes of a batch of events (in global order, possibly of several
 * streams) as data-modifying statements (insert, update or delete, without `returning`), which run
 * in ONE statement with those of the planning projections next to it in the registry (as
 * `with w0 as (…), w1 as (…) …`): one round trip for all their tables. The writes of one statement
 * all see the tables as they were before it, so a planning projection never reads what another
 * writes in the same call; it may read what they leave in `context` while planning.
 *
 * Global positions: a statement that needs the events' global positions reads them from the
 * relation `appended` (APPENDED_COLUMNS: global_position, stream_id, stream_version), never from
 * `StoredEvent.globalPosition`: when the append is itself that one statement (the event store's
 * appendInOneStatement), the projections are planned before the database assigns the positions,
 * and `appended` is the insert's `returning`. Planning may read through `db` (a transaction, or
 * the pool when the append runs in autocommit); it must not write.
 */
export interface PlanningProjection extends ProjectionBase {
  planBatch(db: Executor, events: readonly StoredEvent[], context: ProjectionBatchContext): Promise<Array<RawBuilder<unknown>>>;
}

export type Projection = ApplyingProjection | PlanningProjection;

/**
 * The projections appendToStream runs, in registration order. A projection may read the tables of
 * one registered before it (as they are after the events) and of one registered after it (as they
 * were before the events): keep the order stable.
 */
export class ProjectionRegistry {
  private readonly registered: Projection[] = [];

  constructor(projections: readonly Projection[] = []) {
    for (const projection of projections) this.register(projection);
  }

  register(projection: Projection): this {
    if (this.registered.some((p) => p.name === projection.name)) {
      throw new Error(`Projection ${projection.name} is already registered`);
    }
    this.registered.push(projection);
    return this;
  }

  /** Every projection, in registration order. */
  get projections(): readonly Projection[] {
    return this.registered;
  }

  /** The projections that read an event type, in registration order. */
  handling(eventType: string): Projection[] {
    return this.registered.filter((p) => p.handles.includes(eventType));
  }

  /** Every event type some projection reads. */
  get eventTypes(): string[] {
    return [...new Set(this.registered.flatMap((p) => p.handles))];
  }
}

/** The columns of the relation `appended` that planned statements read global positions from. */
export const APPENDED_COLUMNS: ReadonlyArray<UnnestColumn<Pick<StoredEvent, 'globalPosition' | 'streamId' | 'streamVersion'>>> = [
  { name: 'global_position', type: 'bigint', value: (e) => e.globalPosition },
  { name: 'stream_id', type: 'text', value: (e) => e.streamId },
  { name: 'stream_version', type: 'int', value: (e) => e.streamVersion },
];

/**
 * Runs the projections over stored events (in global order): projection by projection, each over
 * the events it reads; the writes of consecutive planning projections as one statement, the others
 * as a batch when they can, else event by event.
 */
export async function applyProjections(
  registry: ProjectionRegistry,
  trx: Transaction<DB>,
  events: readonly StoredEvent[],
  context = new ProjectionBatchContext(),
): Promise<void> {
  const appended: NamedStatement = { name: 'appended', statement: unnestRows(APPENDED_COLUMNS, events) };
  const planned: Array<RawBuilder<unknown>> = [];
  for (const projection of registry.projections) {
    const handled = events.filter((e) => projection.handles.includes(e.type));
    if (handled.length === 0) continue;
    if ('planBatch' in projection) {
      planned.push(...(await projection.planBatch(trx, handled, context)));
      continue;
    }
    await runPlanned(trx, appended, planned.splice(0));
    if (projection.applyBatch) await projection.applyBatch(trx, handled, context);
    else for (const event of handled) await projection.apply(trx, event);
  }
  await runPlanned(trx, appended, planned);
}

/**
 * The writes of every projection that reads the events, when all of them plan (see
 * PlanningProjection), to run in the statement that appends the events; null when one of them
 * applies as it goes (the events then need a transaction: applyProjections).
 */
export async function planProjections(
  registry: ProjectionRegistry,
  db: Executor,
  events: readonly StoredEvent[],
  context: ProjectionBatchContext,
): Promise<Array<RawBuilder<unknown>> | null> {
  const projections = registry.projections.filter((p) => events.some((e) => p.handles.includes(e.type)));
  if (projections.some((p) => !('planBatch' in p))) return null;
  const planned: Array<RawBuilder<unknown>> = [];
  for (const projection of projections) {
    if ('planBatch' in projection) planned.push(...(await projection.planBatch(db, events.filter((e) => projection.handles.includes(e.type)), context)));
  }
  return planned;
}

/** Data-modifying statements as one: `with appended as (…), w0 as (s0), … sN`. */
async function runPlanned(trx: Transaction<DB>, appended: NamedStatement, statements: ReadonlyArray<RawBuilder<unknown>>): Promise<void> {
  const last = statements.at(-1);
  if (!last) return;
  const writes = statements.slice(0, -1).map((statement, index) => ({ name: `w${index}`, statement }));
  await withStatement([appended, ...writes], last).execute(trx);
}
