import type { OpensearchUser } from './opensearchAccessConfig';

// Test data: a large security configuration for the permissions answer, shaped as both engines'
// APIs list it and the same on every call: 2,000 roles with a few index permissions each, 500
// OpenSearch action groups nested three deep and role mappings with 10,000 users and backend
// roles in all.

const pad = (n: number, width = 4) => String(n).padStart(width, '0');

export const BIG_ROLES = 2_000;
const LEAF_GROUPS = 200;
const MIDDLE_GROUPS = 200;
const TOP_GROUPS = 100;
const FAMILIES = ['logs', 'metrics', 'traces', 'audit', 'orders'];

const VERBS = [
  'indices:data/read/search*',
  'indices:data/read/get',
  'indices:data/write/index',
  'indices:data/write/delete*',
  'indices:admin/mapping/put',
  'indices:monitor/stats',
  'indices:admin/refresh*',
  'cluster:monitor/health',
  'cluster:monitor/state',
  'cluster:admin/snapshot/*',
];

/** 500 action groups: leaves of action patterns, groups of leaves, groups of those. */
export function bigActionGroups(): Record<string, { allowed_actions: string[] }> {
  const groups: Record<string, { allowed_actions: string[] }> = {};
  for (let i = 0; i < LEAF_GROUPS; i += 1) {
    const actions = [0, 3, 7].map((step) => VERBS[(i + step) % VERBS.length]);
    groups[`leaf-${pad(i)}`] = { allowed_actions: [...actions, `indices:custom/op${pad(i)}`] };
  }
  for (let i = 0; i < MIDDLE_GROUPS; i += 1) {
    groups[`middle-${pad(i)}`] = {
      allowed_actions: [`leaf-${pad(i)}`, `leaf-${pad((i * 7 + 3) % LEAF_GROUPS)}`],
    };
  }
  for (let i = 0; i < TOP_GROUPS; i += 1) {
    const members = [i, i + 100, (i * 13) % MIDDLE_GROUPS].map((m) => `middle-${pad(m)}`);
    groups[`top-${pad(i)}`] = { allowed_actions: [...members, `cluster:custom/op${pad(i)}`] };
  }
  return groups;
}

const actionGroupOf = (i: number) =>
  i % 3 === 0
    ? `top-${pad(i % TOP_GROUPS)}`
    : i % 3 === 1
      ? `middle-${pad(i % MIDDLE_GROUPS)}`
      : `leaf-${pad(i % LEAF_GROUPS)}`;

/** The index permission `n` of role `i`: its patterns name one family and one application. */
function indexPermission(i: number, n: number) {
  const family = FAMILIES[(i + n) % FAMILIES.length];
  const app = pad((i * 3 + n) % 100, 2);
  const patterns = [`${family}-app${app}-*`, `${family}-${pad(i)}-${n}`];
  if (i % 50 === 7) patterns.push('home-${user.name}');
  if (i % 97 === 11) patterns.push('/archive-\\d+/');
  return {
    index_patterns: patterns,
    allowed_actions: [actionGroupOf(i + n), n === 0 ? 'indices:data/read/get' : VERBS[n]],
    ...(i % 40 === 5 && n === 0 ? { dls: '{"term":{"owner":"${user.name}"}}' } : {}),
    ...(i % 60 === 9 && n === 1 ? { fls: ['~secret'] } : {}),
    ...(i % 70 === 13 && n === 2 ? { masked_fields: ['email'] } : {}),
  };
}

/** The OpenSearch roles answer: role-0000 … role-1999, three index permissions each. */
export function bigOpensearchRoles(): Record<string, unknown> {
  const roles: Record<string, unknown> = {};
  for (let i = 0; i < BIG_ROLES; i += 1) {
    roles[`role-${pad(i)}`] = {
      reserved: false,
      hidden: false,
      static: false,
      cluster_permissions: [actionGroupOf(i + 1), ...(i % 5 === 0 ? ['cluster:monitor/*'] : [])],
      index_permissions: [0, 1, 2].map((n) => indexPermission(i, n)),
      tenant_permissions: [],
    };
  }
  return roles;
}

/**
 * The OpenSearch rolesmapping answer: a mapping per role with three users and two backend roles
 * (10,000 entries), some of them patterns; every 25th mapping needs two backend roles together,
 * every 100th names hosts.
 */
export function bigOpensearchMappings(): Record<string, unknown> {
  const mappings: Record<string, unknown> = {};
  for (let i = 0; i < BIG_ROLES; i += 1) {
    const users = [`user-${pad(i * 5, 5)}`, `user-${pad(i * 5 + 1, 5)}`];
    users.push(
      i % 10 === 0 ? `team${i % 30}-*` : i % 33 === 0 ? '/ops-\\d+/' : `user-${pad(i * 5 + 2, 5)}`,
    );
    mappings[`role-${pad(i)}`] = {
      reserved: false,
      hidden: false,
      users,
      backend_roles: [`dept-${i % 40}`, i % 15 === 0 ? `ldap-${i % 7}*` : `group-${i % 300}`],
      and_backend_roles: i % 25 === 0 ? [`dept-${i % 40}`, 'on*call'] : [],
      hosts: i % 100 === 0 ? ['10.0.*'] : [],
    };
  }
  return mappings;
}

/** The Elasticsearch GET _security/role answer: 2,000 roles with three index entries each. */
export function bigElasticsearchRoles(): Record<string, unknown> {
  const privileges = ['read', 'write', 'monitor', 'view_index_metadata', 'indices:data/read/*'];
  const roles: Record<string, unknown> = {};
  for (let i = 0; i < BIG_ROLES; i += 1) {
    roles[`role-${pad(i)}`] = {
      cluster: [
        i % 5 === 0 ? 'monitor' : 'manage_own_api_key',
        i % 9 === 0 ? 'cluster:admin/*' : 'none',
      ],
      indices: [0, 1, 2].map((n) => {
        const { index_patterns: names, dls } = indexPermission(i, n);
        return {
          names,
          privileges: [privileges[(i + n) % privileges.length], n === 2 ? 'create_index' : 'read'],
          allow_restricted_indices: i % 200 === 0,
          ...(dls === undefined ? {} : { query: dls }),
        };
      }),
      applications: [],
      run_as: [],
      metadata: {},
    };
  }
  return roles;
}

/** The three OpenSearch answers, as the evaluator's question takes them. */
export const bigOpensearchAnswers = () => ({
  mappings: bigOpensearchMappings(),
  roles: bigOpensearchRoles(),
  actionGroups: bigActionGroups(),
});

/** Users of the OpenSearch configuration: with a few roles, with about 130 (by a name pattern,
 * backend roles and directly), and with about 100 (by a regex and a backend role). */
export const BIG_USERS: Record<'few' | 'many' | 'patterned', OpensearchUser> = {
  few: { name: 'user-00042', backendRoles: ['group-17'] },
  many: {
    name: 'team10-alice',
    backendRoles: ['dept-7', 'ldap-3x', 'oncall'],
    roles: ['role-0001'],
  },
  patterned: { name: 'ops-12', backendRoles: ['dept-7'] },
};
