// The OpenSearch security seed: the plugin's demo configuration (internal_users.yml, roles.yml,
// roles_mapping.yml, tenants.yml and audit.yml of its demo installer) and its static roles and
// action groups (static_roles.yml, static_action_groups.yml), which are reserved and static.
// Every entry carries the keys the plugin's GET answers hold (security._common.yaml User, Role,
// RoleMapping, ActionGroup, Tenant).
import type { OsEntry, OsSeed } from './securityState';

/** The internal user authinfo names by default: the demo's admin. */
export const OS_CONNECTED = 'admin';

export function internalUser(
  description: string,
  backendRoles: string[],
  more: Partial<OsEntry> = {},
): OsEntry {
  return {
    hash: '',
    reserved: false,
    hidden: false,
    backend_roles: backendRoles,
    attributes: {},
    description,
    opendistro_security_roles: [],
    static: false,
    ...more,
  };
}

function role(
  description: string,
  cluster: string[],
  indexPatterns: string[],
  actions: string[],
  more: Partial<OsEntry> = {},
): OsEntry {
  return {
    reserved: false,
    hidden: false,
    description,
    cluster_permissions: cluster,
    index_permissions: [
      { index_patterns: indexPatterns, fls: [], masked_fields: [], allowed_actions: actions },
    ],
    tenant_permissions: [],
    static: false,
    ...more,
  };
}

function mapping(
  description: string,
  users: string[],
  backendRoles: string[],
  more: Partial<OsEntry> = {},
): OsEntry {
  return {
    hosts: [],
    users,
    reserved: false,
    hidden: false,
    backend_roles: backendRoles,
    and_backend_roles: [],
    description,
    ...more,
  };
}

const STATIC = { reserved: true, static: true };

function actionGroup(type: 'index' | 'cluster', actions: string[], description: string): OsEntry {
  return { ...STATIC, hidden: false, allowed_actions: actions, type, description };
}

const SEED: OsSeed = {
  internalusers: {
    admin: internalUser('Demo admin user', ['admin'], { reserved: true }),
    kibanaserver: internalUser('Demo OpenSearch Dashboards user', [], { reserved: true }),
    readall: internalUser('Demo readall user', ['readall']),
  },
  roles: {
    all_access: role('Allow full access to all indices and all cluster APIs', ['*'], ['*'], ['*'], {
      ...STATIC,
      tenant_permissions: [{ tenant_patterns: ['*'], allowed_actions: ['kibana_all_write'] }],
    }),
    readall: role(
      'Provide the minimum permissions for to readall indices',
      ['cluster_composite_ops_ro'],
      ['*'],
      ['read'],
      STATIC,
    ),
    kibana_server: role(
      'Provide the minimum permissions for the OpenSearch Dashboards server',
      [
        'cluster_monitor',
        'cluster_composite_ops',
        'manage_point_in_time',
        'indices:admin/template*',
        'indices:data/read/scroll*',
      ],
      ['.kibana', '.opensearch_dashboards'],
      ['indices_all'],
      STATIC,
    ),
    own_index: role(
      'Allow full access to an index named like the username',
      ['cluster_composite_ops'],
      ['${user.name}'],
      ['indices_all'],
    ),
  },
  rolesmapping: {
    all_access: mapping('Maps admin to all_access', [], ['admin']),
    own_index: mapping('Allow full access to an index named like the username', ['*'], []),
    readall: mapping('Maps readall to readall', [], ['readall']),
    kibana_server: mapping('Maps kibanaserver to kibana_server', ['kibanaserver'], [], {
      reserved: true,
    }),
  },
  actiongroups: {
    read: actionGroup(
      'index',
      ['indices:data/read*', 'indices:admin/mappings/fields/get*', 'indices:admin/resolve/index'],
      'Allow all read operations',
    ),
    write: actionGroup(
      'index',
      ['indices:data/write*', 'indices:admin/mapping/put'],
      'Allow writing documents',
    ),
    crud: actionGroup('index', ['read', 'write'], 'Allow all read and write operations'),
    indices_all: actionGroup('index', ['indices:*'], 'Allow everything on index level'),
    cluster_monitor: actionGroup(
      'cluster',
      ['cluster:monitor/*'],
      'Allow everything that is read-only on cluster level',
    ),
  },
  tenants: {
    global_tenant: { reserved: true, hidden: false, description: 'Global tenant', static: false },
    admin_tenant: {
      reserved: false,
      hidden: false,
      description: 'Demo tenant for admin user',
      static: false,
    },
  },
  audit: {
    enabled: true,
    audit: {
      enable_rest: true,
      disabled_rest_categories: ['AUTHENTICATED', 'GRANTED_PRIVILEGES'],
      enable_transport: true,
      disabled_transport_categories: ['AUTHENTICATED', 'GRANTED_PRIVILEGES'],
      resolve_bulk_requests: false,
      log_request_body: true,
      resolve_indices: true,
      exclude_sensitive_headers: true,
      ignore_users: ['kibanaserver'],
      ignore_requests: [],
      ignore_headers: [],
      ignore_url_params: [],
    },
    compliance: {
      enabled: true,
      internal_config: true,
      external_config: false,
      read_metadata_only: true,
      read_watched_fields: {},
      read_ignore_users: ['kibanaserver'],
      write_metadata_only: true,
      write_log_diffs: false,
      write_watched_indices: [],
      write_ignore_users: ['kibanaserver'],
    },
  },
};

