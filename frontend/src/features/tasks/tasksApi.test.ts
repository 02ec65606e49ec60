import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '../../api/errors';
import { installFakeFetch, jsonResponse, pathOf, TEST_TARGET } from '../../api/testFetch';
import { fallsBackToCatTasks, loadTasks } from './tasksApi';
import {
  CAT_NODES_ANSWER,
  CAT_TASKS_ANSWER,
  GROUPED_ANSWER,
  NO_HANDLER,
  REINDEX_ID,
} from './testTasks';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fallsBackToCatTasks', () => {
  it('falls back when the cluster does not serve _tasks (400, 404, 405)', () => {
    for (const status of [400, 404, 405]) {
      expect(fallsBackToCatTasks(apiError(status, '', NO_HANDLER))).toBe(true);
    }
  });

  it('does not fall back on other refusals or failures', () => {
    expect(fallsBackToCatTasks(apiError(403, 'Forbidden', {}))).toBe(false);
    expect(fallsBackToCatTasks(apiError(500, '', {}))).toBe(false);
    expect(fallsBackToCatTasks(new Error('network'))).toBe(false);
  });
});

describe('loadTasks', () => {
  it('reads _tasks grouped by parents, with node names from _cat/nodes', async () => {
    const { calls } = installFakeFetch((request) =>
      pathOf(request.url).endsWith('_cat/nodes')
        ? jsonResponse(CAT_NODES_ANSWER)
        : jsonResponse(GROUPED_ANSWER),
    );
    const list = await loadTasks(TEST_TARGET);
    expect(list.source).toBe('tasks');
    expect(list.refusal).toBeNull();
    expect(list.rows[0]).toMatchObject({ id: REINDEX_ID, nodeName: 'node-1' });
    expect(calls.map((call) => pathOf(call.url)).sort()).toEqual([
      'http://es.test:9200/_cat/nodes',
      'http://es.test:9200/_tasks',
    ]);
  });

  it('shows node ids when _cat/nodes fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeFetch((request) =>
      pathOf(request.url).endsWith('_cat/nodes')
        ? jsonResponse({ error: 'denied' }, 403)
        : jsonResponse(GROUPED_ANSWER),
    );
    const list = await loadTasks(TEST_TARGET);
    expect(list.rows[0].nodeName).toBe('oTUltX4IQMOUUVeiohTt8A');
  });

  it('lists _cat/tasks read-only with the refusal when _tasks is not served', async () => {
    installFakeFetch((request) => {
      const path = pathOf(request.url);
      if (path.endsWith('_cat/tasks')) return jsonResponse(CAT_TASKS_ANSWER);
      if (path.endsWith('_cat/nodes')) return jsonResponse([]);
      return jsonResponse(NO_HANDLER, 400);
    });
    const list = await loadTasks(TEST_TARGET);
    expect(list).toMatchObject({ source: 'cat', refusal: NO_HANDLER.error });
    expect(list.rows.map((row) => row.id)).toEqual(['osmem-node:7']);
  });

  it('passes on a refusal that is not about the API being served', async () => {
    installFakeFetch(() =>
      jsonResponse({ error: { type: 'security_exception', reason: 'no' } }, 403),
    );
    await expect(loadTasks(TEST_TARGET)).rejects.toMatchObject({ status: 403 });
  });
});
