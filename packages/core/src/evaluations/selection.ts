/**
 * Order statistics without full sorts: values are copied once into a Float64Array and the k-th
 * smallest is found by quickselect (Hoare partition, median-of-three pivot, O(n) on average). A
 * partition that does not shrink fast enough falls back to the native typed-array sort of that
 * slice, so adversarial inputs stay O(n log n).
 */

/** Copies the finite values of `values` into a new Float64Array (NaN and ±Infinity are skipped). */
export function finiteFloat64(values: ArrayLike<number>): Float64Array {
  const out = new Float64Array(values.length);
  let n = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (Number.isFinite(v)) out[n++] = v;
  }
  return n === values.length ? out : out.slice(0, n);
}

function swap(a: Float64Array, i: number, j: number): void {
  const t = a[i]!;
  a[i] = a[j]!;
  a[j] = t;
}

/**
 * Rearranges `a` so that a[k] is the k-th smallest value (0-based), everything before it is ≤ a[k]
 * and everything after it is ≥ a[k]; returns a[k]. Mutates `a`. `a` must hold no NaN.
 */
export function selectInPlace(a: Float64Array, k: number): number {
  if (k < 0 || k >= a.length) throw new RangeError(`k=${k} outside 0..${a.length - 1}`);
  let left = 0;
  let right = a.length - 1;
  let budget = 2 * Math.ceil(Math.log2(a.length + 1)) + 8;
  while (right > left) {
    if (budget-- === 0) {
      a.subarray(left, right + 1).sort();
      return a[k]!;
    }
    const mid = (left + right) >>> 1;
    if (a[mid]! < a[left]!) swap(a, mid, left);
    if (a[right]! < a[left]!) swap(a, right, left);
    if (a[right]! < a[mid]!) swap(a, right, mid);
    const pivot = a[mid]!;
    let i = left;
    let j = right;
    while (i <= j) {
      while (a[i]! < pivot) i++;
      while (a[j]! > pivot) j--;
      if (i <= j) {
        swap(a, i, j);
        i++;
        j--;
      }
    }
    // Now a[left..j] ≤ pivot, a[i..right] ≥ pivot and everything strictly between j and i equals it.
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else return a[k]!;
  }
  return a[k]!;
}

/** The smallest value of a[from..]; used after selectInPlace(a, from - 1) for the next order statistic. */
export function minFrom(a: Float64Array, from: number): number {
  let m = Infinity;
  for (let i = from; i < a.length; i++) if (a[i]! < m) m = a[i]!;
  return m;
}

/**
 * Type-7 quantile (linear interpolation between order statistics, R's default, Hyndman & Fan 1996)
 * of the values held in `a`; rearranges `a`. NaN when `a` is empty.
 */
export function quantileInPlace(a: Float64Array, p: number): number {
  const n = a.length;
  if (n === 0) return NaN;
  const h = (n - 1) * Math.min(1, Math.max(0, p));
  const lo = Math.floor(h);
  const low = selectInPlace(a, lo);
  if (lo + 1 >= n || h === lo) return low;
  const high = minFrom(a, lo + 1);
  return low + (h - lo) * (high - low);
}

/** Median of the values held in `a`; rearranges `a`. NaN when `a` is empty. */
export function medianInPlace(a: Float64Array): number {
  const n = a.length;
  if (n === 0) return NaN;
  const k = (n - 1) >>> 1;
  const low = selectInPlace(a, k);
  if (n % 2 === 1) return low;
  return (low + minFrom(a, k + 1)) / 2;
}
