// Answers shaped as the Elasticsearch reference documents GET _tasks?detailed=true&group_by=parents
// (a running reindex with one bulk child, and the list task itself), for the tasks tests.
import { RUNNING_REINDEX_STATUS } from '../../test/reindexTask';

export const REINDEX_ID = 'oTUltX4IQMOUUVeiohTt8A:12345';
export const CHILD_ID = 'oTUltX4IQMOUUVeiohTt8A:12346';
export const LIST_ID = 'oTUltX4IQMOUUVeiohTt8A:124';

export const REINDEX_TASK = {
  node: 'oTUltX4IQMOUUVeiohTt8A',
  id: 12345,
  type: 'transport',
  action: 'indices:data/write/reindex',
  status: { ...RUNNING_REINDEX_STATUS, requests_per_second: -1, throttled_until_millis: 0 },
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

/** GET _cat/nodes: the name of the node the tasks run on. */
export const CAT_NODES_ANSWER = [{ id: 'oTUltX4IQMOUUVeiohTt8A', name: 'node-1' }];

/** GET _cat/tasks?format=json of an engine that does not serve _tasks: the list task itself. */
export const CAT_TASKS_ANSWER = [
  {
    action: 'cluster:monitor/tasks/lists',
    task_id: 'osmem-node:7',
    parent_task_id: '-',
    type: 'transport',
    start_time: '1700000000000',
    running_time: '250.0micros',
    node: 'osmem-node',
  },
];

/** The answer of an engine that does not serve GET _tasks. */
export const NO_HANDLER = { error: 'no handler found for uri [/_tasks] and method [GET]' };
