// GET _data_stream and GET _data_stream/_stats.
import type { Answer } from '../engineRoute';
import { formatBytes } from './engineUnits';
import { noSuchIndex, resolve, type Store } from './streamState';
import type { DataStreamState } from './streamTypes';

/** What manages the stream's next generation and, in this fixture, every backing index. */
function managedBy(stream: DataStreamState): string {
  if (stream.ilmPolicy !== undefined) return 'Index Lifecycle Management';
  return stream.lifecycle ? 'Data stream lifecycle' : 'Unmanaged';
}

function lifecycleBody(lifecycle: { dataRetention?: string }) {
  const retention = lifecycle.dataRetention;
  if (retention === undefined) return { enabled: true };
  return { enabled: true, data_retention: retention, effective_retention: retention, retention_determined_by: 'data_stream_configuration' };
}

/** One entry of GET _data_stream, in the field order of the documented example. */
function elasticsearchEntry(stream: DataStreamState) {
  const manager = managedBy(stream);
  const ilm = stream.ilmPolicy === undefined ? {} : { ilm_policy: stream.ilmPolicy };
  return {
    name: stream.name,
    timestamp_field: { name: '@timestamp' },
    indices: stream.indices.map((index) => ({ index_name: index.name, index_uuid: index.uuid, prefer_ilm: true, ...ilm, managed_by: manager })),
    generation: stream.generation,
    status: stream.status,
    next_generation_managed_by: manager,
    prefer_ilm: true,
    template: stream.template,
    ...(stream.lifecycle ? { lifecycle: lifecycleBody(stream.lifecycle) } : {}),
    ...ilm,
    hidden: stream.hidden,
    system: false,
    allow_custom_routing: false,
    replicated: false,
    rollover_on_write: false,
    settings: {},
  };
}

/** One entry of GET _data_stream as OpenSearch writes it. */
function opensearchEntry(stream: DataStreamState) {
  return {
    name: stream.name,
    timestamp_field: { name: '@timestamp' },
    indices: stream.indices.map((index) => ({ index_name: index.name, index_uuid: index.uuid })),
    generation: stream.generation,
    status: stream.status,
    template: stream.template,
  };
}

export function getStreams(store: Store, names: string | undefined, query: URLSearchParams): Answer {
  const resolved = resolve(store, names, query);
  if ('missing' in resolved) return noSuchIndex(resolved.missing);
  const entry = store.distribution === 'elasticsearch' ? elasticsearchEntry : opensearchEntry;
  return [200, { data_streams: resolved.names.map((name) => entry(store.streams.get(name) as DataStreamState)) }];
}

/** `human` alone or `human=true` asks for the printed sizes beside the byte counts. */
function wantsHuman(query: URLSearchParams): boolean {
  return query.has('human') && query.get('human') !== 'false';
}

export function getStats(store: Store, names: string | undefined, query: URLSearchParams): Answer {
  const resolved = resolve(store, names, query);
  if ('missing' in resolved) return noSuchIndex(resolved.missing);
  const human = wantsHuman(query);
  const streams = resolved.names.map((name) => store.streams.get(name) as DataStreamState);
  const backing = streams.reduce((sum, stream) => sum + stream.indices.length, 0);
  // One primary and one replica per backing index; the replicas of a stream that is not green
  // are unassigned.
  const successful = streams.reduce((sum, stream) => sum + stream.indices.length * (stream.status === 'GREEN' ? 2 : 1), 0);
  const total = streams.reduce((sum, stream) => sum + stream.storeSizeBytes, 0);
  return [
    200,
    {
      _shards: { total: backing * 2, successful, failed: 0 },
      data_stream_count: streams.length,
      backing_indices: backing,
      ...(human ? { total_store_size: formatBytes(total) } : {}),
      total_store_size_bytes: total,
      data_streams: streams.map((stream) => ({
        data_stream: stream.name,
        backing_indices: stream.indices.length,
        ...(human ? { store_size: formatBytes(stream.storeSizeBytes) } : {}),
        store_size_bytes: stream.storeSizeBytes,
        maximum_timestamp: stream.maximumTimestamp,
      })),
    },
  ];
}
