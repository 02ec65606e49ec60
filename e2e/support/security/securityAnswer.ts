// The security API of either engine as a pure function of the route's state: a request in, an
// answer out, the state changed as the engine would change it.
import { decoded } from '../engineRoute';
import { elasticsearchSeed, ES_CONNECTED } from './esSeed';
import { connectedUser } from './esPrivileges';
import { elasticsearch } from './esSecurity';
import { OS_CONNECTED, opensearchSeed } from './osSeed';
import { mappedRoles, opensearch, pluginAnswer } from './osSecurity';
import {
  failure,
  OS_KINDS,
  type Distribution,
  type EsSeed,
  type EsStore,
  type OsSeed,
  type OsStore,
  type Reply,
  type Store,
} from './securityState';

export interface SecurityOptions {
  /** Who the engine says is connected. Default: rdeniro (Elasticsearch, file realm), admin (OpenSearch). */
  connectedAs?: string;
  /** Every security path answers 403, refused as the engine refuses a user without the privilege. */
  forbidden?: boolean;
  /** Elasticsearch entries besides the documented seed (a name of the seed is replaced). */
  elasticsearch?: Partial<EsSeed>;
  /** OpenSearch entries besides the demo configuration (a name of the seed is replaced). */
  opensearch?: Partial<OsSeed>;
}

function esStore(options: SecurityOptions): EsStore {
  const seed = elasticsearchSeed();
  const more = structuredClone(options.elasticsearch ?? {});
  return {
    distribution: 'elasticsearch',
    forbidden: options.forbidden ?? false,
    connectedAs: options.connectedAs ?? ES_CONNECTED,
    users: new Map([...seed.users, ...(more.users ?? [])].map((user) => [user.username, user])),
    roles: new Map(Object.entries({ ...seed.roles, ...more.roles })),
    roleMappings: new Map(Object.entries({ ...seed.roleMappings, ...more.roleMappings })),
    apiKeys: new Map([...seed.apiKeys, ...(more.apiKeys ?? [])].map((key) => [key.id, key])),
    made: 0,
  };
}

function osStore(options: SecurityOptions): OsStore {
  const seed = opensearchSeed();
  const more = structuredClone(options.opensearch ?? {});
  const config = Object.fromEntries(
    OS_KINDS.map((kind) => [kind, new Map(Object.entries({ ...seed[kind], ...more[kind] }))]),
  ) as OsStore['config'];
  const connectedAs = options.connectedAs ?? OS_CONNECTED;
  if (!config.internalusers.has(connectedAs))
    throw new Error(`routeSecurity: ${connectedAs} is no internal user of the seed`);
  return {
    distribution: 'opensearch',
    forbidden: options.forbidden ?? false,
    connectedAs,
    config,
    audit: more.audit ?? seed.audit,
  };
}

/** The state the route starts from: the engine's seed, what `options` add, and who is connected. */
export function securityStore(distribution: Distribution, options: SecurityOptions = {}): Store {
  return distribution === 'elasticsearch' ? esStore(options) : osStore(options);
}

/** The path parts of a security API path (`_security/...` or `_plugins/_security/...`), else undefined. */
export function securityParts(path: string): string[] | undefined {
  const parts = path
    .split('?')[0]
    .split('/')
    .filter((part) => part !== '')
    .map(decoded);
  return parts[0] === '_security' || (parts[0] === '_plugins' && parts[1] === '_security')
    ? parts
    : undefined;
}

/** The engine's refusal of a user whom no role lets use the security API. */
function forbidden(store: Store, method: string, parts: string[]): Reply {
  if (store.distribution === 'elasticsearch') {
    const { user } = connectedUser(store);
    const verb = method === 'GET' ? 'get' : method === 'DELETE' ? 'delete' : 'put';
    const action = `cluster:admin/xpack/security/${parts[1].replace(/^_/, '')}/${verb}`;
    return failure(
      403,
      'security_exception',
      `action [${action}] is unauthorized for user [${user.username}] with effective roles [${user.roles.join(',')}], this action is granted by the cluster privileges [read_security,manage_security,all]`,
    );
  }
  const roles = mappedRoles(store, store.connectedAs);
  if (parts[2] !== 'api')
    return failure(
      403,
      'security_exception',
      `no permissions for [] and User [name=${store.connectedAs}, backend_roles=[], requestedTenant=null]`,
    );
  return pluginAnswer(
    403,
    'FORBIDDEN',
    `No permission to access REST API: User ${store.connectedAs} with Security roles [${roles.join(', ')}] does not have any access to endpoint ${(parts[3] ?? '').toUpperCase()}`,
  );
}

/**
 * The answer to `method path` with `body` (parsed JSON or null), `path` relative to the engine
 * URL with its query string (`_security/user/jacknich?with_profile_uid=true`).
 */
export function answer(store: Store, method: string, path: string, body: unknown): Reply {
  const parts = securityParts(path) ?? [];
  const query = new URLSearchParams(path.includes('?') ? path.slice(path.indexOf('?') + 1) : '');
  if (store.forbidden && parts.length > 0) return forbidden(store, method, parts);
  const played =
    store.distribution === 'elasticsearch'
      ? elasticsearch(store, parts, method, body, query)
      : opensearch(store, parts, method, body);
  return (
    played ??
    failure(
      400,
      'illegal_argument_exception',
      `no handler found for uri [/${path.replace(/^\/+/, '')}] and method [${method}]`,
    )
  );
}
