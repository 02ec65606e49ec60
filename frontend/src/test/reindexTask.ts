/** The status of a running reindex as the Elasticsearch reference shows it under GET _tasks. */
export const RUNNING_REINDEX_STATUS = {
  total: 6154,
  updated: 3500,
  created: 0,
  deleted: 0,
  batches: 4,
  version_conflicts: 0,
  noops: 0,
  retries: { bulk: 0, search: 0 },
  throttled_millis: 0,
};
