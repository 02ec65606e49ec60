// `_health_report` answers for tests, in the shape of the Elasticsearch specification
// (specification/_global/health_report/Response.ts and types.ts: Indicators, BaseIndicator,
// Diagnosis, DiagnosisAffectedResources, Impact, IndicatorNode), which documents no response
// example. The overview is what `verbose=false` sends (no details, diagnoses or resources); the
// details are one indicator's own call. `ilm_policies` is sent by the engine beside the typed keys.

/** GET _health_report?verbose=false on a cluster with a red index and a full disk. */
export const OVERVIEW = {
  cluster_name: 'docs-cluster',
  status: 'red',
  indicators: {
    master_is_stable: { status: 'green', symptom: 'The cluster has a stable master node' },
    repository_integrity: { status: 'green', symptom: 'No snapshot repositories configured.' },
    disk: { status: 'yellow', symptom: '1 node is out of disk or running low on disk space.' },
    shards_availability: {
      status: 'red',
      symptom: 'This cluster has 1 unavailable primary shard.',
      impacts: [
        {
          id: 'elasticsearch:health:shards_availability:impact:replica_unassigned',
          severity: 2,
          description: 'Searches might be slower than usual.',
          impact_areas: ['search'],
        },
        {
          id: 'elasticsearch:health:shards_availability:impact:primary_unassigned',
          severity: 1,
          description: 'Cannot add data to 1 index [logs-2026].',
          impact_areas: ['ingest', 'search'],
        },
      ],
    },
    ilm: { status: 'green', symptom: 'Index Lifecycle Management is running' },
    slm: { status: 'unknown', symptom: 'No Snapshot Lifecycle Management policies configured' },
  },
};

/** GET _health_report/shards_availability. */
export const SHARDS_DETAILS = {
  cluster_name: 'docs-cluster',
  indicators: {
    shards_availability: {
      status: 'red',
      symptom: 'This cluster has 1 unavailable primary shard.',
      details: { unassigned_primaries: 1, started_primaries: 9, unassigned_replicas: 0 },
      impacts: OVERVIEW.indicators.shards_availability.impacts,
      diagnosis: [
        {
          id: 'elasticsearch:health:shards_availability:diagnosis:explain_allocations',
          cause: "Elasticsearch isn't allowed to allocate some shards from these indices.",
          action: 'Diagnose the issue by calling the allocation explain API.',
          help_url: 'https://ela.st/diagnose-shards',
          affected_resources: {
            indices: ['logs-2026'],
            nodes: [
              { node_id: 'n1', name: 'node-1' },
              { node_id: 'n2', name: null },
            ],
            ilm_policies: ['logs-policy'],
          },
        },
        {
          id: 'elasticsearch:health:shards_availability:diagnosis:restore_from_snapshot',
          cause: 'The primary shard was lost.',
          action: 'Restore the index from a snapshot.',
          help_url: '',
          affected_resources: {
            feature_states: ['security'],
            snapshot_repositories: ['backups'],
            slm_policies: ['nightly'],
          },
        },
      ],
    },
  },
};
