import type { DataStreamRow } from './dataStreamRows';

/** A row of the data streams table: a visible green stream of one generation, no lifecycle. */
export const dataStreamRow = (name: string, extra: Partial<DataStreamRow> = {}): DataStreamRow => ({
  name,
  status: 'green',
  template: `${name}-template`,
  generation: 1,
  backingIndices: [],
  storeSizeBytes: null,
  maximumTimestamp: null,
  lifecycle: { kind: 'none' },
  managedBy: null,
  hidden: false,
  system: false,
  replicated: false,
  ...extra,
});

/**
 * A stream of GET _data_stream with the fields every engine sends (OpenSearch sends no more): its
 * backing `indices`, oldest first, as many as its generation; `more` adds or overrides fields.
 */
export function streamAnswer(name: string, indices: string[], more: Record<string, unknown> = {}) {
  return {
    name,
    timestamp_field: { name: '@timestamp' },
    indices: indices.map((index, i) => ({ index_name: index, index_uuid: `${name}-uuid-${i}` })),
    generation: indices.length,
    status: 'GREEN',
    ...more,
  };
}
