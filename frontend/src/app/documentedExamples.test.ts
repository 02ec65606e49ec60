// Every response example the Elasticsearch specification documents for an endpoint the app reads
// goes through the app's own reader for that endpoint, and must come out as the model the screen
// uses. Prints the coverage: which endpoints the app reads have a reader fed this way, and which
// are checked against the specification through the end-to-end route fixtures.
import {
  documentedExamples,
  specificationsAt,
} from '../../scripts/examples/documentedExamples.mjs';
import { dataStreamNames } from '../api/dataStreamsApi';
import { parseAllocationExplanation } from '../api/operations/allocationExplanation';
import { aliasNamesOf } from '../api/operations/aliases';
import { clusterUuidOf } from '../api/operations/cluster';
import { nodeDisks } from '../api/operations/disk';
import { searchTotal } from '../api/operations/documents';
import { policyFromResponse } from '../api/operations/slm';
import { parseTaskStatus } from '../api/operations/taskStatus';
import { executedSnapshotName } from '../features/snapshots/policies/policyRows';
import { repositoryRows } from '../features/snapshots/repositories/repositoryRows';
import { snapshotRows } from '../features/snapshots/snapshots/snapshotRows';
import { catTaskRows, groupedTaskRows } from '../features/tasks/taskRows';
import { ilmManagedIndices } from '../engine/lifecycle';
import { ilmPolicies } from '../engine/lifecyclePolicies';
import { elasticsearchIdentity } from '../engine/security';

const specRoot = new URL('../../../../shared/api-specs', import.meta.url).pathname;

interface Reader {
  /** The specification's name of the endpoint. */
  endpoint: string;
  /** Its folder in the specification. */
  dir: string;
  reader: string;
  /** Reads one documented answer; returns how many things of the model it read (0 = nothing). */
  read: (answer: unknown) => number;
  /** False for a documented answer to another form of the request than the app sends. */
  fits?: (answer: unknown) => boolean;
}

const asRecord = (value: unknown) => value as Record<string, unknown>;
const firstKey = (value: unknown) => Object.keys(asRecord(value))[0] ?? '';

/** How many things a model holds: a list's or a text's length, else 1 when there is one. */
const size = (model: unknown) =>
  typeof model === 'string' || Array.isArray(model) ? model.length : model ? 1 : 0;

/**
 * The app's `reader` of the answers of `endpoint`; `count` says how many things of the model it
 * read. The specification keeps `namespace.name` in the folder namespace/name, and an endpoint
 * without a namespace in _global.
 */
function reads<Answer, Model>(
  endpoint: string,
  reader: (answer: Answer) => Model,
  count: (model: Model) => number = size,
  name = reader.name,
): Reader {
  return {
    endpoint,
    dir: endpoint.includes('.') ? endpoint.replace('.', '/') : `_global/${endpoint}`,
    reader: name,
    read: (answer) => count(reader(answer as Answer)),
  };
}

/** A reader of an answer keyed by the name asked for (an index, a policy), given that name. */
const readsKeyed = <Answer, Model>(
  endpoint: string,
  reader: (answer: Answer, key: string) => Model,
) => reads(endpoint, (answer: Answer) => reader(answer, firstKey(answer)), size, reader.name);

const READERS: Reader[] = [
  reads('info', clusterUuidOf),
  reads('search', searchTotal, (total) => (Number.isFinite(total) ? 1 : 0)),
  reads('cluster.allocation_explain', parseAllocationExplanation, (model) => model.nodes.length),
  reads('tasks.get', parseTaskStatus),
  // The app asks group_by=parents; the default grouping by nodes is another answer.
  { ...reads('tasks.list', groupedTaskRows), fits: (answer) => 'tasks' in asRecord(answer) },
  reads('cat.tasks', catTaskRows),
  reads('cat.allocation', nodeDisks),
  reads('indices.get_data_stream', dataStreamNames),
  readsKeyed('indices.get_alias', aliasNamesOf),
  readsKeyed('slm.get_lifecycle', policyFromResponse),
  reads('slm.execute_lifecycle', executedSnapshotName),
  reads('ilm.get_lifecycle', ilmPolicies),
  reads('ilm.explain_lifecycle', ilmManagedIndices),
  reads('security.authenticate', elasticsearchIdentity),
  reads('snapshot.get', snapshotRows),
  reads('snapshot.get_repository', repositoryRows),
];

