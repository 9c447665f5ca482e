/** Deterministic pseudo-random numbers for property tests (mulberry32 + Box–Muller). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Normal deviates N(mean, sd) from a uniform source. */
export function normalSample(random: () => number, n: number, mean = 0, sd = 1): number[] {
  const out: number[] = [];
  while (out.length < n) {
    const u = 1 - random();
    const v = random();
    const r = Math.sqrt(-2 * Math.log(u));
    out.push(mean + sd * r * Math.cos(2 * Math.PI * v));
    if (out.length < n) out.push(mean + sd * r * Math.sin(2 * Math.PI * v));
  }
  return out;
}
