// Names in code-unit order, as the catalogue lists its keys and endpoints.

export function compare(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function sortedObject(entries) {
  return Object.fromEntries([...entries].sort(([a], [b]) => compare(a, b)));
}
