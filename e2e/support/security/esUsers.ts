// Elasticsearch native users, roles and role mappings: get, create or update, delete, query,
// enable, disable and change password. Passwords are read from the request and dropped.
import { queryPage, UnsupportedQuery, type QueryBody } from './esQuery';
import {
  failure,
  isJson,
  namesIn,
  reply,
  type EsRoute,
  type EsStore,
  type EsUser,
  type Json,
  type Reply,
} from './securityState';

/**
 * GET of named entries: those found, or the empty object with 404 when none is (the engine's
 * RestGetUsersAction, RestGetRolesAction, RestGetRoleMappingsAction).
 */
export function getNamed<T>(
  map: Map<string, T>,
  part: string | undefined,
  show: (entry: T) => unknown,
): Reply {
  const names = namesIn(part, map.keys()) ?? [...map.keys()];
  const found = Object.fromEntries(
    names.filter((name) => map.has(name)).map((name) => [name, show(map.get(name) as T)]),
  );
  if (part !== undefined && Object.keys(found).length === 0)
    return { status: 404, body: found, shapeOf: 200 };
  return reply(found);
}

/** DELETE: `{found}`, with 404 when there was nothing to delete. */
export function deleteNamed(map: Map<string, unknown>, name: string): Reply {
  const found = map.delete(name);
  return found ? reply({ found }) : { status: 404, body: { found }, shapeOf: 200 };
}

function validation(...problems: string[]): Reply {
  return failure(
    400,
    'action_request_validation_exception',
    `Validation Failed: ${problems.map((problem, i) => `${i + 1}: ${problem};`).join('')}`,
  );
}

function showUser(user: EsUser, withProfileUid: boolean): Json {
  const { profile_uid: profileUid, ...shown } = user;
  return withProfileUid && profileUid !== undefined ? { ...shown, profile_uid: profileUid } : shown;
}

function putUser(store: EsStore, name: string, body: unknown): Reply {
  const request = isJson(body) ? body : {};
  const known = store.users.get(name);
  const password = request.password;
  if (!known && password === undefined && request.password_hash === undefined)
    return validation('password must be specified unless you are updating an existing user');
  if (typeof password === 'string' && password.length < 6)
    return validation('passwords must be at least [6] characters long');
  if (!Array.isArray(request.roles) && !known) return validation('roles are missing');
  store.users.set(name, {
    username: name,
    roles: Array.isArray(request.roles) ? request.roles.map(String) : (known?.roles ?? []),
    full_name:
      typeof request.full_name === 'string' ? request.full_name : (known?.full_name ?? null),
    email: typeof request.email === 'string' ? request.email : (known?.email ?? null),
    metadata: isJson(request.metadata) ? request.metadata : (known?.metadata ?? {}),
    enabled: typeof request.enabled === 'boolean' ? request.enabled : (known?.enabled ?? true),
    ...(known?.profile_uid ? { profile_uid: known.profile_uid } : {}),
  });
  return reply({ created: !known });
}

function setEnabled(store: EsStore, name: string, enabled: boolean): Reply {
  const user = store.users.get(name);
  if (!user)
    return failure(
      400,
      'validation_exception',
      `Validation Failed: 1: only existing users can be ${enabled ? 'enabled' : 'disabled'};`,
    );
  user.enabled = enabled;
  return reply({});
}

function changePassword(store: EsStore, name: string, body: unknown): Reply {
  const password = isJson(body) ? body.password : undefined;
  if (typeof password !== 'string' || password.length < 6)
    return validation('passwords must be at least [6] characters long');
  if (!store.users.has(name) && name !== store.connectedAs)
    return failure(
      400,
      'validation_exception',
      'Validation Failed: 1: user must exist in order to change password;',
    );
  return reply({});
}

/** The request of a _query endpoint, or the engine's refusal of a body that is not one. */
function queryBody(body: unknown): QueryBody {
  return isJson(body) ? (body as QueryBody) : {};
}

/** Runs a _query answer, turning an unsupported query into the engine's 400. */
export function queried(run: () => Reply): Reply {
  try {
    return run();
  } catch (problem) {
    if (problem instanceof UnsupportedQuery)
      return failure(400, 'illegal_argument_exception', problem.message);
    throw problem;
  }
}

