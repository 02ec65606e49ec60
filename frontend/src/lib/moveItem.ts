// Moving one entry of an ordered list (the component templates of a composable template, the
// processors of an ingest pipeline).

/** The list with the entry at `index` moved `by` places (-1 up, 1 down); unchanged at an end. */
export function moveItem<T>(list: readonly T[], index: number, by: number): T[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item);
  return next;
}
