// The security route's answers without a browser, on Elasticsearch: its state machine, and every
// answer checked against the engine's specification as fulfillFromSpec checks it.
// Run: npm run unit -- securityFixture (in e2e/).
import { describe, expect, it } from 'vitest';
import { specificationsAvailable } from './schemaCheck';
import { generatedEsUsers } from './security/esSeed';
import { answer, securityStore } from './security/securityAnswer';
import { call, es } from './security/securityCall';
import type { Distribution } from './security/securityState';

describe.skipIf(!specificationsAvailable())('the security route', { timeout: 120_000 }, () => {
  describe('on Elasticsearch', () => {
    it('answers every read of the seed as the specification documents it', () => {
      const store = es();
      for (const path of [
        '_security/_authenticate',
        '_security/user/_privileges',
        '_security/user',
        '_security/user/jacknich?with_profile_uid=true',
        '_security/role',
        '_security/role/my_admin_role',
        '_security/role_mapping',
        '_security/api_key',
        '_security/api_key?with_limited_by=true',
        '_security/privilege/_builtin',
      ]) {
        expect(call(store, 'GET', path).status, path).toBe(200);
      }
      for (const path of [
        '_security/_query/user',
        '_security/_query/role',
        '_security/_query/api_key',
      ]) {
        expect(call(store, 'POST', path, { sort: ['name'] }).status, path).toBe(200);
      }
    });

    it('says who is connected and what that user may do', () => {
      expect(call(es(), 'GET', '_security/_authenticate').body).toMatchObject({
        username: 'rdeniro',
        roles: ['admin'],
        authentication_realm: { name: 'file', type: 'file' },
      });
      expect(call(es({ connectedAs: 'ray' }), 'GET', '_security/_authenticate').body).toMatchObject(
        { username: 'ray', full_name: 'Ray Nicholson', authentication_realm: { type: 'native' } },
      );
      const request = {
        cluster: ['monitor', 'manage'],
        index: [{ names: ['index1', 'logs'], privileges: ['read', 'write'] }],
      };
      expect(call(es(), 'POST', '_security/user/_has_privileges', request).body).toMatchObject({
        username: 'rdeniro',
        has_all_requested: true,
      });
      const user = call(
        es({ elasticsearch: { users: generatedEsUsers(1) } }),
        'GET',
        '_security/user/user-00000/_has_privileges',
        request,
      ).body;
      expect(user).toEqual({
        username: 'user-00000',
        has_all_requested: false,
        cluster: { monitor: false, manage: false },
        index: { index1: { read: true, write: true }, logs: { read: false, write: false } },
        application: {},
      });
    });

    it('creates, updates, disables and deletes users, never keeping a password', () => {
      const store = es();
      expect(
        call(store, 'PUT', '_security/user/jdoe', {
          password: 'l0ng-secret',
          roles: ['my_user_role'],
          full_name: 'Jane Doe',
        }).body,
      ).toEqual({ created: true });
      expect(call(store, 'POST', '_security/user/jdoe', { roles: ['my_admin_role'] }).body).toEqual(
        { created: false },
      );
      expect(call(store, 'PUT', '_security/user/jdoe/_disable').body).toEqual({});
      expect(
        call(store, 'POST', '_security/user/jdoe/_password', { password: 'an0ther-secret' }).body,
      ).toEqual({});
      expect(call(store, 'GET', '_security/user/jdoe').body).toEqual({
        jdoe: {
          username: 'jdoe',
          roles: ['my_admin_role'],
          full_name: 'Jane Doe',
          email: null,
          metadata: {},
          enabled: false,
        },
      });
      expect(JSON.stringify([...store.users.values()])).not.toMatch(/secret/);
      expect(call(store, 'DELETE', '_security/user/jdoe').body).toEqual({ found: true });
      expect(call(store, 'DELETE', '_security/user/jdoe')).toMatchObject({
        status: 404,
        body: { found: false },
      });
      expect(call(store, 'GET', '_security/user/jdoe')).toMatchObject({ status: 404, body: {} });
      expect(call(store, 'PUT', '_security/user/nobody/_enable').status).toBe(400);
      expect(call(store, 'PUT', '_security/user/newbie', { roles: [] }).status).toBe(400);
    });

    it('queries users by prefix, wildcard and term, sorted and paged with search_after', () => {
      const store = es({ elasticsearch: { users: generatedEsUsers(25) } });
      const first = call(store, 'POST', '_security/_query/user', {
        query: { prefix: { username: 'user-' } },
        size: 10,
        sort: [{ username: 'desc' }],
      }).body as { total: number; count: number; users: { username: string; _sort: string[] }[] };
      expect([first.total, first.count, first.users[0].username]).toEqual([25, 10, 'user-00024']);
      const next = call(store, 'POST', '_security/_query/user', {
        query: { prefix: { username: 'user-' } },
        size: 10,
        sort: [{ username: 'desc' }],
        search_after: first.users[9]._sort,
      }).body as typeof first;
      expect(next.users[0].username).toBe('user-00014');
      expect(
        (
          call(store, 'POST', '_security/_query/user', {
            query: { wildcard: { username: '*nich' } },
          }).body as typeof first
        ).users.map((u) => u.username),
      ).toEqual(['jacknich']);
      expect(
        (
          call(store, 'POST', '_security/_query/user', {
            query: { term: { username: { value: 'ray' } } },
          }).body as typeof first
        ).total,
      ).toBe(1);
      expect(
        call(store, 'POST', '_security/_query/user', { query: { match: { username: 'ray' } } })
          .status,
      ).toBe(400);
    });

    it('keeps roles and role mappings', () => {
      const store = es();
      expect(
        call(store, 'PUT', '_security/role/logs_reader', {
          cluster: ['monitor'],
          indices: [{ names: ['logs-*'], privileges: ['read'] }],
        }).body,
      ).toEqual({ role: { created: true } });
      expect(call(store, 'POST', '_security/role/logs_reader', { cluster: [] }).body).toEqual({
        role: { created: false },
      });
      expect(call(store, 'GET', '_security/role/logs_reader,unknown').body).toHaveProperty(
        'logs_reader',
      );
      expect(call(store, 'DELETE', '_security/role/logs_reader').body).toEqual({ found: true });
      expect(call(store, 'GET', '_security/role/logs_reader').status).toBe(404);
      expect(
        call(store, 'PUT', '_security/role_mapping/admins', {
          roles: ['admin'],
          rules: { field: { groups: 'admins' } },
        }).body,
      ).toEqual({ role_mapping: { created: true } });
      expect(call(store, 'PUT', '_security/role_mapping/broken', { roles: ['admin'] }).status).toBe(
        400,
      );
      expect(call(store, 'DELETE', '_security/role_mapping/mapping1').body).toEqual({
        found: true,
      });
      expect(call(store, 'GET', '_security/role_mapping/mapping1').status).toBe(404);
    });

    it('creates, finds, updates and invalidates API keys', () => {
      const store = es();
      const made = call(store, 'POST', '_security/api_key', {
        name: 'ci-key',
        expiration: '1d',
        metadata: { team: 'ops' },
      }).body as { id: string; api_key: string; encoded: string };
      expect(Buffer.from(made.encoded, 'base64').toString()).toBe(`${made.id}:${made.api_key}`);
      expect(
        (
          call(store, 'GET', '_security/api_key?owner=true').body as {
            api_keys: { name: string }[];
          }
        ).api_keys.map((key) => key.name),
      ).toEqual(['ci-key']);
      expect(
        (
          call(store, 'GET', '_security/api_key?username=myuser&realm_name=native1').body as {
            api_keys: unknown[];
          }
        ).api_keys,
      ).toHaveLength(2);
      expect(
        call(store, 'PUT', `_security/api_key/${made.id}`, { metadata: { team: 'dev' } }).body,
      ).toEqual({ updated: true });
      expect(
        call(store, 'PUT', `_security/api_key/${made.id}`, { metadata: { team: 'dev' } }).body,
      ).toEqual({ updated: false });
      expect(
        call(store, 'PUT', '_security/api_key/VuaCfGcBCdbkQm-e5aOx', { metadata: {} }).status,
      ).toBe(404);
      expect(
        call(store, 'POST', '_security/api_key/_bulk_update', {
          ids: [made.id, 'VuaCfGcBCdbkQm-e5aOx'],
          metadata: { x: 1 },
        }).body,
      ).toMatchObject({ updated: [made.id], noops: [], errors: { count: 1 } });
      expect(
        call(store, 'DELETE', '_security/api_key', { ids: [made.id, 'nkvrGXsB8w290t56q3Rg'] }).body,
      ).toEqual({
        invalidated_api_keys: ['nkvrGXsB8w290t56q3Rg', made.id],
        previously_invalidated_api_keys: [],
        error_count: 0,
      });
      expect(call(store, 'DELETE', '_security/api_key', { ids: [made.id] }).body).toMatchObject({
        previously_invalidated_api_keys: [made.id],
      });
      const page = call(store, 'POST', '_security/_query/api_key', {
        query: { term: { invalidated: false } },
        sort: ['creation'],
        size: 2,
      }).body as { total: number; api_keys: { _sort: unknown[] }[] };
      expect(page.total).toBe(4);
      expect(page.api_keys[0]._sort).toEqual(['2019-01-27T00:55:50.158Z']);
    });

    it('refuses every security path when the user may not use them', () => {
      const store = es({ forbidden: true });
      expect(call(store, 'GET', '_security/user')).toMatchObject({
        status: 403,
        body: { error: { type: 'security_exception' } },
      });
      expect(call(store, 'DELETE', '_security/api_key', { ids: ['x'] }).status).toBe(403);
    });
  });

  it('answers only security paths, on either engine', () => {
    for (const distribution of ['elasticsearch', 'opensearch'] as Distribution[]) {
      expect(answer(securityStore(distribution), 'GET', '_security/nothing', null).status).toBe(
        400,
      );
    }
  });
});
