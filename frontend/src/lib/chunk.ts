// Multi-index actions are sent in sequential chunks (16 indices per request),
// so a long selection never produces a URL a proxy or the cluster refuses.

export const INDEX_CHUNK_SIZE = 16;

export function chunk<T>(items: readonly T[], size: number = INDEX_CHUNK_SIZE): T[][] {
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError(`chunk size must be a positive integer, got ${size}`);
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    chunks.push(items.slice(start, start + size));
  return chunks;
}

/** Longest comma-joined list of encoded index names one request path should carry. */
export const INDEX_PATH_MAX_CHARS = 2_000;

/**
 * Groups names so each group, URL-encoded and comma-joined, stays within `maxChars` (a name
 * longer than that alone makes a group of one): calls that name many indices in their path
 * then never exceed what proxies and clusters accept (commonly 4 KB for the request line).
 */
export function chunkByPathLength(
  names: readonly string[],
  maxChars: number = INDEX_PATH_MAX_CHARS,
): string[][] {
  const groups: string[][] = [];
  let current: string[] = [];
  let length = 0;
  for (const name of names) {
    const size = encodeURIComponent(name).length + (current.length > 0 ? 1 : 0);
    if (current.length > 0 && length + size > maxChars) {
      groups.push(current);
      current = [];
      length = 0;
    }
    length += current.length > 0 ? size : encodeURIComponent(name).length;
    current.push(name);
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

export type ChunkResult<T, R> =
  { items: T[]; ok: true; value: R } | { items: T[]; ok: false; error: unknown };

/**
 * Runs `run` on each chunk, one after the other. A failing chunk is recorded with its items
 * and the remaining chunks still run. Resolves to one result per chunk, in order.
 */
export async function runInChunks<T, R>(
  items: readonly T[],
  run: (items: T[]) => Promise<R>,
  size: number = INDEX_CHUNK_SIZE,
): Promise<ChunkResult<T, R>[]> {
  const results: ChunkResult<T, R>[] = [];
  for (const part of chunk(items, size)) {
    try {
      results.push({ items: part, ok: true, value: await run(part) });
    } catch (error) {
      results.push({ items: part, ok: false, error });
    }
  }
  return results;
}

/** The items of every failed chunk. */
export function failedItems<T, R>(results: readonly ChunkResult<T, R>[]): T[] {
  return results.flatMap((result) => (result.ok ? [] : result.items));
}
