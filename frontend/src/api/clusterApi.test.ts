import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  activeClusterTarget,
  clusterApi,
  clusterQuery,
  invalidatesOnSuccess,
  onActiveCluster,
} from './clusterApi';
import { clusterHealth } from './operations/cluster';
import { clusterApiStore } from '../test/clusterApiStore';
import { testCluster } from '../test/fixtures';
import { installFakeFetch, jsonResponse } from './testFetch';
import type { Cluster } from './types';
import { engineProfile } from '../engine/profile';

afterEach(() => {
  vi.unstubAllGlobals();
});

function cluster(name: string, uri: string): Cluster {
  return testCluster({
    name,
    uri,
    clusterName: name,
    uuid: name,
    auth: { authType: 'apiKey', authData: { apiKey: `${name}-key` } },
  });
}

const testApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    health: build.query<unknown, void>({
      queryFn: clusterQuery((target, _arg, signal) => clusterHealth(target, signal)),
    }),
  }),
});

describe('invalidatesOnSuccess', () => {
  it('names the tags once the write went through, and none after a refusal', () => {
    const tags = invalidatesOnSuccess(['Indices', 'Aliases']);
    expect(tags(undefined, undefined, undefined)).toEqual(['Indices', 'Aliases']);
    expect(tags(undefined, { status: 403 }, undefined)).toEqual([]);
  });

  it("takes tags made from the write's argument", () => {
    const tags = invalidatesOnSuccess((repository: string) => [
      { type: 'Snapshots' as const, id: repository },
    ]);
    expect(tags(undefined, undefined, 'backups')).toEqual([{ type: 'Snapshots', id: 'backups' }]);
    expect(tags(undefined, { status: 500 }, 'backups')).toEqual([]);
  });
});

describe('activeClusterTarget', () => {
  it('reads uri, auth, protection, name and engine of clusters[activeClusterIndex]', () => {
    const readOnly: Cluster = { ...cluster('b', 'http://b:9200'), protection: 'read-only' };
    const state = {
      connection: {
        clusters: [cluster('a', 'http://a:9200'), readOnly],
        activeClusterIndex: 1,
      },
    };
    expect(activeClusterTarget(state)).toEqual({
      uri: 'http://b:9200',
      auth: { authType: 'apiKey', authData: { apiKey: 'b-key' } },
      protection: 'read-only',
      name: 'b',
      engine: engineProfile(readOnly.distribution, readOnly.version),
    });
  });

  it('is null without an active cluster or with an index beyond the list', () => {
    expect(
      activeClusterTarget({
        connection: { clusters: [cluster('a', 'http://a')], activeClusterIndex: null },
      }),
    ).toBeNull();
    expect(activeClusterTarget({ connection: { clusters: [], activeClusterIndex: 3 } })).toBeNull();
    expect(activeClusterTarget({})).toBeNull();
  });
});

describe('clusterQuery endpoints', () => {
  it('sends an endpoint request to the active cluster with its credentials', async () => {
    const { calls } = installFakeFetch(() => jsonResponse({ status: 'green' }));
    const store = clusterApiStore({
      clusters: [cluster('a', 'http://a:9200'), cluster('b', 'http://b:9200/')],
      activeClusterIndex: 1,
    });
    const result = await store.dispatch(testApi.endpoints.health.initiate());
    expect(result.data).toEqual({ status: 'green' });
    expect(calls.map((c) => [c.method, c.url, c.headers.authorization])).toEqual([
      ['GET', 'http://b:9200/_cluster/health', 'ApiKey b-key'],
    ]);
  });

  it('returns a failure as the plain serialisable error fields', async () => {
    installFakeFetch(() =>
      jsonResponse({ error: { type: 'security_exception', reason: 'denied' } }, 403),
    );
    const store = clusterApiStore({
      clusters: [cluster('a', 'http://a:9200')],
      activeClusterIndex: 0,
    });
    const result = await store.dispatch(testApi.endpoints.health.initiate());
    expect(result.error).toEqual({
      kind: 'api',
      code: 'api',
      status: 403,
      statusText: '',
      message: '{"error":{"type":"security_exception","reason":"denied"}}',
      body: { error: { type: 'security_exception', reason: 'denied' } },
    });
  });

  it('keeps an answer frozen at its top only: the store does not walk it to freeze the rest', async () => {
    installFakeFetch(() => jsonResponse({ status: 'green', indices: { a: { status: 'green' } } }));
    const store = clusterApiStore({
      clusters: [cluster('a', 'http://a:9200')],
      activeClusterIndex: 0,
    });
    const { data } = await store.dispatch(testApi.endpoints.health.initiate());
    const answer = data as { indices: { a: object } };
    expect(Object.isFrozen(answer)).toBe(true);
    expect(Object.isFrozen(answer.indices)).toBe(false);
    expect(Object.isFrozen(answer.indices.a)).toBe(false);
  });

  it("fails with code 'noCluster' and sends nothing when no cluster is active", async () => {
    const { calls } = installFakeFetch();
    const store = clusterApiStore({ clusters: [], activeClusterIndex: null });
    const result = await store.dispatch(testApi.endpoints.health.initiate());
    expect(result.error).toMatchObject({ kind: 'request', code: 'noCluster' });
    expect(calls).toHaveLength(0);
  });
});

describe('onActiveCluster', () => {
  it('hands the active target and the signal to a typed operation', async () => {
    const controller = new AbortController();
    const state = {
      connection: { clusters: [cluster('a', 'http://a:9200')], activeClusterIndex: 0 },
    };
    const operation = vi.fn((target: { uri: string }) => Promise.resolve(target.uri));
    const result = await onActiveCluster(
      { getState: () => state, signal: controller.signal },
      operation,
    );
    expect(result).toEqual({ data: 'http://a:9200' });
    expect(operation).toHaveBeenCalledWith(
      expect.objectContaining({ uri: 'http://a:9200' }),
      controller.signal,
    );
  });
});
