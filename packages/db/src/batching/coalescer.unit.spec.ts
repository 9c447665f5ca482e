import { describe, expect, it } from 'vitest';
import { Coalescer, keyedLoader, perOwner, type Settled } from './coalescer';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('Coalescer', () => {
  it('puts what is submitted in one turn into one batch and answers each item', async () => {
    const batches: number[][] = [];
    const coalescer = new Coalescer<number, number>(async (items) => {
      batches.push([...items]);
      return items.map((n) => ({ ok: true, value: n * 10 }));
    }, { maxBatch: 10, concurrency: 1 });
    const answers = await Promise.all([1, 2, 3].map((n) => coalescer.submit(n)));
    expect(answers).toEqual([10, 20, 30]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('collects items submitted while batches run into the next batch, up to maxBatch', async () => {
    const batches: number[][] = [];
    const gate = deferred<void>();
    const coalescer = new Coalescer<number, number>(async (items) => {
      batches.push([...items]);
      if (batches.length === 1) await gate.promise;
      return items.map((n) => ({ ok: true, value: n }));
    }, { maxBatch: 2, concurrency: 1 });
    const first = coalescer.submit(1);
    await new Promise((r) => setImmediate(r));
    const later = [2, 3, 4].map((n) => coalescer.submit(n));
    await new Promise((r) => setImmediate(r));
    expect(coalescer.waiting).toBe(3);
    gate.resolve();
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3, 4]);
    expect(batches).toEqual([[1], [2, 3], [4]]);
  });

  it('runs up to `concurrency` batches at once', async () => {
    let running = 0;
    let most = 0;
    const coalescer = new Coalescer<number, number>(async (items) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5));
      running -= 1;
      return items.map((n) => ({ ok: true, value: n }));
    }, { maxBatch: 1, concurrency: 3 });
    await Promise.all([1, 2, 3, 4, 5, 6].map((n) => coalescer.submit(n)));
    expect(most).toBe(3);
  });

  it('fails an item that waited queueTimeout for a batch to take it; the others go in the next batch', async () => {
    const gate = deferred<void>();
    const batches: number[][] = [];
    const coalescer = new Coalescer<number, number>(async (items) => {
      batches.push([...items]);
      if (batches.length === 1) await gate.promise;
      return items.map((n) => ({ ok: true, value: n }));
    }, { maxBatch: 10, concurrency: 1, queueTimeout: { ms: 30, error: () => new Error('busy') } });
    const first = coalescer.submit(1);
    await new Promise((r) => setImmediate(r));
    const waiting = coalescer.submit(2);
    const started = performance.now();
    await expect(waiting).rejects.toThrow('busy');
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
    expect(coalescer.waiting).toBe(0);
    const later = coalescer.submit(3);
    gate.resolve();
    expect(await Promise.all([first, later])).toEqual([1, 3]);
    expect(batches).toEqual([[1], [3]]);
  });

  it('fails only the items whose outcome failed, and every item when the batch throws', async () => {
    const failing = new Coalescer<number, number>(async (items) =>
      items.map((n): Settled<number> => (n % 2 === 0 ? { ok: false, error: new Error(`even ${n}`) } : { ok: true, value: n })),
    { maxBatch: 10, concurrency: 1 });
    const settled = await Promise.allSettled([1, 2, 3].map((n) => failing.submit(n)));
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);

    const broken = new Coalescer<number, number>(async () => {
      throw new Error('connection lost');
    }, { maxBatch: 10, concurrency: 1 });
    const all = await Promise.allSettled([1, 2].map((n) => broken.submit(n)));
    expect(all.map((s) => (s.status === 'rejected' ? (s.reason as Error).message : 'ok'))).toEqual(['connection lost', 'connection lost']);
    // a failed batch does not stop the next one
    await expect(failing.submit(5)).resolves.toBe(5);
  });
});

describe('keyedLoader', () => {
  it('loads each distinct key once per batch and answers undefined for a missing key', async () => {
    const asked: string[][] = [];
    const loader = keyedLoader<{ id: number }, string>(async (keys) => {
      asked.push(keys.map((k) => String(k.id)));
      return new Map(keys.filter((k) => k.id !== 3).map((k) => [String(k.id), `#${k.id}`]));
    }, (k) => String(k.id));
    const answers = await Promise.all([1, 2, 1, 3].map((id) => loader.submit({ id })));
    expect(answers).toEqual(['#1', '#2', '#1', undefined]);
    expect(asked).toEqual([['1', '2', '3']]);
  });
});

describe('perOwner', () => {
  it('gives each owner its own instance', () => {
    let created = 0;
    const of = perOwner((owner: { name: string }) => ({ owner: owner.name, n: (created += 1) }));
    const a = { name: 'a' };
    expect(of(a)).toBe(of(a));
    expect(of({ name: 'b' }).n).toBe(2);
  });
});

describe('Coalescer overlapAfterMs', () => {
  it('runs one batch at a time while batches are quick, and starts another when one is slow', async () => {
    const gate = deferred<void>();
    const batches: number[][] = [];
    const coalescer = new Coalescer<number, number>(async (items) => {
      batches.push([...items]);
      if (items.includes(1)) await gate.promise; // the first batch hangs (a lock held elsewhere)
      return items.map((n) => ({ ok: true, value: n }));
    }, { maxBatch: 10, concurrency: 2, overlapAfterMs: 30 });
    const first = coalescer.submit(1);
    await new Promise((r) => setImmediate(r));
    const second = coalescer.submit(2);
    await new Promise((r) => setTimeout(r, 5));
    // the first batch is young: the second item waits
    expect(batches).toEqual([[1]]);
    const third = coalescer.submit(3);
    // once the first is older than 30 ms, the waiting items go in a batch of their own
    await expect(Promise.all([second, third])).resolves.toEqual([2, 3]);
    expect(batches).toEqual([[1], [2, 3]]);
    gate.resolve();
    await expect(first).resolves.toBe(1);
  });
});
