// Answers shaped as the Elasticsearch reference documents GET _tasks?detailed=true&group_by=parents
// (a running reindex with one bulk child, and the list task itself), for the tasks tests.

export const REINDEX_ID = 'oTUltX4IQMOUUVeiohTt8A:12345';
export const CHILD_ID = 'oTUltX4IQMOUUVeiohTt8A:12346';
export const LIST_ID = 'oTUltX4IQMOUUVeiohTt8A:124';

export const REINDEX_TASK = {
  node: 'oTUltX4IQMOUUVeiohTt8A',
  id: 12345,
  type: 'transport',
  action: 'indices:data/write/reindex',
  status: {
    total: 6154,
    updated: 3500,
    created: 0,
    deleted: 0,
    batches: 4,
    version_conflicts: 0,
    noops: 0,
    retries: { bulk: 0, search: 0 },
    throttled_millis: 0,
    requests_per_second: -1,
    throttled_until_millis: 0,
  },
  description: 'reindex from [source] to [dest][_doc]',
  start_time_in_millis: 1_700_000_000_000,
  running_time_in_nanos: 3_723_000_000_000,
  cancellable: true,
  cancelled: false,
  headers: {},
  children: [
    {
      node: 'oTUltX4IQMOUUVeiohTt8A',
      id: 12346,
      type: 'transport',
      action: 'indices:data/write/bulk',
      description: 'requests[1000], indices[dest]',
      start_time_in_millis: 1_700_000_003_000,
      running_time_in_nanos: 12_000_000,
      cancellable: false,
      parent_task_id: REINDEX_ID,
      headers: {},
    },
  ],
};

export const LIST_TASK = {
  node: 'oTUltX4IQMOUUVeiohTt8A',
  id: 124,
  type: 'transport',
  action: 'cluster:monitor/tasks/lists',
  description: '',
  start_time_in_millis: 1_700_000_100_000,
  running_time_in_nanos: 47_402,
  cancellable: false,
  headers: {},
};

export const GROUPED_ANSWER = {
  tasks: { [LIST_ID]: LIST_TASK, [REINDEX_ID]: REINDEX_TASK },
};
