import { describe, expect, it } from 'vitest';
import { MY_ADMIN_ROLE } from '../test/securityExamples';
import { elasticsearchRolePage, elasticsearchRoles, opensearchRoles } from './securityRoles';

describe('elasticsearchRoles', () => {
  it('reads the documented role: its privileges, indices and field rules', () => {
    const [role] = elasticsearchRoles({ my_admin_role: MY_ADMIN_ROLE });
    expect(role).toMatchObject({
      name: 'my_admin_role',
      description: 'Grants full access to all management features within the cluster.',
      cluster: ['all'],
      indices: ['index1', 'index2'],
      restricted: true,
      reserved: false,
    });
    expect(role.definition).toEqual(MY_ADMIN_ROLE);
  });

  it('marks built-in roles, and a role that grants every field is not restricted', () => {
    const roles = elasticsearchRoles({
      viewer: {
        cluster: [],
        indices: [{ names: ['*'], privileges: ['read'], field_security: { grant: ['*'] } }],
        metadata: { _reserved: true },
      },
      dls: {
        indices: [
          { names: ['logs-*', 'logs-*'], privileges: ['read'], query: '{"term":{"team":"web"}}' },
        ],
      },
    });
    expect(roles.map((role) => [role.name, role.reserved, role.restricted, role.indices])).toEqual([
      ['dls', false, true, ['logs-*']],
      ['viewer', true, false, ['*']],
    ]);
  });
});

describe('elasticsearchRolePage', () => {
  it('reads a page of _query/role without the name and sort values in the definition', () => {
    const page = elasticsearchRolePage({
      total: 2,
      count: 1,
      roles: [{ name: 'my_admin_role', ...MY_ADMIN_ROLE, _sort: ['my_admin_role'] }],
    });
    expect(page).toMatchObject({ total: 2, after: ['my_admin_role'] });
    expect(page.roles[0].definition).toEqual(MY_ADMIN_ROLE);
  });
});

describe('opensearchRoles', () => {
  it('reads permissions, index patterns, DLS/FLS/masking, reserved, static and hidden', () => {
    const roles = opensearchRoles({
      own_index: {
        reserved: false,
        hidden: false,
        cluster_permissions: ['cluster_composite_ops'],
        index_permissions: [
          {
            index_patterns: ['${user_name}'],
            allowed_actions: ['indices_all'],
            fls: [],
            masked_fields: [],
          },
        ],
        static: true,
      },
      analysts: {
        cluster_permissions: [],
        index_permissions: [
          { index_patterns: ['logs-*'], dls: '{"term":{"team":"web"}}', allowed_actions: ['read'] },
        ],
        tenant_permissions: [
          { tenant_patterns: ['analysts'], allowed_actions: ['kibana_all_read'] },
        ],
        description: 'reads web logs',
      },
      secret: {
        hidden: true,
        index_permissions: [{ index_patterns: ['s'], masked_fields: ['ssn'] }],
      },
    });
    expect(roles.map((role) => [role.name, role.reserved, role.hidden, role.restricted])).toEqual([
      ['analysts', false, false, true],
      ['own_index', true, false, false],
      ['secret', false, true, true],
    ]);
    expect(roles[1]).toMatchObject({
      cluster: ['cluster_composite_ops'],
      indices: ['${user_name}'],
    });
  });
});
