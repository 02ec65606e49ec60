// OpenSearch's security plugin: authinfo, the REST API of internal users, roles, role mappings,
// action groups and tenants (GET, PUT, PATCH as RFC 6902 JSON Patch, DELETE), and the audit
// configuration. Reserved and static entries refuse writes, hidden ones are neither listed nor
// changed, and passwords are dropped on the way in (the plugin answers an empty hash).
import { globMatches } from '../indexNames';
import { applyPatch, PatchError, pointerKeys } from './jsonPatch';
import { AUDIT_READONLY, internalUser } from './osSeed';
import {
  isJson,
  OS_KINDS,
  reply,
  type Json,
  type OsEntry,
  type OsKind,
  type OsStore,
  type Reply,
} from './securityState';

type PluginStatus = 'OK' | 'CREATED' | 'BAD_REQUEST' | 'FORBIDDEN' | 'NOT_FOUND';

/** The plugin's own answer: `{status, message}`. */
export function pluginAnswer(status: number, name: PluginStatus, message: string): Reply {
  return status < 400
    ? reply({ status: name, message }, status)
    : { status, body: { status: name, message }, shapeOf: 'plugin-error' };
}

function asNames(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}

/** The roles the role mappings (and the user's own opendistro_security_roles) give an internal user. */
export function mappedRoles(store: OsStore, name: string): string[] {
  const user = store.config.internalusers.get(name) ?? {};
  const backend = asNames(user.backend_roles);
  const mapped = [...store.config.rolesmapping.entries()].filter(([, mapping]) => {
    const and = asNames(mapping.and_backend_roles);
    return (
      asNames(mapping.users).some((pattern) => globMatches(pattern, name)) ||
      asNames(mapping.backend_roles).some((role) => backend.includes(role)) ||
      (and.length > 0 && and.every((role) => backend.includes(role)))
    );
  });
  return [
    ...new Set([...mapped.map(([role]) => role), ...asNames(user.opendistro_security_roles)]),
  ].sort();
}

function authinfo(store: OsStore): Reply {
  const name = store.connectedAs;
  const user = store.config.internalusers.get(name) ?? {};
  const backend = asNames(user.backend_roles);
  const roles = mappedRoles(store, name);
  const tenants: Record<string, boolean> = { global_tenant: true, [name]: true };
  for (const role of roles.map((role) => store.config.roles.get(role) ?? {})) {
    for (const permission of (Array.isArray(role.tenant_permissions)
      ? role.tenant_permissions
      : []
    ).filter(isJson)) {
      const write = asNames(permission.allowed_actions).includes('kibana_all_write');
      for (const tenant of store.config.tenants.keys()) {
        if (asNames(permission.tenant_patterns).some((pattern) => globMatches(pattern, tenant)))
          tenants[tenant] = tenants[tenant] === true || write;
      }
    }
  }
  return reply({
    user: `User [name=${name}, backend_roles=[${backend.join(', ')}], requestedTenant=null]`,
    user_name: name,
    user_requested_tenant: null,
    remote_address: '127.0.0.1:52410',
    backend_roles: backend,
    custom_attribute_names: Object.keys(isJson(user.attributes) ? user.attributes : {}).map(
      (key) => `attr.internal.${key}`,
    ),
    roles,
    tenants,
    principal: null,
    peer_certificates: '0',
    sso_logout_url: null,
  });
}

/** Why the entry `name` of `kind` cannot be read or changed, or undefined when it can. */
function refusal(entry: OsEntry | undefined, name: string, write: boolean): Reply | undefined {
  if (!entry) return pluginAnswer(404, 'NOT_FOUND', `Resource '${name}' not found.`);
  if (entry.hidden) return pluginAnswer(404, 'NOT_FOUND', `Resource '${name}' is not available.`);
  if (write && entry.static) return pluginAnswer(403, 'FORBIDDEN', `Resource '${name}' is static.`);
  if (write && entry.reserved)
    return pluginAnswer(403, 'FORBIDDEN', `Resource '${name}' is reserved.`);
  return undefined;
}

/** The keys an entry of `kind` has when the request leaves them out. */
function defaults(kind: OsKind): OsEntry {
  if (kind === 'internalusers') return internalUser('', []);
  const base = { reserved: false, hidden: false, static: false };
  if (kind === 'roles')
    return { ...base, cluster_permissions: [], index_permissions: [], tenant_permissions: [] };
  if (kind === 'rolesmapping')
    return {
      hosts: [],
      users: [],
      reserved: false,
      hidden: false,
      backend_roles: [],
      and_backend_roles: [],
    };
  if (kind === 'actiongroups') return { ...base, allowed_actions: [] };
  return base;
}

/** An entry as stored from a request body: flags the request may not set dropped, a password kept out. */
function stored(kind: OsKind, given: Json, known: OsEntry | undefined): OsEntry | Reply {
  const { password, hash } = given;
  const content = Object.fromEntries(
    Object.entries(given).filter(
      ([key]) => !['password', 'hash', 'reserved', 'hidden', 'static'].includes(key),
    ),
  );
  if (kind === 'internalusers' && !known && password === undefined && hash === undefined) {
    return pluginAnswer(
      400,
      'BAD_REQUEST',
      `Please specify either 'hash' or 'password' when creating a new internal user.`,
    );
  }
  const flags = {
    reserved: known?.reserved ?? false,
    hidden: known?.hidden ?? false,
    ...(kind === 'rolesmapping' ? {} : { static: known?.static ?? false }),
  };
  return {
    ...defaults(kind),
    ...content,
    ...(kind === 'internalusers' ? { hash: '' } : {}),
    ...flags,
  };
}

