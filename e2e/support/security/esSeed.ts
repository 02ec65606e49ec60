// The Elasticsearch security seed: the users, roles, role mappings and API keys of the
// specification's documented response examples (paths relative to
// api-specs/elasticsearch/specification/security).
import type { EsApiKey, EsSeed, EsUser, Json } from './securityState';

/** The user the documented GET _security/_authenticate answer names (authenticate/examples/response/SecurityAuthenticateResponseExample1.yaml), in the file realm. */
export const ES_CONNECTED = 'rdeniro';

/** rdeniro's realm there: a file realm user is not listed by GET _security/user. */
export const FILE_REALM_USER: EsUser = {
  username: 'rdeniro',
  roles: ['admin'],
  full_name: null,
  email: null,
  metadata: {},
  enabled: true,
};

function nicholson(username: string, fullName: string, roles: string[]): EsUser {
  return {
    username,
    roles,
    full_name: fullName,
    email: `${username}@example.com`,
    metadata: { intelligence: 7 },
    enabled: true,
  };
}

const USERS: EsUser[] = [
  // get_user/examples/response/SecurityGetUserResponseExample1.yaml
  {
    ...nicholson('jacknich', 'Jack Nicholson', ['admin', 'other_role1']),
    profile_uid: 'u_79HkWkwmnBH5gqFKwoxggWPjEBOur1zLPXQPEl1VBW0_0',
  },
  // query_user/examples/response/SecurityQueryUserResponseExample3.yaml
  nicholson('sandrakn', 'Sandra Knight', ['admin', 'other_role1']),
  // query_user/examples/response/SecurityQueryUserResponseExample2.yaml (their emails are rayn@ and lorraine@)
  { ...nicholson('ray', 'Ray Nicholson', ['other_role3']), email: 'rayn@example.com' },
  nicholson('lorraine', 'Lorraine Nicholson', ['other_role3']),
];

const TITLE_AND_BODY = {
  names: ['index1', 'index2'],
  privileges: ['all'],
  allow_restricted_indices: false,
  field_security: { grant: ['title', 'body'] },
};

const ROLES: Record<string, Json> = {
  // The privileges of get_user_privileges/examples/response/SecurityGetUserPrivilegesResponseExample1.yaml,
  // as the role `admin` the documented authenticate and get_user answers give their users.
  admin: {
    cluster: ['all'],
    indices: [{ names: ['*'], privileges: ['all'], allow_restricted_indices: true }],
    applications: [{ application: '*', privileges: ['*'], resources: ['*'] }],
    run_as: ['*'],
    metadata: {},
    transient_metadata: { enabled: true },
  },
  // get_role/examples/response/SecurityGetRoleResponseExample1.yaml
  my_admin_role: {
    description: 'Grants full access to all management features within the cluster.',
    cluster: ['all'],
    indices: [TITLE_AND_BODY],
    applications: [],
    run_as: ['other_user'],
    metadata: { version: 1 },
    transient_metadata: { enabled: true },
  },
  // query_role/examples/response/QueryRolesResponseExample1.yaml
  my_user_role: {
    description: 'Grants user access to some indicies.',
    cluster: [],
    indices: [TITLE_AND_BODY],
    applications: [],
    run_as: [],
    metadata: { version: 1 },
    transient_metadata: { enabled: true },
  },
};

const ROLE_MAPPINGS: Record<string, Json> = {
  // get_role_mapping/examples/response/SecurityGetRoleMappingResponseExample1.yaml
  mapping1: { enabled: true, roles: ['user'], rules: { field: { username: '*' } }, metadata: {} },
};

const POWER_USER = {
  'role-power-user': {
    cluster: ['monitor'],
    indices: [{ names: ['*'], privileges: ['read'], allow_restricted_indices: false }],
    applications: [],
    run_as: [],
    metadata: {},
    transient_metadata: { enabled: true },
  },
};

function roleA(): Json {
  return {
    'role-a': {
      cluster: ['monitor'],
      indices: [{ names: ['index-a'], privileges: ['read'], allow_restricted_indices: false }],
      applications: [],
      run_as: [],
      metadata: {},
      transient_metadata: { enabled: true },
    },
  };
}

/**
 * A key of myuser as get_api_key/examples/response/SecurityGetApiKeyResponseExample1.yaml and
 * Example2.yaml show it: the two are alike but for their id, name, role descriptors and limits.
 */
