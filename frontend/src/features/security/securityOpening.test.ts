import { afterEach, describe, expect, it, vi } from 'vitest';
import { openScreen } from '../../api/screenQuery';
import { installFakeFetch, jsonResponse, pathOf } from '../../api/testFetch';
import { clusterApiStore } from '../../test/clusterApiStore';
import { testCluster, testConnection } from '../../test/fixtures';
import { SECURITY_DATA } from './securityOpening';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The paths the security screen's opening at `address` asks of a cluster (`secured` or not). */
async function openingAsks(
  address: string,
  cluster: Parameters<typeof testCluster>[0],
  secured = true,
): Promise<string[]> {
  const { calls } = installFakeFetch((request) =>
    secured || !pathOf(request.url).includes('authenticate')
      ? jsonResponse({ username: 'elastic', roles: [], user_name: 'admin' })
      : jsonResponse({ error: { type: 'illegal_argument_exception', reason: 'no handler' } }, 400),
  );
  const store = clusterApiStore(testConnection([testCluster(cluster)], 0));
  await store.dispatch(openScreen(SECURITY_DATA, new URL(`http://localhost${address}`)));
  return calls.map((call) => `${call.method} ${new URL(call.url).pathname}`);
}

describe('the security screen opening', () => {
  it('asks for the list of the view it opens at once the cluster said it has security', async () => {
    expect(await openingAsks('/cluster/0/security?view=keys', { version: '8.15.0' })).toEqual([
      'GET /_security/_authenticate',
      'POST /_security/_query/api_key',
    ]);
    expect(await openingAsks('/cluster/0/security', { version: '8.15.0' })).toEqual([
      'GET /_security/_authenticate',
      'POST /_security/_query/user',
    ]);
  });

  it("asks for the engine's own views only, the users for a view it has not", async () => {
    const opensearch = { distribution: 'opensearch', version: '2.17.0' } as const;
    expect(await openingAsks('/cluster/0/security?view=tenants', opensearch)).toEqual([
      'GET /_plugins/_security/authinfo',
      'GET /_plugins/_security/api/tenants',
    ]);
    expect(await openingAsks('/cluster/0/security?view=keys', opensearch)).toEqual([
      'GET /_plugins/_security/authinfo',
      'GET /_plugins/_security/api/internalusers',
    ]);
  });

  it('asks nothing more of a cluster without security', async () => {
    expect(await openingAsks('/cluster/0/security', { version: '8.15.0' }, false)).toEqual([
      'GET /_security/_authenticate',
    ]);
  });
});
