// The streams the route holds: made from the seeds, and selected by the names of a request.
import { error } from '../engineRoute';
import { indexUuid } from '../indexNames';
import { backingIndexName, resolveStreamNames } from './streamNames';
import type { DataStreamSeed, DataStreamState, DataStreamTemplate, Distribution } from './streamTypes';

/** The store size of an empty index, as a single-node engine reports it. */
export const EMPTY_INDEX_BYTES = 249;

export interface Store {
  distribution: Distribution;
  date: string;
  templates: DataStreamTemplate[];
  streams: Map<string, DataStreamState>;
}

export const noSuchIndex = (name: string) => error(404, 'index_not_found_exception', `no such index [${name}]`);

export function stateOf(seed: DataStreamSeed, distribution: Distribution, date: string): DataStreamState {
  const generation = seed.generation ?? 1;
  const indices = Array.from({ length: generation }, (_, i) => {
    const name = backingIndexName(distribution, seed.name, i + 1, date);
    return { name, uuid: indexUuid(name) };
  });
  const storeSizeBytes = seed.storeSizeBytes ?? EMPTY_INDEX_BYTES * generation;
  const [year, month, day] = date.split('.').map(Number);
  return {
    name: seed.name,
    template: seed.template,
    generation,
    status: seed.status ?? 'GREEN',
    ilmPolicy: seed.ilmPolicy,
    lifecycle: seed.lifecycle,
    hidden: seed.hidden ?? false,
    indices,
    docs: seed.docs ?? 0,
    ageDays: seed.ageDays ?? 0,
    writeIndexBytes: storeSizeBytes,
    storeSizeBytes,
    maximumTimestamp: seed.maximumTimestamp ?? ((seed.docs ?? 0) > 0 ? Date.UTC(year, month - 1, day) : 0),
  };
}

function expandsHidden(query: URLSearchParams): boolean {
  const expand = (query.get('expand_wildcards') ?? '').split(',');
  return expand.includes('hidden') || expand.includes('all');
}

export function resolve(store: Store, names: string | undefined, query: URLSearchParams): { names: string[] } | { missing: string } {
  const streams = [...store.streams.values()].map((stream) => ({
    name: stream.name,
    hidden: store.distribution === 'elasticsearch' && stream.hidden,
  }));
  return resolveStreamNames(names, streams, expandsHidden(query));
}

