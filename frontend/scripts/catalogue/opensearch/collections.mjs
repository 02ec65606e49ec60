// Ordering and counting plain values.

export function compareStrings(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function unique(values) {
  return [...new Set(values)];
}

export function uniqueBy(values, keyOf) {
  const seen = new Set();
  return values.filter((value) => {
    const key = keyOf(value);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The most frequent defined value; ties go to the first in sort order. */
export function mostCommon(values) {
  const counts = new Map();
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  const ranked = [...counts].sort(([a, m], [b, n]) => n - m || compareStrings(a, b));
  return ranked[0]?.[0];
}

/** A plain object from a Map, its keys in sort order. */
export function sortedObject(map) {
  const object = {};
  for (const key of [...map.keys()].sort(compareStrings)) object[key] = map.get(key);
  return object;
}
