import type { Transaction } from 'kysely';
import type { CurrentResultValue } from '@eqa/core';
import type { StoredEvent } from '../event-store/types';
import type { DB } from '../schema';

/**
 * What the projections of one `applyProjections` call share: rows one of them loaded that another
 * needs as well (the lab-survey values before the events, for history and current values), so
 * each is read once per append or rebuild batch. A projection that changes such rows forgets them.
 */
export class ProjectionBatchContext {
  private readonly memo = new Map<string, Promise<unknown>>();

  /**
   * @param knownValues the current values of lab-surveys before the events (keyed `labId:surveyId`),
   *   when the caller knows them from the write model (a command's state): the projections then
   *   do not read them from result_values, which holds the same fold of the same events.
   */
  constructor(readonly knownValues?: ReadonlyMap<string, readonly CurrentResultValue[]>) {}

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
export interface Projection {
  readonly name: string;
  /** The event types it reads. */
  readonly handles: readonly string[];
  apply(trx: Transaction<DB>, event: StoredEvent): Promise<void>;
  /**
   * Optional: several events at once (the events of one append, or a rebuild batch, in global
   * order, possibly of several streams), with the same outcome as `apply` on each in turn.
   * `context` is shared by the projections of the same call.
   */
  applyBatch?(trx: Transaction<DB>, events: readonly StoredEvent[], context?: ProjectionBatchContext): Promise<void>;
  truncate(trx: Transaction<DB>): Promise<void>;
}

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

/**
 * Runs the projections over stored events (in global order): projection by projection, each over
 * the events it reads, as a batch when it can, else event by event.
 */
export async function applyProjections(
  registry: ProjectionRegistry,
  trx: Transaction<DB>,
  events: readonly StoredEvent[],
  context = new ProjectionBatchContext(),
): Promise<void> {
  for (const projection of registry.projections) {
    const handled = events.filter((e) => projection.handles.includes(e.type));
    if (handled.length === 0) continue;
    if (projection.applyBatch) await projection.applyBatch(trx, handled, context);
    else for (const event of handled) await projection.apply(trx, event);
  }
}
