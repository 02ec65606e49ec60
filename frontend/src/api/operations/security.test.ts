import { afterEach, describe, expect, it, vi } from 'vitest';
import { engineProfile } from '../../engine/profile';
import type { Distribution } from '../../engine/version';
import { installFakeFetch, jsonResponse, TEST_TARGET } from '../testFetch';
import {
  deleteRole,
  deleteUser,
  getRoles,
  getUsers,
  SECURITY_PAGE_SIZE,
  setUserEnabled,
} from './security';

afterEach(() => {
  vi.unstubAllGlobals();
});

const on = (distribution: Distribution, version: string) => ({
  ...TEST_TARGET,
  engine: engineProfile(distribution, version),
});

const asked = (calls: { method: string; url: string; body: string | null }[]) =>
  calls.map((call) => `${call.method} ${new URL(call.url).pathname} ${call.body ?? ''}`.trim());

/** `count` users named user-00000, user-00001... with their sort values. */
const usersNamed = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => {
    const username = `user-${String(from + i).padStart(5, '0')}`;
    return { username, roles: [], enabled: true, _sort: [username] };
  });

describe('security calls', () => {
  it('pages through _query/user on Elasticsearch 8.14 and later, ten thousand at a time', async () => {
    const { calls } = installFakeFetch((_request, index) =>
      jsonResponse({
        total: SECURITY_PAGE_SIZE + 2,
        users: index === 0 ? usersNamed(0, SECURITY_PAGE_SIZE) : usersNamed(SECURITY_PAGE_SIZE, 2),
      }),
    );
    const users = await getUsers(on('elasticsearch', '8.14.0'));
    expect(users).toHaveLength(SECURITY_PAGE_SIZE + 2);
    expect(users.at(-1)?.name).toBe('user-10001');
    expect(asked(calls)).toEqual([
      'POST /_security/_query/user {"size":10000,"sort":["username"]}',
      'POST /_security/_query/user {"size":10000,"sort":["username"],"search_after":["user-09999"]}',
    ]);
  });

  it('asks no page after the count the cluster gave is read', async () => {
    const { calls } = installFakeFetch(() =>
      jsonResponse({
        total: SECURITY_PAGE_SIZE,
        roles: usersNamed(0, SECURITY_PAGE_SIZE).map(({ username, _sort }) => ({
          name: username,
          _sort,
        })),
      }),
    );
    expect(await getRoles(on('elasticsearch', '8.15.0'))).toHaveLength(SECURITY_PAGE_SIZE);
    expect(asked(calls)).toEqual(['POST /_security/_query/role {"size":10000,"sort":["name"]}']);
  });

  it('pages on while a full page comes without a count', async () => {
    const { calls } = installFakeFetch((_request, index) =>
      jsonResponse({
        users: index === 0 ? usersNamed(0, SECURITY_PAGE_SIZE) : usersNamed(SECURITY_PAGE_SIZE, 1),
      }),
    );
    expect(await getUsers(on('elasticsearch', '8.14.0'))).toHaveLength(SECURITY_PAGE_SIZE + 1);
    expect(calls).toHaveLength(2);
  });

  it('reads the whole map before 8.14 (users) and 8.15 (roles), and the plugin API on OpenSearch', async () => {
    const { calls } = installFakeFetch(() => jsonResponse({}));
    await getUsers(on('elasticsearch', '8.13.4'));
    await getRoles(on('elasticsearch', '8.14.0'));
    await getRoles(on('elasticsearch', '8.15.0'));
    await getUsers(on('opensearch', '2.17.0'));
    await getRoles(on('opensearch', '2.17.0'));
    expect(asked(calls)).toEqual([
      'GET /_security/user',
      'GET /_security/role',
      'POST /_security/_query/role {"size":10000,"sort":["name"]}',
      'GET /_plugins/_security/api/internalusers',
      'GET /_plugins/_security/api/roles',
    ]);
  });

  it('deletes, enables and disables by name, the name escaped as one path segment', async () => {
    const { calls } = installFakeFetch(() => jsonResponse({ found: true }));
    await deleteUser(on('elasticsearch', '8.15.0'), 'ops/team #1');
    await setUserEnabled(on('elasticsearch', '8.15.0'), 'jdoe', false);
    await setUserEnabled(on('elasticsearch', '8.15.0'), 'jdoe', true);
    await deleteRole(on('opensearch', '2.17.0'), 'web readers');
    expect(asked(calls)).toEqual([
      'DELETE /_security/user/ops%2Fteam%20%231',
      'PUT /_security/user/jdoe/_disable',
      'PUT /_security/user/jdoe/_enable',
      'DELETE /_plugins/_security/api/roles/web%20readers',
    ]);
  });
});
