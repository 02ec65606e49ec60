import { evaluateOpensearchAccess, type OpensearchAccessQuestion } from './opensearchAccess';

// Test data for the OpenSearch permissions answer: the security plugin's shipped action groups,
// its demo roles and role mappings with a logging team's added, as the plugin's APIs list them,
// and a question about them with what a test does not set filled in.

// Action groups as the security plugin ships them (static_action_groups.yml), as GET
// _plugins/_security/api/actiongroups lists them.
export const ACTION_GROUPS = {
  read: {
    reserved: true,
    static: true,
    type: 'index',
    allowed_actions: [
      'indices:data/read*',
      'indices:admin/mappings/fields/get*',
      'indices:admin/resolve/index',
    ],
  },
  write: {
    reserved: true,
    static: true,
    type: 'index',
    allowed_actions: ['indices:data/write*', 'indices:admin/mapping/put'],
  },
  crud: { reserved: true, static: true, type: 'index', allowed_actions: ['read', 'write'] },
  get: {
    reserved: true,
    static: true,
    type: 'index',
    allowed_actions: ['indices:data/read/get*', 'indices:data/read/mget*'],
  },
  indices_all: { reserved: true, static: true, type: 'index', allowed_actions: ['indices:*'] },
  indices_monitor: {
    reserved: true,
    static: true,
    type: 'index',
    allowed_actions: ['indices:monitor/*'],
  },
  cluster_monitor: {
    reserved: true,
    static: true,
    type: 'cluster',
    allowed_actions: ['cluster:monitor/*'],
  },
  cluster_composite_ops_ro: {
    reserved: true,
    static: true,
    type: 'cluster',
    allowed_actions: [
      'indices:data/read/mget',
      'indices:data/read/msearch',
      'indices:data/read/mtv',
      'indices:admin/aliases/exists*',
      'indices:admin/aliases/get*',
      'indices:data/read/scroll',
      'indices:admin/resolve/index',
    ],
  },
  cluster_composite_ops: {
    reserved: true,
    static: true,
    type: 'cluster',
    allowed_actions: [
      'indices:data/write/bulk',
      'indices:admin/aliases*',
      'indices:data/write/reindex',
      'cluster_composite_ops_ro',
    ],
  },
  manage_snapshots: {
    reserved: true,
    static: true,
    type: 'cluster',
    allowed_actions: ['cluster:admin/snapshot/*', 'cluster:admin/repository/*'],
  },
};

// The plugin's demo roles mapping (config/roles_mapping.yml) as the rolesmapping API answers it,
// with mappings by user pattern, by all of several backend roles and by host added.
export const MAPPINGS = {
  all_access: {
    reserved: false,
    hidden: false,
    backend_roles: ['admin'],
    hosts: [],
    users: [],
    and_backend_roles: [],
  },
  own_index: {
    reserved: false,
    hidden: false,
    backend_roles: [],
    hosts: [],
    users: ['*'],
    and_backend_roles: [],
  },
  readall: {
    reserved: false,
    hidden: false,
    backend_roles: ['readall'],
    hosts: [],
    users: [],
    and_backend_roles: [],
  },
  manage_snapshots: {
    reserved: false,
    hidden: false,
    backend_roles: ['snapshotrestore'],
    hosts: [],
    users: [],
    and_backend_roles: [],
  },
  logs_writer: {
    backend_roles: ['ldap-*'],
    users: ['/analyst-\\d+/', 'aud?tor'],
    hosts: [],
    and_backend_roles: [],
  },
  oncall_ops: { backend_roles: [], users: [], hosts: [], and_backend_roles: ['ops', 'on*call'] },
  office_reader: { backend_roles: [], users: [], hosts: ['10.0.*'], and_backend_roles: [] },
  ghost: { users: ['jdoe'] },
};

// The demo roles (all_access, own_index, readall, manage_snapshots) as the roles API answers
// them, and roles of a logging team added.
export const ROLES = {
  all_access: {
    reserved: true,
    hidden: false,
    static: true,
    cluster_permissions: ['*'],
    index_permissions: [
      { index_patterns: ['*'], fls: [], masked_fields: [], allowed_actions: ['*'] },
    ],
    tenant_permissions: [{ tenant_patterns: ['*'], allowed_actions: ['kibana_all_write'] }],
  },
  own_index: {
    reserved: true,
    hidden: false,
    static: false,
    cluster_permissions: ['*'],
    index_permissions: [
      {
        index_patterns: ['${user_name}'],
        fls: [],
        masked_fields: [],
        allowed_actions: ['indices_all'],
      },
    ],
    tenant_permissions: [],
  },
  readall: {
    reserved: true,
    hidden: false,
    static: false,
    cluster_permissions: ['cluster_composite_ops_ro'],
    index_permissions: [
      { index_patterns: ['*'], fls: [], masked_fields: [], allowed_actions: ['read'] },
    ],
    tenant_permissions: [],
  },
  manage_snapshots: {
    reserved: true,
    hidden: false,
    static: false,
    cluster_permissions: ['manage_snapshots'],
    index_permissions: [
      {
        index_patterns: ['*'],
        fls: [],
        masked_fields: [],
        allowed_actions: ['indices:data/write/index', 'indices:admin/create'],
      },
    ],
    tenant_permissions: [],
  },
  logs_writer: {
    cluster_permissions: ['cluster_monitor'],
    index_permissions: [
      { index_patterns: ['logs-*', '/audit-\\d{4}/'], allowed_actions: ['crud'], dls: '', fls: [] },
      { index_patterns: ['metrics-*'], allowed_actions: ['get', 'indices_monitor'] },
    ],
  },
  oncall_ops: {
    cluster_permissions: ['cluster_composite_ops'],
    index_permissions: [
      { index_patterns: ['app-${user.name}-*'], allowed_actions: ['indices:data/read/*'] },
      { index_patterns: ['team-${attr.jwt.team}'], allowed_actions: ['indices:data/write/*'] },
    ],
  },
  office_reader: {
    index_permissions: [{ index_patterns: ['reports'], allowed_actions: ['read'] }],
  },
  restricted_reader: {
    index_permissions: [
      {
        index_patterns: ['hr-*'],
        allowed_actions: ['read'],
        dls: '{"term": {"public": true}}',
        fls: ['~salary'],
        masked_fields: ['ssn'],
      },
    ],
  },
};

export const SEARCH = 'indices:data/read/search';

/** The answer for jdoe (no backend roles) searching movies, unless `overrides` says otherwise. */
export function ask(overrides: Partial<OpensearchAccessQuestion>) {
  return evaluateOpensearchAccess({
    user: { name: 'jdoe', backendRoles: [] },
    mappings: MAPPINGS,
    roles: ROLES,
    actionGroups: ACTION_GROUPS,
    action: SEARCH,
    index: 'movies',
    ...overrides,
  });
}
