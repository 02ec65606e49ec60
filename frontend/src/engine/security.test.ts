import { describe, expect, it } from 'vitest';
import { identityOf, identityPath } from './security';

// Elasticsearch's documented answer of GET _security/_authenticate (the specification's first
// response example), and an OpenSearch authinfo answer with the keys its OpenAPI schema lists.
const ELASTICSEARCH = {
  username: 'rdeniro',
  roles: ['admin'],
  full_name: null,
  email: null,
  metadata: {},
  enabled: true,
  authentication_realm: { name: 'file', type: 'file' },
  lookup_realm: { name: 'file', type: 'file' },
  authentication_type: 'realm',
};

const OPENSEARCH = {
  user: 'User [name=jdoe, backend_roles=[ops], requestedTenant=null]',
  user_name: 'jdoe',
  user_requested_tenant: null,
  remote_address: '127.0.0.1:52410',
  backend_roles: ['ops'],
  custom_attribute_names: [],
  roles: ['own_index', 'readall'],
  tenants: { jdoe: true, global_tenant: true, analysts: false },
  principal: null,
  peer_certificates: '0',
  sso_logout_url: null,
};

describe('identity', () => {
  it('asks each engine its own way, and an engine without security nothing', () => {
    expect(identityPath('xpack')).toBe('_security/_authenticate');
    expect(identityPath('opendistro')).toBe('_plugins/_security/authinfo');
    expect(identityPath('none')).toBeNull();
  });

  it("reads Elasticsearch's user, realm, how they authenticated and roles", () => {
    expect(identityOf('xpack', ELASTICSEARCH)).toEqual({
      username: 'rdeniro',
      realm: { name: 'file', type: 'file' },
      authenticationType: 'realm',
      fullName: null,
      email: null,
      roles: ['admin'],
      backendRoles: [],
      tenants: [],
    });
  });

  it("reads OpenSearch's user, roles, backend roles and tenants sorted, each writable or not", () => {
    expect(identityOf('opendistro', OPENSEARCH)).toEqual({
      username: 'jdoe',
      realm: null,
      authenticationType: null,
      fullName: null,
      email: null,
      roles: ['own_index', 'readall'],
      backendRoles: ['ops'],
      tenants: [
        { name: 'analysts', writable: false },
        { name: 'global_tenant', writable: true },
        { name: 'jdoe', writable: true },
      ],
    });
  });

  it('reads an answer that names no user as nobody, and leaves out fields of the wrong type', () => {
    expect(identityOf('xpack', { roles: ['admin'] })).toBeNull();
    expect(identityOf('opendistro', 'not json')).toBeNull();
    expect(identityOf('none', ELASTICSEARCH)).toBeNull();
    expect(
      identityOf('xpack', { username: 'x', roles: 'admin', authentication_realm: { type: 1 } }),
    ).toMatchObject({ username: 'x', roles: [], realm: null });
    expect(
      identityOf('opendistro', { user_name: 'y', roles: [1, 'r'], tenants: [] }),
    ).toMatchObject({ roles: ['r'], tenants: [] });
  });
});
