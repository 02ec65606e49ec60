import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  installFakeFetch,
  jsonResponse,
  pathOf,
  queryOf,
  type Responder,
} from '../../../api/testFetch';
import { clusterApiStore } from '../../../test/clusterApiStore';
import { testCluster } from '../../../test/fixtures';
import { engineProfile } from '../../../engine/profile';
import { partNamesApi, partNamesArg, type NamesCluster, type PartNamesArg } from './partNames';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ELASTICSEARCH: NamesCluster = engineProfile('elasticsearch', '8.15.0');
const OPENSEARCH: NamesCluster = engineProfile('opensearch', '2.17.0');

const URI = 'http://es.test:9200';

function newStore() {
  return clusterApiStore({ clusters: [testCluster({ uri: URI })], activeClusterIndex: 0 });
}

/** Reads the names of `arg` from a cluster answering `respond`, with the requests sent. */
async function read(arg: PartNamesArg | null, respond: Responder) {
  if (!arg) throw new Error('no names to read');
  const { calls } = installFakeFetch(respond);
  const store = newStore();
  const result = await store.dispatch(partNamesApi.endpoints.partNames.initiate(arg));
  const requests = calls.map((call) => ({
    method: call.method,
    path: pathOf(call.url).slice(URI.length + 1),
    params: queryOf(call.url),
  }));
  return { names: result.data?.names, kinds: result.data?.kinds, error: result.error, requests };
}

describe('partNamesArg', () => {
  it('carries the repository typed before snapshots, and the engine for pipelines and policies', () => {
    expect(partNamesArg('snapshots', ELASTICSEARCH, { repository: 'backups' })).toEqual({
      kind: 'snapshots',
      repository: 'backups',
    });
    expect(partNamesArg('pipelines', OPENSEARCH, {})).toEqual({
      kind: 'pipelines',
      pipelineSummary: false,
    });
    expect(partNamesArg('policies', ELASTICSEARCH, { x: 'y' })).toEqual({
      kind: 'policies',
      lifecycle: 'ilm',
    });
    expect(partNamesArg('tasks', OPENSEARCH, { index: 'logs' })).toEqual({ kind: 'tasks' });
  });

  it('asks for nothing where the cluster has no light call for the names', () => {
    expect(partNamesArg('snapshots', ELASTICSEARCH, {})).toBeNull();
    expect(partNamesArg('fields', ELASTICSEARCH, {})).toBeNull();
    expect(partNamesArg('other', ELASTICSEARCH, {})).toBeNull();
  });
});

