// In an array sorted in ascending order (numbers, or strings in code-unit order): the index of the
// first item not before a value, found by halving.

/** The index of the first item of `sorted` that is not less than `value` (its length if none). */
export function firstNotBefore<T extends number | string>(sorted: readonly T[], value: T): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
