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