function myuserKey(
  id: string,
  name: string,
  roleDescriptors: Json,
  limitedBy?: Json[],
): EsApiKey {
  return {
    id,
    name,
    type: 'rest',
    creation: 1548550550158,
    expiration: 1548551550158,
    invalidated: false,
    username: 'myuser',
    realm: 'native1',
    realm_type: 'native',
    metadata: { application: 'myapp' },
    role_descriptors: roleDescriptors,
    ...(limitedBy ? { limited_by: limitedBy } : {}),
  };
}

// `type` is required by ApiKey (_types/ApiKey.ts) and written by the engine since 8.10; the
// examples predate it.
const API_KEYS: EsApiKey[] = [
  myuserKey('VuaCfGcBCdbkQm-e5aOx', 'my-api-key', {}, [POWER_USER]),
  myuserKey('0GF5GXsBCXxz2eDxWwFN', 'hadoop_myuser_key', roleA()),
  {
    id: '6wHJmcQpReKBa42EHV5SBw',
    name: 'api-key-name-2',
    type: 'rest',
    creation: 1548550550158,
    invalidated: false,
    username: 'user-y',
    realm: 'realm-2',
    metadata: {},
    role_descriptors: {},
  },
  // query_api_keys/examples/response/QueryApiKeysResponseExample3.yaml
  {
    id: 'nkvrGXsB8w290t56q3Rg',
    name: 'my-api-key-1',
    type: 'rest',
    creation: 1628227480421,
    expiration: 1629091480421,
    invalidated: false,
    username: 'elastic',
    realm: 'reserved',
    realm_type: 'reserved',
    metadata: { letter: 'a' },
    role_descriptors: roleA(),
  },
  {
    id: 'oEvrGXsB8w290t5683TI',
    name: 'my-api-key-2',
    type: 'rest',
    creation: 1628227498953,
    expiration: 1628313898953,
    invalidated: false,
    username: 'elastic',
    realm: 'reserved',
    metadata: { letter: 'b' },
    role_descriptors: {},
  },
];

/** A fresh copy of the documented seed. */
export function elasticsearchSeed(): EsSeed {
  return structuredClone({
    users: USERS,
    roles: ROLES,
    roleMappings: ROLE_MAPPINGS,
    apiKeys: API_KEYS,
  });
}

/** `count` native users named user-00000, user-00001, ..., in roles of three kinds, every tenth disabled. */
export function generatedEsUsers(count: number): EsUser[] {
  return Array.from({ length: count }, (_, i) => {
    const username = `user-${String(i).padStart(5, '0')}`;
    return {
      username,
      roles: [['my_user_role'], ['my_admin_role'], ['my_user_role', 'other_role3']][i % 3],
      full_name: `User ${i}`,
      email: `${username}@example.com`,
      metadata: {},
      enabled: i % 10 !== 9,
    };
  });
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** `count` roles named role-0000, role-0001, ..., each with a cluster privilege and three index
 * entries on log, metric and order indices of one application. */
export function generatedEsRoles(count: number): Record<string, Json> {
  const privileges = ['read', 'write', 'monitor', 'view_index_metadata', 'indices:data/read/*'];
  return Object.fromEntries(
    Array.from({ length: count }, (_, i) => [
      `role-${pad(i, 4)}`,
      {
        description: `Generated role ${i}`,
        cluster: [i % 5 === 0 ? 'monitor' : 'manage_own_api_key'],
        indices: ['logs', 'metrics', 'orders'].map((family, n) => ({
          names: [`${family}-app${pad((i * 3 + n) % 100, 2)}-*`, `${family}-${pad(i, 4)}`],
          privileges: [privileges[(i + n) % privileges.length], 'read'],
          allow_restricted_indices: false,
        })),
        applications: [],
        run_as: [],
        metadata: { version: 1 },
        transient_metadata: { enabled: true },
      },
    ]),
  );
}

/** `count` API keys named key-00000, key-00001, ..., created a minute apart before `now`, owned
 * by ten users in turn; some expire (a third of them already expired), every 20th is invalidated. */
export function generatedEsApiKeys(count: number, now: number): EsApiKey[] {
  return Array.from({ length: count }, (_, i) => {
    const creation = now - (i + 1) * 60_000;
    const expires = i % 3 === 0 ? {} : { expiration: creation + (i % 3 === 1 ? 86_400_000 * 30 : 3_600_000) };
    return {
      id: `gen${pad(i, 17)}`,
      name: `key-${pad(i, 5)}`,
      type: 'rest',
      creation,
      ...expires,
      invalidated: i % 20 === 19,
      ...(i % 20 === 19 ? { invalidation: creation + 1000 } : {}),
      username: `user-${pad(i % 10, 5)}`,
      realm: 'native1',
      realm_type: 'native',
      metadata: { application: `app${pad(i % 100, 2)}` },
      role_descriptors: {},
    };
  });
}
