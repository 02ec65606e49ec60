import type { Engine } from '../fixtures/test';
import { engineCall } from './engineApi';

// Indices made, filled, counted and removed on the engine itself, for a test's set-up, checks
// and clean-up (never through the console).

/** One primary and no replica each, so a single node keeps the indices green. */
export async function createIndices(engine: Engine, names: readonly string[]): Promise<void> {
  for (const name of names) {
    await engineCall(engine, 'PUT', encodeURIComponent(name), { settings: { number_of_shards: 1, number_of_replicas: 0 } });
  }
}

/** Adds `count` documents, one request each, searchable at once. */
export async function addDocuments(engine: Engine, index: string, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    await engineCall(engine, 'POST', `${encodeURIComponent(index)}/_doc?refresh=true`, { n: i });
  }
}

/** The names of every index the engine holds, hidden and closed ones too. */
export async function indexNames(engine: Engine): Promise<string[]> {
  const rows = await engineCall<{ index: string }[]>(engine, 'GET', '_cat/indices?format=json&h=index&expand_wildcards=all');
  return rows.map((row) => row.index);
}

/** Deletes every index whose name starts with one of `prefixes`. */
export async function deleteIndicesStartingWith(engine: Engine, prefixes: readonly string[]): Promise<void> {
  const all = await indexNames(engine).catch(() => indexNames(engine));
  for (const name of all.filter((index) => prefixes.some((p) => index.startsWith(p)))) {
    const path = encodeURIComponent(name);
    // Should the engine refuse to delete it (a closed or blocked index), open it first.
    await engineCall(engine, 'DELETE', path).catch(async () => {
      await engineCall(engine, 'POST', `${path}/_open`).catch(() => undefined);
      await engineCall(engine, 'DELETE', path);
    });
  }
}

/** The index's document count, after a refresh. */
export async function docsCount(engine: Engine, index: string): Promise<number> {
  await engineCall(engine, 'POST', `${encodeURIComponent(index)}/_refresh`);
  const answer = await engineCall<{ count: number }>(engine, 'GET', `${encodeURIComponent(index)}/_count`);
  return answer.count;
}