describe('partNames', () => {
  it("lists a repository's snapshots without their details", async () => {
    const arg = partNamesArg('snapshots', ELASTICSEARCH, { repository: 'my backups' });
    const { names, requests } = await read(arg, () =>
      jsonResponse({ snapshots: [{ snapshot: 'nightly-2' }, { snapshot: 'nightly-1' }] }),
    );
    expect(names).toEqual(['nightly-1', 'nightly-2']);
    expect(requests).toEqual([
      {
        method: 'GET',
        path: '_snapshot/my%20backups/_all',
        params: {
          verbose: 'false',
          filter_path: 'snapshots.snapshot,responses.snapshots.snapshot',
        },
      },
    ]);
  });

  it('reads the snapshots of several repositories as Elasticsearch 7 answers them', async () => {
    const arg = partNamesArg('snapshots', ELASTICSEARCH, { repository: 'a,b' });
    const { names } = await read(arg, () =>
      jsonResponse({
        responses: [
          { repository: 'a', snapshots: [{ snapshot: 'a-1' }] },
          { repository: 'b', error: { type: 'repository_missing_exception' } },
        ],
      }),
    );
    expect(names).toEqual(['a-1']);
  });

  it('lists the indices, aliases and data streams an index part takes, each tagged', async () => {
    const { names, kinds, requests } = await read(
      partNamesArg('indices', ELASTICSEARCH, {}),
      (r) => {
        const path = pathOf(r.url);
        if (path.endsWith('/_cat/indices')) {
          return jsonResponse([{ index: 'orders-2024' }, { index: '.ds-logs-app-000001' }]);
        }
        if (path.endsWith('/_cat/aliases')) {
          // An alias on two indices is listed once per index.
          return jsonResponse([
            { alias: 'orders' },
            { alias: 'orders' },
            { alias: 'orders-current' },
          ]);
        }
        return jsonResponse({ data_streams: [{ name: 'logs-app' }] });
      },
    );
    expect(names).toEqual([
      '.ds-logs-app-000001',
      'logs-app',
      'orders',
      'orders-2024',
      'orders-current',
    ]);
    expect(kinds).toEqual({
      orders: 'aliases',
      'orders-current': 'aliases',
      'logs-app': 'data_streams',
    });
    expect(requests.map((request) => request.path).sort()).toEqual([
      '_cat/aliases',
      '_cat/indices',
      '_data_stream',
    ]);
  });

  it('lists index names alone where aliases and data streams are not served', async () => {
    const { names, kinds } = await read(partNamesArg('indices', OPENSEARCH, {}), (r) =>
      pathOf(r.url).endsWith('/_cat/indices')
        ? jsonResponse([{ index: 'orders-2024' }])
        : jsonResponse({ error: { type: 'illegal_argument_exception' }, status: 400 }, 400),
    );
    expect(names).toEqual(['orders-2024']);
    expect(kinds).toEqual({});
  });

  it('lists pipeline ids without definitions on Elasticsearch from 7.13', async () => {
    const arg = partNamesArg('pipelines', ELASTICSEARCH, {});
    const { names, requests } = await read(arg, () =>
      jsonResponse({ 'logs-default': {}, 'metrics@custom': {} }),
    );
    expect(names).toEqual(['logs-default', 'metrics@custom']);
    expect(requests).toEqual([
      { method: 'GET', path: '_ingest/pipeline', params: { summary: 'true' } },
    ]);
  });

  it('keeps each pipeline to its processors on OpenSearch and older Elasticsearch', async () => {
    const answer = {
      'logs.parse': { processors: [{ set: { field: 'a', value: 1 } }] },
      empty: { processors: [] },
    };
    for (const cluster of [OPENSEARCH, engineProfile('elasticsearch', '7.10.2')]) {
      const { names, requests } = await read(partNamesArg('pipelines', cluster, {}), () =>
        jsonResponse(answer),
      );
      expect(names).toEqual(['empty', 'logs.parse']);
      expect(requests).toEqual([
        { method: 'GET', path: '_ingest/pipeline', params: { filter_path: '*.processors' } },
      ]);
    }
  });

  it('lists the running tasks as node:id', async () => {
    const { names, requests } = await read(partNamesArg('tasks', ELASTICSEARCH, {}), () =>
      jsonResponse([
        { task_id: 'oTUltX4IQMOUUVeiohTt8A:464' },
        { task_id: 'oTUltX4IQMOUUVeiohTt8A:124' },
      ]),
    );
    expect(names).toEqual(['oTUltX4IQMOUUVeiohTt8A:124', 'oTUltX4IQMOUUVeiohTt8A:464']);
    expect(requests).toEqual([
      { method: 'GET', path: '_cat/tasks', params: { format: 'json', h: 'task_id' } },
    ]);
  });

  it('lists ILM policies on Elasticsearch', async () => {
    const { names, requests } = await read(partNamesArg('policies', ELASTICSEARCH, {}), () =>
      jsonResponse({ 'logs@lifecycle': { version: 1 }, 'hot-warm': { version: 3 } }),
    );
    expect(names).toEqual(['hot-warm', 'logs@lifecycle']);
    expect(requests).toEqual([
      { method: 'GET', path: '_ilm/policy', params: { filter_path: '*.version' } },
    ]);
  });

  it('lists ISM policies on OpenSearch', async () => {
    const { names, requests } = await read(partNamesArg('policies', OPENSEARCH, {}), () =>
      jsonResponse({ policies: [{ _id: 'rollover' }, { _id: 'delete_old' }], total_policies: 2 }),
    );
    expect(names).toEqual(['delete_old', 'rollover']);
    expect(requests).toEqual([
      {
        method: 'GET',
        path: '_plugins/_ism/policies',
        params: { size: '1000', filter_path: 'policies._id' },
      },
    ]);
  });

  it('offers no names when the cluster refuses the read', async () => {
    const arg = partNamesArg('snapshots', OPENSEARCH, { repository: 'gone' });
    const { names, error, requests } = await read(arg, () =>
      jsonResponse(
        {
          error: { type: 'repository_missing_exception', reason: '[gone] missing' },
          status: 404,
        },
        404,
      ),
    );
    expect(names).toBeUndefined();
    expect(error).toMatchObject({ kind: 'api', status: 404 });
    expect(requests).toHaveLength(1);
  });

  it('reads each kind once a minute, and the snapshots of each repository apart', async () => {
    const { calls } = installFakeFetch((request) =>
      jsonResponse(
        request.url.includes('_cat/tasks')
          ? [{ task_id: 'n:1' }]
          : { snapshots: [{ snapshot: request.url.includes('/a/') ? 'a-1' : 'b-1' }] },
      ),
    );
    const store = newStore();
    const names = async (arg: PartNamesArg | null) =>
      arg && (await store.dispatch(partNamesApi.endpoints.partNames.initiate(arg))).data?.names;
    expect(await names(partNamesArg('tasks', OPENSEARCH, {}))).toEqual(['n:1']);
    expect(await names(partNamesArg('tasks', OPENSEARCH, {}))).toEqual(['n:1']);
    expect(await names(partNamesArg('snapshots', OPENSEARCH, { repository: 'a' }))).toEqual([
      'a-1',
    ]);
    expect(await names(partNamesArg('snapshots', OPENSEARCH, { repository: 'b' }))).toEqual([
      'b-1',
    ]);
    expect(calls).toHaveLength(3);
  });
});