function queryUsers(store: EsStore, body: unknown, query: URLSearchParams): Reply {
  const withUid = query.get('with_profile_uid') === 'true';
  return queried(() => {
    const page = queryPage([...store.users.values()], (user) => ({ ...user }), queryBody(body));
    const users = page.hits.map(({ entry, sort }) => ({
      ...showUser(entry, withUid),
      ...(sort ? { _sort: sort } : {}),
    }));
    return reply({ total: page.total, count: users.length, users });
  });
}

/** _security/user[/{name}[/_enable|_disable|_password]] and _security/_query/user. */
export const users: EsRoute = (store, parts, method, body, query) => {
  if (parts[1] === '_query')
    return method === 'GET' || method === 'POST' ? queryUsers(store, body, query) : undefined;
  const [, , name, action] = parts;
  if (name === '_password' && parts.length === 3 && (method === 'PUT' || method === 'POST'))
    return changePassword(store, store.connectedAs, body);
  if (action === '_password' && (method === 'PUT' || method === 'POST'))
    return changePassword(store, name, body);
  if ((action === '_enable' || action === '_disable') && (method === 'PUT' || method === 'POST'))
    return setEnabled(store, name, action === '_enable');
  if (action !== undefined) return undefined;
  const withUid = query.get('with_profile_uid') === 'true';
  if (method === 'GET') return getNamed(store.users, name, (user) => showUser(user, withUid));
  if (name === undefined) return undefined;
  if (method === 'PUT' || method === 'POST') return putUser(store, name, body);
  if (method === 'DELETE') return deleteNamed(store.users, name);
  return undefined;
};

function queryRoles(store: EsStore, body: unknown): Reply {
  return queried(() => {
    const page = queryPage(
      [...store.roles.entries()],
      ([name, role]) => ({ name, ...role }),
      queryBody(body),
    );
    const roles = page.hits.map(({ entry: [name, role], sort }) => ({
      name,
      ...role,
      ...(sort ? { _sort: sort } : {}),
    }));
    return reply({ total: page.total, count: roles.length, roles });
  });
}

/** _security/role[/{name}] and _security/_query/role. */
export const roles: EsRoute = (store, parts, method, body) => {
  if (parts[1] === '_query')
    return method === 'GET' || method === 'POST' ? queryRoles(store, body) : undefined;
  const name = parts[2];
  if (parts.length > 3) return undefined;
  if (method === 'GET') return getNamed(store.roles, name, (role) => role);
  if (name === undefined) return undefined;
  if (method === 'PUT' || method === 'POST') {
    const created = !store.roles.has(name);
    const role = isJson(body) ? body : {};
    store.roles.set(name, {
      cluster: [],
      indices: [],
      applications: [],
      run_as: [],
      metadata: {},
      transient_metadata: { enabled: true },
      ...role,
    });
    return reply({ role: { created } });
  }
  if (method === 'DELETE') return deleteNamed(store.roles, name);
  return undefined;
};

/** _security/role_mapping[/{name}]. */
export const roleMappings: EsRoute = (store, parts, method, body) => {
  const name = parts[2];
  if (parts.length > 3) return undefined;
  if (method === 'GET') return getNamed(store.roleMappings, name, (mapping) => mapping);
  if (name === undefined) return undefined;
  if (method === 'PUT' || method === 'POST') {
    const mapping = isJson(body) ? body : {};
    const problems = [
      ...(Array.isArray(mapping.roles) || Array.isArray(mapping.role_templates)
        ? []
        : ['role-mapping roles or role-templates are missing']),
      ...(isJson(mapping.rules) ? [] : ['role-mapping rules are missing']),
    ];
    if (problems.length > 0) return validation(...problems);
    const created = !store.roleMappings.has(name);
    store.roleMappings.set(name, { enabled: true, metadata: {}, ...mapping });
    return reply({ role_mapping: { created } });
  }
  if (method === 'DELETE') return deleteNamed(store.roleMappings, name);
  return undefined;
};
