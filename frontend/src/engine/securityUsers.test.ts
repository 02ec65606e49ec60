import { describe, expect, it } from 'vitest';
import { JACKNICH } from '../test/securityExamples';
import { elasticsearchUserPage, elasticsearchUsers, opensearchUsers } from './securityUsers';

describe('elasticsearchUsers', () => {
  it('reads the GET _security/user map, reserved users marked, sorted by name', () => {
    // security/get_user/examples/response/SecurityGetUserResponseExample1.yaml, with a built-in user.
    const users = elasticsearchUsers({
      jacknich: JACKNICH,
      elastic: {
        username: 'elastic',
        roles: ['superuser'],
        metadata: { _reserved: true },
        enabled: true,
      },
      bob: { username: 'bob', roles: 'admin', enabled: false },
      broken: 'not a user',
    });
    expect(users.map((user) => [user.name, user.reserved, user.enabled])).toEqual([
      ['bob', false, false],
      ['elastic', true, true],
      ['jacknich', false, true],
    ]);
    expect(users[2]).toMatchObject({
      fullName: 'Jack Nicholson',
      email: 'jacknich@example.com',
      roles: ['admin', 'other_role1'],
      metadata: { intelligence: 7 },
    });
    expect(users[0].roles).toEqual([]);
  });
});

describe('elasticsearchUserPage', () => {
  it('reads a page of _query/user with its total and the sort values of its last user', () => {
    // security/query_user/examples/response/SecurityQueryUserResponseExample2.yaml
    const page = elasticsearchUserPage({
      total: 5,
      count: 2,
      users: [
        {
          username: 'ray',
          roles: ['other_role3'],
          full_name: 'Ray Nicholson',
          email: 'rayn@example.com',
          metadata: { intelligence: 7 },
          enabled: true,
          _sort: ['ray'],
        },
        {
          username: 'lorraine',
          roles: ['other_role3'],
          full_name: 'Lorraine Nicholson',
          email: 'lorraine@example.com',
          metadata: { intelligence: 7 },
          enabled: true,
          _sort: ['lorraine'],
        },
      ],
    });
    expect(page.total).toBe(5);
    expect(page.after).toEqual(['lorraine']);
    expect(page.users.map((user) => user.name)).toEqual(['ray', 'lorraine']);
  });

  it('has no next page without sort values, and nothing from a malformed answer', () => {
    expect(elasticsearchUserPage({ users: [{ username: 'a' }] }).after).toBeNull();
    expect(elasticsearchUserPage('<html>')).toEqual({ users: [], total: null, after: null });
  });
});

describe('opensearchUsers', () => {
  it('reads internal users: backend roles, direct roles, attributes, reserved and hidden', () => {
    const users = opensearchUsers({
      kibanaserver: {
        hash: '',
        reserved: true,
        hidden: false,
        backend_roles: [],
        attributes: {},
        description: 'Dashboards user',
        static: false,
      },
      jdoe: {
        hash: '',
        reserved: false,
        hidden: false,
        backend_roles: ['ops'],
        attributes: { team: 'web' },
        opendistro_security_roles: ['readall'],
      },
      internal: { hash: '', hidden: true, backend_roles: [] },
    });
    expect(users.map((user) => [user.name, user.reserved, user.hidden])).toEqual([
      ['internal', false, true],
      ['jdoe', false, false],
      ['kibanaserver', true, false],
    ]);
    expect(users[1]).toMatchObject({
      backendRoles: ['ops'],
      roles: ['readall'],
      metadata: { team: 'web' },
      enabled: null,
    });
    expect(users[2].description).toBe('Dashboards user');
  });
});
