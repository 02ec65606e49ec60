import { describe, expect, it } from 'vitest';
import { clusterHealthRows, clusterInfoRows, formatActiveShardsPercent } from './cardRows';

// GET / of Elasticsearch 8.15, as its reference documentation shows it.
const ES_INFO = {
  name: 'instance-0000000000',
  cluster_name: 'my_cluster',
  cluster_uuid: '5QaxoN0pRZuOmWSxstBBwQ',
  version: {
    number: '8.15.0',
    build_flavor: 'default',
    build_type: 'docker',
    build_hash: '1a77947f34deddb41af25e6f0ddb8e830159c179',
    build_date: '2024-08-05T10:05:34.233336849Z',
    build_snapshot: false,
    lucene_version: '9.11.1',
    minimum_wire_compatibility_version: '7.17.0',
    minimum_index_compatibility_version: '7.0.0',
  },
  tagline: 'You Know, for Search',
};

const labels = (rows: { label: string }[]) => rows.map((row) => row.label);

describe('clusterInfoRows', () => {
  it('shows every field Elasticsearch sends, and no distribution it does not send', () => {
    const { general, version } = clusterInfoRows(ES_INFO);
    expect(general).toEqual([
      { label: 'nodeName', value: { kind: 'text', text: 'instance-0000000000' } },
      { label: 'clusterName', value: { kind: 'text', text: 'my_cluster' } },
      { label: 'clusterUuid', value: { kind: 'text', text: '5QaxoN0pRZuOmWSxstBBwQ' } },
      { label: 'tagline', value: { kind: 'text', text: 'You Know, for Search' } },
    ]);
    expect(labels(version)).toEqual([
      'number',
      'buildFlavor',
      'buildType',
      'buildHash',
      'buildDate',
      'buildSnapshot',
      'luceneVersion',
      'minimumWireCompatibilityVersion',
      'minimumIndexCompatibilityVersion',
    ]);
    expect(version.find((row) => row.label === 'buildSnapshot')?.value).toEqual({
      kind: 'boolean',
      value: false,
    });
  });

  it('shows the distribution OpenSearch sends', () => {
    const { version } = clusterInfoRows({
      ...ES_INFO,
      version: { number: '3.8.0', distribution: 'opensearch' },
    });
    expect(version).toEqual([
      { label: 'distribution', value: { kind: 'text', text: 'opensearch' } },
      { label: 'number', value: { kind: 'text', text: '3.8.0' } },
    ]);
  });

  it('always shows the version number and the general rows, the uuid only when present', () => {
    const { general, version } = clusterInfoRows({ name: 'n', cluster_name: 'c' });
    expect(labels(general)).toEqual(['nodeName', 'clusterName', 'tagline']);
    expect(version).toEqual([{ label: 'number', value: { kind: 'text', text: '' } }]);
  });
});

describe('clusterHealthRows', () => {
  const health = {
    cluster_name: 'testcluster',
    status: 'yellow' as const,
    timed_out: false,
    number_of_nodes: 1,
    number_of_data_nodes: 1,
    active_primary_shards: 1,
    active_shards: 1,
    relocating_shards: 0,
    initializing_shards: 0,
    unassigned_shards: 1,
    delayed_unassigned_shards: 0,
    number_of_pending_tasks: 0,
    number_of_in_flight_fetch: 0,
    task_max_waiting_in_queue_millis: 12,
    active_shards_percent_as_number: 50.0,
  };

  it('lists the rows in order with their formats', () => {
    expect(clusterHealthRows(health)).toEqual([
      { label: 'status', value: { kind: 'status', status: 'yellow' } },
      { label: 'timedOut', value: { kind: 'boolean', value: false } },
      { label: 'relocatingShards', value: { kind: 'count', value: 0 } },
      { label: 'initializingShards', value: { kind: 'count', value: 0 } },
      { label: 'unassignedShards', value: { kind: 'count', value: 1 } },
      { label: 'delayedUnassignedShards', value: { kind: 'count', value: 0 } },
      { label: 'activeShards', value: { kind: 'count', value: 1 } },
      { label: 'activeShardsPercent', value: { kind: 'text', text: '50.00%' } },
      { label: 'pendingTasks', value: { kind: 'count', value: 0 } },
      { label: 'inFlightFetch', value: { kind: 'count', value: 0 } },
      { label: 'taskMaxWaitingInQueue', value: { kind: 'millis', value: 12 } },
    ]);
  });

  it('leaves out the percent and the queue wait when the cluster does not send them', () => {
    const older: Partial<typeof health> = { ...health };
    delete older.active_shards_percent_as_number;
    delete older.task_max_waiting_in_queue_millis;
    const rows = labels(clusterHealthRows({ ...older, status: 'yellow' }));
    expect(rows).not.toContain('activeShardsPercent');
    expect(rows).not.toContain('taskMaxWaitingInQueue');
    expect(rows).toHaveLength(9);
  });
});

describe('formatActiveShardsPercent', () => {
  it('shows two decimals and a percent sign', () => {
    expect(formatActiveShardsPercent(100)).toBe('100.00%');
    expect(formatActiveShardsPercent(66.66666666666666)).toBe('66.67%');
    expect(formatActiveShardsPercent(0)).toBe('0.00%');
  });
});