/** The audit settings the plugin lets no one change through the API (GET audit's `_readonly`). */
export const AUDIT_READONLY = [
  '/audit/exclude_sensitive_headers',
  '/compliance/internal_config',
  '/compliance/external_config',
];

/** A fresh copy of the demo configuration. */
export function opensearchSeed(): OsSeed {
  return structuredClone(SEED);
}

/** `count` internal users named user-00000, user-00001, ..., with the readall backend role on every other one. */
export function generatedOsUsers(count: number): Record<string, OsEntry> {
  return Object.fromEntries(
    Array.from({ length: count }, (_, i) => [
      `user-${String(i).padStart(5, '0')}`,
      internalUser(`Generated user ${i}`, i % 2 === 0 ? ['readall'] : [], {
        attributes: { team: `team-${i % 4}` },
      }),
    ]),
  );
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** `count` roles named role-0000, role-0001, ..., each with a cluster permission and index
 * permissions on log, metric and order indices of one application. */
export function generatedOsRoles(count: number): Record<string, OsEntry> {
  const actions = ['read', 'write', 'crud', 'indices_monitor', 'indices:data/read/search*'];
  return Object.fromEntries(
    Array.from({ length: count }, (_, i) => {
      const entry = role(
        `Generated role ${i}`,
        [i % 5 === 0 ? 'cluster_monitor' : 'cluster_composite_ops_ro'],
        [`logs-app${pad((i * 3) % 100, 2)}-*`, `logs-${pad(i, 4)}`],
        [actions[i % actions.length], 'indices:data/read/get'],
      );
      const more = ['metrics', 'orders'].map((family, n) => ({
        index_patterns: [`${family}-app${pad((i * 3 + n + 1) % 100, 2)}-*`],
        fls: [],
        masked_fields: [],
        allowed_actions: [actions[(i + n + 1) % actions.length]],
      }));
      const permissions = entry.index_permissions as unknown[];
      return [`role-${pad(i, 4)}`, { ...entry, index_permissions: [...permissions, ...more] }];
    }),
  );
}

/** A mapping for each of generatedOsRoles(`count`): role i to user-(5i) … user-(5i+2) and a
 * backend role of 50 (readall for every tenth role). */
export function generatedOsRoleMappings(count: number): Record<string, OsEntry> {
  return Object.fromEntries(
    Array.from({ length: count }, (_, i) => [
      `role-${pad(i, 4)}`,
      mapping(
        `Generated mapping ${i}`,
        [0, 1, 2].map((n) => `user-${pad(i * 5 + n, 5)}`),
        [i % 10 === 0 ? 'readall' : `group-${i % 50}`],
      ),
    ]),
  );
}
