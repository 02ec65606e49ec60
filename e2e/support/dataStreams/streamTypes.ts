// The data streams as a test seeds them and as the route holds them.

export type Distribution = 'elasticsearch' | 'opensearch';
export type DataStreamHealth = 'GREEN' | 'YELLOW' | 'RED';

/** A data stream as the test starts with it. */
export interface DataStreamSeed {
  name: string;
  /** The index template that made the stream. */
  template: string;
  /** The count of rollovers, starting at 1 (default): one backing index per generation. */
  generation?: number;
  /** Default GREEN. */
  status?: DataStreamHealth;
  /** An Elasticsearch ILM policy; OpenSearch answers never name one. */
  ilmPolicy?: string;
  /** The Elasticsearch data stream lifecycle, enabled, keeping data for dataRetention if set. */
  lifecycle?: { dataRetention?: string };
  /** Elasticsearch only: left out of wildcard matches unless expand_wildcards asks for hidden. */
  hidden?: boolean;
  /** Documents in the write index, for rollover conditions. Default 0. */
  docs?: number;
  /** Age of the write index in days, for rollover conditions. Default 0. */
  ageDays?: number;
  /** Size of all backing indices. Default 249 bytes (an empty index) per backing index. */
  storeSizeBytes?: number;
  /**
   * Highest @timestamp in epoch ms. Default: midnight UTC of the date when there are docs, else 0,
   * which is what the engines report for a stream without documents.
   */
  maximumTimestamp?: number;
}

/** A composable index template with `data_stream`, which PUT _data_stream/{name} needs. */
export interface DataStreamTemplate {
  name: string;
  indexPatterns: string[];
  priority?: number;
}

export interface BackingIndex {
  name: string;
  uuid: string;
}

/** A stream as the route holds it now. */
export interface DataStreamState {
  name: string;
  template: string;
  generation: number;
  status: DataStreamHealth;
  ilmPolicy?: string;
  lifecycle?: { dataRetention?: string };
  hidden: boolean;
  /** Oldest first; the last is the write index. */
  indices: BackingIndex[];
  /** Documents in the write index: 0 again after a rollover. */
  docs: number;
  /** Age of the write index in days: 0 again after a rollover. */
  ageDays: number;
  /** Size of the write index, for the size conditions: the seeded store size, 0 after a rollover. */
  writeIndexBytes: number;
  storeSizeBytes: number;
  maximumTimestamp: number;
}
