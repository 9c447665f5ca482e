import { describe, expect, it } from 'vitest';
import { TtlCache } from './write-cache';

describe('TtlCache', () => {
  it('loads a key once while it is fresh, again once it expired', async () => {
    let now = 1_000;
    const cache = new TtlCache<string>(3_000, () => now);
    let loads = 0;
    const load = async () => `v${(loads += 1)}`;
    expect(await cache.get('a', load)).toBe('v1');
    now += 2_999;
    expect(await cache.get('a', load)).toBe('v1');
    expect(await cache.get('b', load)).toBe('v2');
    now += 1;
    expect(await cache.get('a', load)).toBe('v3');
    expect(loads).toBe(3);
  });

  it('shares one load between concurrent asks and keeps no failed load', async () => {
    const cache = new TtlCache<number>(3_000, () => 0);
    let loads = 0;
    let release: (value: number) => void = () => {};
    const slow = () => {
      loads += 1;
      return new Promise<number>((resolve) => {
        release = resolve;
      });
    };
    const both = Promise.all([cache.get('k', slow), cache.get('k', slow)]);
    release(7);
    expect(await both).toEqual([7, 7]);
    expect(loads).toBe(1);

    await expect(cache.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('bad', async () => 8)).toBe(8);
  });

  it('refreshes a key on demand (kept for its own time) and forgets one', async () => {
    let now = 0;
    const cache = new TtlCache<string>(3_000, () => now);
    let loads = 0;
    const load = async () => `v${(loads += 1)}`;
    expect(await cache.get('a', load)).toBe('v1');
    now = 2_000;
    expect(await cache.refresh('a', load)).toBe('v2');
    now = 4_000;
    expect(await cache.get('a', load)).toBe('v2');
    cache.delete('a');
    expect(await cache.get('a', load)).toBe('v3');
    expect(loads).toBe(3);
  });

  it('answers a kept value only while it allows, a value just loaded whatever it is', async () => {
    const cache = new TtlCache<string>(3_000, () => 0);
    let loads = 0;
    const load = async () => `v${(loads += 1)}`;
    expect(await cache.getWhile('a', load, () => false)).toBe('v1');
    expect(await cache.getWhile('a', load, (kept) => kept === 'v1')).toBe('v1');
    expect(await cache.getWhile('a', load, (kept) => kept !== 'v1')).toBe('v2');
    expect(await cache.get('a', load)).toBe('v2');
    expect(loads).toBe(2);
  });

  it('forgets every key at once', async () => {
    const cache = new TtlCache<string>(3_000, () => 0);
    let loads = 0;
    const load = async () => `v${(loads += 1)}`;
    await cache.get('a', load);
    await cache.get('b', load);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(await cache.get('a', load)).toBe('v3');
  });

  it('sweeps expired entries when it grows', async () => {
    let now = 0;
    const cache = new TtlCache<number>(10, () => now, 3);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => 1);
    now = 20;
    await cache.get('d', async () => 2);
    expect(cache.size).toBe(1);
  });

  it('with many fresh keys, sweeps again only once the map doubled (not on every miss)', async () => {
    let now = 0;
    let walks = 0;
    const cache = new TtlCache<number>(10, () => now, 4);
    const entries = (cache as unknown as { entries: Map<string, unknown> }).entries;
    const iterate = entries[Symbol.iterator].bind(entries);
    entries[Symbol.iterator] = () => {
      walks += 1;
      return iterate();
    };
    for (let i = 0; i < 16; i++) await cache.get(`k${i}`, async () => i);
    // all fresh: swept at 4, then at 8 (twice the 4 kept), then at 16 only
    expect(walks).toBe(2);
    expect(cache.size).toBe(16);
    now = 20;
    await cache.get('late', async () => 0);
    expect(walks).toBe(3);
    expect(cache.size).toBe(1);
  });
});
