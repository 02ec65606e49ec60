// Test data: a _nodes/{id}/stats/jvm,thread_pool,breaker,os,process,fs answer shaped like the
// example of the Elasticsearch reference (trimmed to the fields and pools the dialog reads,
// plus a few it ignores).

export const NODE_ID = 'USpTGYaBSIKbgSUJR2Z9lg';

export const NODE_STATS_ANSWER = {
  _nodes: { total: 1, successful: 1, failed: 0 },
  cluster_name: 'elasticsearch',
  nodes: {
    [NODE_ID]: {
      timestamp: 1700000000000,
      name: 'node-0',
      transport_address: '127.0.0.1:9300',
      host: '127.0.0.1',
      ip: '127.0.0.1:9300',
      roles: ['data', 'ingest', 'master'],
      os: {
        timestamp: 1700000000000,
        cpu: { percent: 7, load_average: { '1m': 1.5, '5m': 1.25, '15m': 0.75 } },
        mem: { total_in_bytes: 17179869184, free_in_bytes: 1073741824, used_percent: 94 },
      },
      process: {
        timestamp: 1700000000000,
        open_file_descriptors: 412,
        max_file_descriptors: 65535,
        cpu: { percent: 3, total_in_millis: 120000 },
        mem: { total_virtual_in_bytes: 9000000000 },
      },
      jvm: {
        timestamp: 1700000000000,
        uptime_in_millis: 3600000,
        mem: {
          heap_used_in_bytes: 536870912,
          heap_used_percent: 25,
          heap_committed_in_bytes: 2147483648,
          heap_max_in_bytes: 2147483648,
          non_heap_used_in_bytes: 157286400,
          non_heap_committed_in_bytes: 167772160,
          pools: { young: { used_in_bytes: 100 }, old: { used_in_bytes: 200 } },
        },
        threads: { count: 80, peak_count: 90 },
        gc: {
          collectors: {
            young: { collection_count: 42, collection_time_in_millis: 1234 },
            old: { collection_count: 1, collection_time_in_millis: 56 },
          },
        },
      },
      thread_pool: {
        generic: { threads: 4, queue: 0, active: 0, rejected: 0, largest: 4, completed: 900 },
        search: { threads: 13, queue: 5, active: 13, rejected: 0, largest: 13, completed: 7000 },
        write: { threads: 8, queue: 0, active: 2, rejected: 17, largest: 8, completed: 50000 },
        get: { threads: 8, queue: 0, active: 0, rejected: 3, largest: 8, completed: 300 },
        snapshot: { threads: 0, queue: 0, active: 0, rejected: 0, largest: 0, completed: 0 },
      },
      fs: {
        timestamp: 1700000000000,
        total: {
          total_in_bytes: 107374182400,
          free_in_bytes: 53687091200,
          available_in_bytes: 42949672960,
        },
        data: [{ path: '/var/lib/elasticsearch', total_in_bytes: 107374182400 }],
      },
      breakers: {
        request: {
          limit_size_in_bytes: 1288490188,
          limit_size: '1.1gb',
          estimated_size_in_bytes: 0,
          estimated_size: '0b',
          overhead: 1.0,
          tripped: 0,
        },
        fielddata: {
          limit_size_in_bytes: 858993459,
          limit_size: '819.1mb',
          estimated_size_in_bytes: 429496729,
          estimated_size: '409.5mb',
          overhead: 1.03,
          tripped: 2,
        },
        parent: {
          limit_size_in_bytes: 2040109465,
          limit_size: '1.8gb',
          estimated_size_in_bytes: 536870912,
          estimated_size: '512mb',
          overhead: 1.0,
          tripped: 0,
        },
      },
    },
  },
};
