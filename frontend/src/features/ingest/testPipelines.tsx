// What the ingest pipelines screen's tests share: the engine's answers (shaped as documented),
// a fake fetch serving them, the screen rendered on a test cluster, and the JSON editor driven as
// typing would.
import { installFakeFetch, jsonResponse, type RecordedRequest } from '../../api/testFetch';
import type { Cluster } from '../../api/types';
import { testCluster, testConnection } from '../../test/fixtures';
import { renderScreen } from '../../test/renderScreen';
import { IngestPipelinesScreen } from './IngestPipelinesScreen';

// Rendering the screen and its first answer can take seconds on a busy machine.
export const SLOW = { timeout: 15_000 };

export const PIPELINES = {
  'web-logs': {
    description: 'parses web logs',
    version: 3,
    processors: [
      { grok: { field: 'message', patterns: ['%{COMMONAPACHELOG}'] } },
      { rename: { field: 'clientip', target_field: 'client.ip', ignore_missing: true } },
    ],
    _meta: { owner: 'web team' },
    created_date_millis: 1704110400000,
    modified_date_millis: 1735732800000,
  },
  unused: { description: 'not named anywhere', processors: [{ my_plugin: { depth: 2 } }] },
};

export const INDEX_SETTINGS = {
  'logs-1': { settings: { 'index.default_pipeline': 'web-logs' } },
  'logs-2': { settings: { 'index.default_pipeline': 'web-logs' } },
  other: { settings: {} },
};

export const INDEX_TEMPLATES = {
  index_templates: [
    {
      name: 't1',
      index_template: {
        index_patterns: ['logs-*'],
        template: { settings: { index: { final_pipeline: 'web-logs' } } },
      },
    },
  ],
};

export const NODES = {
  nodes: {
    n1: { ingest: { processors: [{ type: 'set' }, { type: 'rename' }, { type: 'grok' }] } },
  },
};

export const refusal = (reason: string) => ({
  error: { type: 'illegal_argument_exception', reason },
  status: 400,
});

interface Serve {
  pipelines?: unknown;
  /** The answer to writes, with its status. */
  write?: { body: unknown; status: number };
  nodesFail?: boolean;
}

export function serve(options: Serve = {}): RecordedRequest[] {
  return installFakeFetch((request) => {
    const path = new URL(request.url).pathname;
    if (request.method !== 'GET') {
      const write = options.write ?? { body: { acknowledged: true }, status: 200 };
      return jsonResponse(write.body, write.status);
    }
    if (path === '/_ingest/pipeline') return jsonResponse(options.pipelines ?? PIPELINES);
    if (path.startsWith('/_all/_settings/')) return jsonResponse(INDEX_SETTINGS);
    if (path === '/_index_template') return jsonResponse(INDEX_TEMPLATES);
    if (path === '/_template') return jsonResponse({});
    if (path === '/_nodes/ingest')
      return options.nodesFail ? jsonResponse(refusal('no rights'), 403) : jsonResponse(NODES);
    return jsonResponse({});
  }).calls;
}

export function renderPipelines(cluster: Partial<Cluster> = {}) {
  return renderScreen(
    <IngestPipelinesScreen />,
    { connection: testConnection([testCluster(cluster)], 0) },
    '/cluster/0/ingest_pipelines',
  );
}

export const writes = (calls: RecordedRequest[]) => calls.filter((call) => call.method !== 'GET');
export const said = (call: RecordedRequest | undefined) =>
  call ? `${call.method} ${new URL(call.url).pathname}` : '';
export const bodyOf = (call: RecordedRequest | undefined) =>
  JSON.parse(call?.body ?? 'null') as unknown;

export { editorIn, setEditorText } from '../../test/codeEditor';