// Endpoints the app reads whose answer goes to the screen by a typed cast, without a reader
// function of its own, and the end-to-end route fixtures that answer in an engine's name (each
// checked against that engine's specification by e2e/support/specAnswer.ts).
const READ_WITHOUT_READER = [
  'cluster.health',
  'cluster.stats',
  'cluster.state',
  'cat.indices',
  'cat.nodes',
  'cat.shards',
  'cat.aliases',
  'indices.recovery',
  'nodes.stats',
  'nodes.info',
  'indices.get_settings',
  'indices.get_mapping',
  'indices.get_index_template',
  'ingest.get_pipeline',
  'cluster.get_settings',
];
const FIXTURE_CHECKED: Record<string, string> = {
  info: 'fakeCluster, rest-completion',
  'cluster.health': 'fakeCluster, home-dashboard',
  'cluster.stats': 'fakeCluster (xss)',
  'cat.indices': 'fakeCluster (xss)',
  'cat.nodes': 'shards',
  search: 'fakeCluster',
  'indices.recovery': 'shards-recovery (OpenSearch)',
  'cluster.allocation_explain': 'allocation-explain',
  'tasks.get': 'task-progress',
  'tasks.list': 'tasks',
  'slm.get_lifecycle': 'snapshots-slm',
  'slm.execute_lifecycle': 'snapshots-slm',
  'ilm.get_lifecycle': 'lifecycleFixture',
  'ilm.explain_lifecycle': 'lifecycleFixture',
  'indices.get_data_stream': 'dataStreamFixture',
  'security.authenticate': 'security-whoami',
};

interface Fed {
  read: number;
  otherRequest: number;
}

function fedLabel(fed: Fed | undefined): string {
  if (!fed || fed.read + fed.otherRequest === 0) return 'none documented';
  return fed.otherRequest
    ? `${fed.read} (${fed.otherRequest} answer another form of the request)`
    : String(fed.read);
}

function coverageTable(fed: Map<string, Fed>): string {
  const endpoints = [
    ...new Set([...READERS.map((r) => r.endpoint), ...READ_WITHOUT_READER]),
  ].sort();
  const lines = [
    '| endpoint the app reads | reader | schema check (route fixture) | documented examples fed through the reader |',
    '|---|---|---|---|',
  ];
  for (const endpoint of endpoints) {
    const reader = READERS.find((r) => r.endpoint === endpoint);
    const examples = fed.get(endpoint);
    lines.push(
      `| ${endpoint} | ${reader?.reader ?? '(typed cast)'} | ${FIXTURE_CHECKED[endpoint] ?? 'no'} | ${reader ? fedLabel(examples) : 'no'} |`,
    );
  }
  return lines.join('\n');
}

describe.skipIf(!specificationsAt(specRoot))('documented answers through the app readers', () => {
  const fed = new Map<string, Fed>();

  afterAll(() => {
    console.log(`Coverage of the endpoints the app reads:\n${coverageTable(fed)}`);
  });

  it.each(READERS)('$endpoint is read by $reader', ({ endpoint, dir, read, fits = () => true }) => {
    const documented = documentedExamples(specRoot, dir).filter(
      (example) => example.status === 200,
    );
    const examples = documented.filter((example) => fits(example.value));
    fed.set(endpoint, { read: examples.length, otherRequest: documented.length - examples.length });
    for (const example of examples) {
      let count = -1;
      expect(() => (count = read(example.value)), example.source).not.toThrow();
      expect(count, `${example.source} read into an empty model`).toBeGreaterThan(0);
    }
  });
});
