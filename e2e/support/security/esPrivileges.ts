// Elasticsearch: who is connected, what the roles of a user grant, and the built-in privilege
// names. A user's privileges are the union of its roles' (a role the store lacks grants nothing).
import { globMatches } from '../indexNames';
import { endpoints } from '../schemaCheck';
import { FILE_REALM_USER } from './esSeed';
import {
  failure,
  isJson,
  reply,
  type EsStore,
  type EsUser,
  type Json,
  type Reply,
} from './securityState';

/** The connected user and its realm: a native user of the store, or the file realm's rdeniro. */
export function connectedUser(store: EsStore): {
  user: EsUser;
  realm: { name: string; type: string };
} {
  const native = store.users.get(store.connectedAs);
  if (native) return { user: native, realm: { name: 'default_native', type: 'native' } };
  return {
    user: { ...FILE_REALM_USER, username: store.connectedAs },
    realm: { name: 'file', type: 'file' },
  };
}

function authenticate(store: EsStore): Reply {
  const { user, realm } = connectedUser(store);
  return reply({
    username: user.username,
    roles: user.roles,
    full_name: user.full_name,
    email: user.email,
    metadata: user.metadata,
    enabled: user.enabled,
    authentication_realm: realm,
    lookup_realm: realm,
    authentication_type: 'realm',
  });
}

function rolesOf(store: EsStore, user: EsUser): Json[] {
  return user.roles.flatMap((name) => {
    const role = store.roles.get(name);
    return role ? [role] : [];
  });
}

function listOf(role: Json, key: string): Json[] {
  const value = role[key];
  return Array.isArray(value) ? value.filter(isJson) : [];
}

function namesOf(role: Json, key: string): string[] {
  const value = role[key];
  return Array.isArray(value) ? value.map(String) : [];
}

function userPrivileges(store: EsStore): Reply {
  const held = rolesOf(store, connectedUser(store).user);
  const union = (key: string) => [...new Set(held.flatMap((role) => namesOf(role, key)))];
  const indices = held.flatMap((role) =>
    listOf(role, 'indices').map(({ field_security: fields, ...entry }) => ({
      allow_restricted_indices: false,
      ...entry,
      ...(fields ? { field_security: [fields] } : {}),
    })),
  );
  return reply({
    cluster: union('cluster'),
    global: [],
    indices,
    applications: held.flatMap((role) => listOf(role, 'applications')),
    run_as: union('run_as'),
  });
}

/** The privileges each privilege name implies besides itself (`all` implies every one). */
const IMPLIED: Record<string, string[]> = {
  manage: [
    'monitor',
    'view_index_metadata',
    'create_index',
    'delete_index',
    'manage_ilm',
    'manage_index_templates',
    'manage_pipeline',
  ],
  manage_security: ['read_security', 'manage_api_key', 'manage_own_api_key'],
  manage_api_key: ['manage_own_api_key'],
  write: ['index', 'create', 'create_doc', 'delete', 'auto_configure'],
  index: ['create', 'create_doc'],
  create: ['create_doc'],
};

function grants(held: string[], wanted: string): boolean {
  return held.some(
    (name) =>
      name === 'all' || name === '*' || name === wanted || (IMPLIED[name] ?? []).includes(wanted),
  );
}

function asNames(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];
}

function hasPrivileges(store: EsStore, username: string, body: unknown): Reply {
  const user =
    username === store.connectedAs ? connectedUser(store).user : store.users.get(username);
  if (!user) return failure(404, 'resource_not_found_exception', `user [${username}] not found`);
  const held = rolesOf(store, user);
  const request = isJson(body) ? body : {};
  const clusterHeld = held.flatMap((role) => namesOf(role, 'cluster'));
  const cluster = Object.fromEntries(
    asNames(request.cluster).map((name) => [name, grants(clusterHeld, name)]),
  );
  const index: Record<string, Record<string, boolean>> = {};
  for (const check of (Array.isArray(request.index) ? request.index : []).filter(isJson)) {
    for (const name of asNames(check.names)) {
      const entries = held
        .flatMap((role) => listOf(role, 'indices'))
        .filter((entry) => asNames(entry.names).some((pattern) => globMatches(pattern, name)));
      const indexHeld = entries.flatMap((entry) => asNames(entry.privileges));
      index[name] = {
        ...index[name],
        ...Object.fromEntries(
          asNames(check.privileges).map((privilege) => [privilege, grants(indexHeld, privilege)]),
        ),
      };
    }
  }
  const application: Record<string, Record<string, Record<string, boolean>>> = {};
  for (const check of (Array.isArray(request.application) ? request.application : []).filter(
    isJson,
  )) {
    const app = String(check.application);
    const entries = held
      .flatMap((role) => listOf(role, 'applications'))
      .filter((entry) => globMatches(String(entry.application), app));
    for (const resource of asNames(check.resources)) {
      const appHeld = entries
        .filter((entry) =>
          asNames(entry.resources).some((pattern) => globMatches(pattern, resource)),
        )
        .flatMap((entry) => asNames(entry.privileges));
      application[app] = {
        ...application[app],
        [resource]: Object.fromEntries(
          asNames(check.privileges).map((privilege) => [privilege, grants(appHeld, privilege)]),
        ),
      };
    }
  }
  const answers = [
    ...Object.values(cluster),
    ...Object.values(index).flatMap(Object.values),
    ...Object.values(application).flatMap((app) => Object.values(app).flatMap(Object.values)),
  ];
  return reply({
    username: user.username,
    has_all_requested: answers.every(Boolean),
    cluster,
    index,
    application,
  });
}

/** GET _security/privilege/_builtin: the specification's documented answer. */
function builtinPrivileges(): Reply {
  const endpoint = endpoints('elasticsearch').find(
    (e) => e.name === 'security.get_builtin_privileges',
  );
  const example = endpoint?.examples().find((e) => e.status === 200);
  if (!example) throw new Error('security.get_builtin_privileges documents no example answer');
  return reply(structuredClone(example.value));
}

/** _security/_authenticate, _security/user[/{name}]/_privileges|_has_privileges, _security/privilege/_builtin. */
export function privileges(
  store: EsStore,
  parts: string[],
  method: string,
  body: unknown,
): Reply | undefined {
  const [, call, name, action] = parts;
  if (call === '_authenticate' && parts.length === 2 && method === 'GET')
    return authenticate(store);
  if (call === 'privilege' && name === '_builtin' && parts.length === 3 && method === 'GET')
    return builtinPrivileges();
  if (call !== 'user' || (method !== 'GET' && method !== 'POST')) return undefined;
  if (name === '_privileges' && parts.length === 3 && method === 'GET')
    return userPrivileges(store);
  if (name === '_has_privileges' && parts.length === 3)
    return hasPrivileges(store, store.connectedAs, body);
  if (action === '_has_privileges' && parts.length === 4) return hasPrivileges(store, name, body);
  return undefined;
}
