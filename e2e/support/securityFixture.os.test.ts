// The security route's answers without a browser, on OpenSearch: its state machine, and every
// answer checked against the engine's specification as fulfillFromSpec checks it.
// Run: npm run unit -- securityFixture (in e2e/).
import { describe, expect, it } from 'vitest';
import { specificationsAvailable } from './schemaCheck';
import { generatedOsUsers } from './security/osSeed';
import { call, os } from './security/securityCall';

describe.skipIf(!specificationsAvailable())('the security route', { timeout: 120_000 }, () => {
  describe('on OpenSearch', () => {
    it('answers every read of the demo configuration as the specification documents it', () => {
      const store = os();
      for (const path of [
        'authinfo',
        'api/internalusers',
        'api/internalusers/admin',
        'api/roles',
        'api/roles/own_index',
        'api/rolesmapping',
        'api/actiongroups',
        'api/actiongroups/crud',
        'api/tenants',
        'api/audit',
      ]) {
        expect(call(store, 'GET', `_plugins/_security/${path}`).status, path).toBe(200);
      }
      expect(call(store, 'GET', '_plugins/_security/authinfo').body).toMatchObject({
        user_name: 'admin',
        roles: ['all_access', 'own_index'],
        tenants: { admin: true, admin_tenant: true, global_tenant: true },
      });
      expect(
        call(os({ connectedAs: 'readall' }), 'GET', '_plugins/_security/authinfo').body,
      ).toMatchObject({ roles: ['own_index', 'readall'], backend_roles: ['readall'] });
    });

    it('creates, updates and deletes entries, and drops passwords', () => {
      const store = os();
      expect(
        call(store, 'PUT', '_plugins/_security/api/internalusers/jdoe', {
          password: 'S3cret-pass!',
          backend_roles: ['ops'],
        }),
      ).toMatchObject({ status: 201, body: { status: 'CREATED', message: "'jdoe' created." } });
      expect(
        call(store, 'PUT', '_plugins/_security/api/internalusers/jdoe', { backend_roles: ['dev'] }),
      ).toMatchObject({ status: 200, body: { status: 'OK' } });
      expect(call(store, 'GET', '_plugins/_security/api/internalusers/jdoe').body).toMatchObject({
        jdoe: { hash: '', backend_roles: ['dev'] },
      });
      expect(JSON.stringify([...store.config.internalusers.values()])).not.toMatch(/S3cret/);
      expect(
        call(store, 'PUT', '_plugins/_security/api/internalusers/nopass', { backend_roles: [] })
          .status,
      ).toBe(400);
      expect(call(store, 'DELETE', '_plugins/_security/api/internalusers/jdoe').body).toEqual({
        status: 'OK',
        message: "'jdoe' deleted.",
      });
      expect(call(store, 'GET', '_plugins/_security/api/internalusers/jdoe')).toMatchObject({
        status: 404,
        body: { status: 'NOT_FOUND' },
      });
    });

    it('refuses writes to reserved and static entries, and hides hidden ones', () => {
      const store = os({
        opensearch: {
          tenants: {
            secret_tenant: { reserved: false, hidden: true, static: false, description: 'Hidden' },
          },
        },
      });
      expect(
        call(store, 'PUT', '_plugins/_security/api/roles/all_access', { cluster_permissions: [] }),
      ).toMatchObject({
        status: 403,
        body: { status: 'FORBIDDEN', message: "Resource 'all_access' is static." },
      });
      expect(call(store, 'DELETE', '_plugins/_security/api/internalusers/admin')).toMatchObject({
        status: 403,
        body: { message: "Resource 'admin' is reserved." },
      });
      expect(
        call(store, 'PATCH', '_plugins/_security/api/actiongroups/read', [
          { op: 'add', path: '/allowed_actions/-', value: 'x' },
        ]).status,
      ).toBe(403);
      expect(call(store, 'GET', '_plugins/_security/api/tenants').body).not.toHaveProperty(
        'secret_tenant',
      );
      expect(call(store, 'GET', '_plugins/_security/api/tenants/secret_tenant').status).toBe(404);
      expect(call(store, 'DELETE', '_plugins/_security/api/tenants/secret_tenant').status).toBe(
        404,
      );
    });

    it('takes JSON Patch lists on an entry and on the collection', () => {
      const store = os({ opensearch: { internalusers: generatedOsUsers(3) } });
      const patchUser = [
        { op: 'replace', path: '/backend_roles', value: ['ops'] },
        { op: 'add', path: '/attributes/team', value: 'blue' },
      ];
      expect(
        call(store, 'PATCH', '_plugins/_security/api/internalusers/user-00001', patchUser).body,
      ).toEqual({ status: 'OK', message: "'user-00001' updated." });
      expect(store.config.internalusers.get('user-00001')).toMatchObject({
        backend_roles: ['ops'],
        attributes: { team: 'blue' },
      });
      const patchAll = [
        { op: 'remove', path: '/user-00000' },
        { op: 'add', path: '/newbie', value: { password: 'N3w-pass!', backend_roles: [] } },
        { op: 'add', path: '/readall/description', value: 'Reads' },
      ];
      expect(call(store, 'PATCH', '_plugins/_security/api/internalusers', patchAll).body).toEqual({
        status: 'OK',
        message: 'Resource updated.',
      });
      expect([...store.config.internalusers.keys()].sort()).toEqual([
        'admin',
        'kibanaserver',
        'newbie',
        'readall',
        'user-00001',
        'user-00002',
      ]);
      expect(store.config.internalusers.get('newbie')).toMatchObject({ hash: '' });
      expect(store.config.internalusers.get('newbie')).not.toHaveProperty('password');
      expect(
        call(store, 'PATCH', '_plugins/_security/api/internalusers', [
          { op: 'remove', path: '/admin' },
        ]).status,
      ).toBe(403);
      expect(
        call(store, 'PATCH', '_plugins/_security/api/roles/own_index', [
          { op: 'remove', path: '/nothing' },
        ]).status,
      ).toBe(400);
    });

    it('reads and changes the audit configuration', () => {
      const store = os();
      const { config } = call(store, 'GET', '_plugins/_security/api/audit').body as {
        config: { enabled: boolean };
      };
      expect(
        call(store, 'PUT', '_plugins/_security/api/audit/config', { ...config, enabled: false })
          .body,
      ).toMatchObject({ status: 'OK' });
      expect(
        call(store, 'PATCH', '_plugins/_security/api/audit', [
          { op: 'replace', path: '/config/audit/enable_rest', value: false },
        ]).status,
      ).toBe(200);
      expect(call(store, 'GET', '_plugins/_security/api/audit').body).toMatchObject({
        config: { enabled: false, audit: { enable_rest: false } },
      });
    });

    it('refuses every security path when the user may not use them', () => {
      const store = os({ forbidden: true });
      expect(call(store, 'GET', '_plugins/_security/api/internalusers')).toMatchObject({
        status: 403,
        body: { status: 'FORBIDDEN' },
      });
      expect(call(store, 'GET', '_plugins/_security/authinfo')).toMatchObject({
        status: 403,
        body: { error: { type: 'security_exception' } },
      });
    });
  });
});
