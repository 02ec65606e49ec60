// The rows of a long list from a cluster, each frozen before the store keeps them.
//
// An answer reaches the store frozen at its top (`onActiveCluster`), so the store does not walk
// it. A later answer that differs is kept as a new list holding the rows that did not change (RTK
// Query's structural sharing), and the store walks and freezes that list down to every row not
// frozen yet: at the first refresh of 50,000 index rows, about 100 ms more than with frozen rows
// (a Node run of the store).

/** `rows`, each of them frozen. */
export function frozenRows<Row extends object>(rows: Row[]): Row[] {
  for (const row of rows) Object.freeze(row);
  return rows;
}
