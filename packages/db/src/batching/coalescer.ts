/** The outcome of one item of a batch: its value, or the error that item alone failed with. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

export interface CoalescerOptions {
  /** At most this many items per batch. */
  maxBatch: number;
  /** At most this many batches running at once; later items wait and go together in the next. */
  concurrency: number;
  /**
   * With a batch running, start another only once the oldest running one is this old (ms): batches
   * stay one at a time, as large as the load makes them (fewer round trips per item), unless one
   * is slow (waiting on a lock, a large command), when the next items need not wait for it.
   * Without it, up to `concurrency` batches start at once.
   */
  overlapAfterMs?: number;
  /**
   * An item that waited this long (ms) for a batch to take it fails with `error()` (the batch slots
   * all held by slow batches, e.g. ones waiting on a lock): a bound on the wait, as a pool has for
   * its connections. Without it an item waits until a batch takes it.
   */
  queueTimeout?: { ms: number; error: () => unknown };
}

interface Pending<TIn, TOut> {
  item: TIn;
  /** performance.now() when it was submitted. */
  queuedAt: number;
  resolve(value: TOut): void;
  reject(error: unknown): void;
}

/**
 * Coalesces calls into batches (group commit): what is submitted in the same turn of the event
 * loop, or while `concurrency` batches are running, goes into one call of `run`. Without load a
 * batch holds one item and starts in the next turn; under load batches grow, so the fixed cost of
 * a round trip or a transaction is shared by all their items.
 *
 * `run` answers one outcome per item, in order: an item may fail alone. When `run` itself throws,
 * every item of that batch fails with its error (callers that can do better, e.g. retry one by one,
 * do so inside `run`).
 */
export class Coalescer<TIn, TOut> {
  private readonly queue: Array<Pending<TIn, TOut>> = [];
  /** Start times of the running batches, oldest first. */
  private readonly running: number[] = [];
  private scheduled = false;
  private overlapTimer: NodeJS.Timeout | null = null;
  private queueTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly run: (items: readonly TIn[]) => Promise<ReadonlyArray<Settled<TOut>>>,
    private readonly options: CoalescerOptions,
  ) {
    if (options.maxBatch < 1 || options.concurrency < 1) throw new Error('Coalescer needs maxBatch and concurrency of at least 1');
  }

  submit(item: TIn): Promise<TOut> {
    return new Promise<TOut>((resolve, reject) => {
      this.queue.push({ item, queuedAt: performance.now(), resolve, reject });
      this.schedule();
      this.watchQueue();
    });
  }

  /** Items waiting for a batch (for tests and metrics). */
  get waiting(): number {
    return this.queue.length;
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.dispatch();
    });
  }

  private dispatch(): void {
    const { concurrency, maxBatch, overlapAfterMs } = this.options;
    while (this.running.length < concurrency && this.queue.length > 0) {
      const oldest = this.running[0];
      if (oldest !== undefined && overlapAfterMs !== undefined) {
        const wait = oldest + overlapAfterMs - performance.now();
        if (wait > 0) {
          this.overlapTimer ??= setTimeout(() => {
            this.overlapTimer = null;
            this.dispatch();
          }, Math.ceil(wait));
          return;
        }
      }
      const batch = this.queue.splice(0, maxBatch);
      const started = performance.now();
      this.running.push(started);
      void this.runBatch(batch).finally(() => {
        this.running.splice(this.running.indexOf(started), 1);
        this.dispatch();
      });
    }
  }

  /** Fails the items that waited longer than queueTimeout (the oldest first), and waits for the next one's turn. */
  private watchQueue(): void {
    const timeout = this.options.queueTimeout;
    if (!timeout || this.queueTimer) return;
    const oldest = this.queue[0];
    if (!oldest) return;
    this.queueTimer = setTimeout(() => {
      this.queueTimer = null;
      const now = performance.now();
      while (this.queue[0] && now - this.queue[0].queuedAt >= timeout.ms) this.queue.shift()?.reject(timeout.error());
      this.watchQueue();
    }, Math.max(0, Math.ceil(oldest.queuedAt + timeout.ms - performance.now())));
    this.queueTimer.unref();
  }

  private async runBatch(batch: ReadonlyArray<Pending<TIn, TOut>>): Promise<void> {
    let outcomes: ReadonlyArray<Settled<TOut>>;
    try {
      outcomes = await this.run(batch.map((p) => p.item));
      if (outcomes.length !== batch.length) throw new Error(`Coalescer: ${outcomes.length} outcomes for ${batch.length} items`);
    } catch (error) {
      for (const pending of batch) pending.reject(error);
      return;
    }
    batch.forEach((pending, index) => {
      const outcome = outcomes[index] as Settled<TOut>;
      if (outcome.ok) pending.resolve(outcome.value);
      else pending.reject(outcome.error);
    });
  }
}

/**
 * One coalescer per owner (a Kysely instance): loaders and batchers live as long as the database
 * handle they read from, and tests with their own database get their own.
 */
export function perOwner<TOwner extends object, T>(create: (owner: TOwner) => T): (owner: TOwner) => T {
  const instances = new WeakMap<TOwner, T>();
  return (owner) => {
    let instance = instances.get(owner);
    if (!instance) {
      instance = create(owner);
      instances.set(owner, instance);
    }
    return instance;
  };
}

/**
 * A keyed read coalesced into one query per batch (a data loader): `load` gets the distinct keys
 * of the batch and answers a map; a key missing from it answers `undefined`.
 */
export function keyedLoader<TKey, TValue>(
  load: (keys: readonly TKey[]) => Promise<ReadonlyMap<string, TValue>>,
  keyOf: (key: TKey) => string,
  options: CoalescerOptions = { maxBatch: 200, concurrency: 2, overlapAfterMs: 50 },
): Coalescer<TKey, TValue | undefined> {
  return new Coalescer<TKey, TValue | undefined>(async (keys) => {
    const distinct = new Map<string, TKey>();
    for (const key of keys) distinct.set(keyOf(key), key);
    const found = await load([...distinct.values()]);
    return keys.map((key) => ({ ok: true, value: found.get(keyOf(key)) }));
  }, options);
}