function isReply(value: OsEntry | Reply): value is Reply {
  return 'status' in value && typeof value.status === 'number' && 'body' in value;
}

function list(store: OsStore, kind: OsKind): Reply {
  return reply(
    Object.fromEntries([...store.config[kind].entries()].filter(([, entry]) => !entry.hidden)),
  );
}

function put(store: OsStore, kind: OsKind, name: string, body: unknown): Reply {
  if (!isJson(body))
    return pluginAnswer(400, 'BAD_REQUEST', 'Request body required for this action.');
  const known = store.config[kind].get(name);
  const refused = known ? refusal(known, name, true) : undefined;
  if (refused) return refused;
  const entry = stored(kind, body, known);
  if (isReply(entry)) return entry;
  store.config[kind].set(name, entry);
  return known
    ? pluginAnswer(200, 'OK', `'${name}' updated.`)
    : pluginAnswer(201, 'CREATED', `'${name}' created.`);
}

function remove(store: OsStore, kind: OsKind, name: string): Reply {
  const refused = refusal(store.config[kind].get(name), name, true);
  if (refused) return refused;
  store.config[kind].delete(name);
  return pluginAnswer(200, 'OK', `'${name}' deleted.`);
}

/** PATCH of one entry (paths inside it) or of the collection (paths start with an entry's name). */
function patch(store: OsStore, kind: OsKind, name: string | undefined, body: unknown): Reply {
  const entries = store.config[kind];
  const visible = Object.fromEntries([...entries.entries()].filter(([, entry]) => !entry.hidden));
  const operations = Array.isArray(body) ? body.filter(isJson) : [];
  const touched =
    name !== undefined
      ? [name]
      : [
          ...new Set(
            operations
              .flatMap((op) => [op.path, op.from])
              .filter((path) => typeof path === 'string')
              .map((path) => pointerKeys(path as string)[0]),
          ),
        ];
  for (const each of touched) {
    const refused =
      each !== undefined && (name !== undefined || entries.has(each))
        ? refusal(entries.get(each), each, true)
        : undefined;
    if (refused) return refused;
  }
  let patched: Record<string, unknown>;
  try {
    patched =
      name === undefined ? applyPatch(visible, body) : { [name]: applyPatch(visible[name], body) };
  } catch (problem) {
    if (problem instanceof PatchError) return pluginAnswer(400, 'BAD_REQUEST', problem.message);
    throw problem;
  }
  const changed = new Map<string, OsEntry>();
  for (const each of touched) {
    const entry = patched[each];
    if (entry === undefined) continue;
    if (!isJson(entry))
      return pluginAnswer(400, 'BAD_REQUEST', `Invalid configuration for '${each}'.`);
    const made = stored(kind, entry, entries.get(each));
    if (isReply(made)) return made;
    changed.set(each, made);
  }
  for (const each of touched) {
    if (changed.has(each)) entries.set(each, changed.get(each) as OsEntry);
    else entries.delete(each);
  }
  return pluginAnswer(200, 'OK', name === undefined ? 'Resource updated.' : `'${name}' updated.`);
}

function audit(store: OsStore, rest: string[], method: string, body: unknown): Reply | undefined {
  if (rest.length === 0 && method === 'GET')
    return reply({ _readonly: AUDIT_READONLY, config: store.audit });
  if (rest.length === 1 && rest[0] === 'config' && method === 'PUT') {
    if (!isJson(body))
      return pluginAnswer(400, 'BAD_REQUEST', 'Request body required for this action.');
    store.audit = body;
    return pluginAnswer(200, 'OK', "'config' updated.");
  }
  if (rest.length === 0 && method === 'PATCH') {
    try {
      const patched = applyPatch({ config: store.audit }, body);
      if (!isJson(patched.config))
        return pluginAnswer(400, 'BAD_REQUEST', "Invalid configuration for 'config'.");
      store.audit = patched.config;
    } catch (problem) {
      if (problem instanceof PatchError) return pluginAnswer(400, 'BAD_REQUEST', problem.message);
      throw problem;
    }
    return pluginAnswer(200, 'OK', "'config' updated.");
  }
  return undefined;
}

function isKind(part: string): part is OsKind {
  return (OS_KINDS as readonly string[]).includes(part);
}

/** _plugins/_security/authinfo and _plugins/_security/api/{kind}[/{name}], api/audit[/config]. */
export function opensearch(
  store: OsStore,
  parts: string[],
  method: string,
  body: unknown,
): Reply | undefined {
  if (parts[0] !== '_plugins' || parts[1] !== '_security') return undefined;
  if (parts[2] === 'authinfo' && parts.length === 3)
    return method === 'GET' || method === 'POST' ? authinfo(store) : undefined;
  if (parts[2] !== 'api' || parts[3] === undefined) return undefined;
  if (parts[3] === 'audit') return audit(store, parts.slice(4), method, body);
  const kind = parts[3];
  const name = parts[4];
  if (!isKind(kind) || parts.length > 5) return undefined;
  if (method === 'GET') {
    if (name === undefined) return list(store, kind);
    return (
      refusal(store.config[kind].get(name), name, false) ??
      reply({ [name]: store.config[kind].get(name) })
    );
  }
  if (method === 'PATCH') return patch(store, kind, name, body);
  if (name === undefined) return undefined;
  if (method === 'PUT') return put(store, kind, name, body);
  if (method === 'DELETE') return remove(store, kind, name);
  return undefined;
}
