import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, pathOf, queryOf, TEST_TARGET } from '../../api/testFetch';
import { loadNodeRows } from './nodesApi';
import { catNode } from './testNodes';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CAT_NODES = [
  catNode('n1', 'es-1', '10.0.0.1', 'dim', '*', { cpu: '3' }),
  catNode('n2', 'es-2', '10.0.0.2', '-', '-', { cpu: '1' }),
];

const NODES_INFO = {
  nodes: {
    n1: {
      name: 'es-1',
      settings: { node: { attr: { box_type: 'hot', xpack: { installed: 'true' } } } },
    },
    n2: { name: 'es-2', settings: { node: { attr: {} } } },
  },
};

function answer(url: string) {
  return pathOf(url).endsWith('/_nodes') ? jsonResponse(NODES_INFO) : jsonResponse(CAT_NODES);
}

describe('loadNodeRows', () => {
  it('asks _cat/nodes for the screen columns with full ids and sizes in bytes, and _nodes for attributes', async () => {
    const { calls } = installFakeFetch((request) => answer(request.url));
    await loadNodeRows(TEST_TARGET);
    const cat = calls.find((call) => pathOf(call.url).endsWith('/_cat/nodes'));
    expect(queryOf(cat?.url ?? '')).toEqual({
      bytes: 'b',
      format: 'json',
      full_id: 'true',
      h: 'ip,id,name,version,heap.percent,heap.current,heap.max,ram.percent,ram.current,ram.max,node.role,master,cpu,load_1m,load_5m,load_15m,disk.used_percent,disk.used,disk.total,shards',
    });
    expect(calls.map((call) => pathOf(call.url)).sort()).toEqual([
      'http://es.test:9200/_cat/nodes',
      'http://es.test:9200/_nodes',
    ]);
  });

  it('joins each node with its flattened attributes', async () => {
    installFakeFetch((request) => answer(request.url));
    const rows = await loadNodeRows(TEST_TARGET);
    expect(rows.map((row) => [row.name, row.master, row.coordinatingNode, row.attributes])).toEqual(
      [
        ['es-1', true, false, { box_type: 'hot', 'xpack.installed': 'true' }],
        ['es-2', false, true, {}],
      ],
    );
  });

  it('still lists the nodes when _nodes is refused, and logs the failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeFetch((request) =>
      pathOf(request.url).endsWith('/_nodes')
        ? jsonResponse({ error: { type: 'security_exception', reason: 'denied' } }, 403)
        : jsonResponse(CAT_NODES),
    );
    const rows = await loadNodeRows(TEST_TARGET);
    expect(rows.map((row) => row.name)).toEqual(['es-1', 'es-2']);
    expect(rows.every((row) => Object.keys(row.attributes).length === 0)).toBe(true);
    expect(error).toHaveBeenCalledOnce();
  });

  it('fails when _cat/nodes fails', async () => {
    installFakeFetch((request) =>
      pathOf(request.url).endsWith('/_nodes')
        ? jsonResponse(NODES_INFO)
        : jsonResponse({ error: 'boom' }, 500),
    );
    await expect(loadNodeRows(TEST_TARGET)).rejects.toMatchObject({ kind: 'api', status: 500 });
  });
});
