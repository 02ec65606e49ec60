// What the security route holds for either engine, and the answers it gives.
import { errorBody } from '../fakeCluster';

export type Distribution = 'elasticsearch' | 'opensearch';

export type Json = Record<string, unknown>;

/** One answer of the route: a status and a JSON body. */
export interface Reply {
  status: number;
  body: unknown;
  /**
   * Set when the engine sends a body its specification does not document for `status`: the
   * 2xx status whose body it is (Elasticsearch's GET of unknown users answers `{}` with 404),
   * or `plugin-error` for the security plugin's `{status, message}` refusal where the
   * specification names no answer for the status.
   */
  shapeOf?: number | 'plugin-error';
}

export function reply(body: unknown, status = 200): Reply {
  return { status, body };
}

/** The Elasticsearch (and OpenSearch core) error object. */
export function failure(status: number, type: string, reason: string): Reply {
  return { status, body: errorBody(status, type, reason) };
}

/** An Elasticsearch user as the native realm keeps it: never with a password. */
export interface EsUser {
  username: string;
  roles: string[];
  full_name: string | null;
  email: string | null;
  metadata: Json;
  enabled: boolean;
  profile_uid?: string;
}

export interface EsApiKey {
  id: string;
  name: string;
  type: 'rest' | 'cross_cluster';
  creation: number;
  expiration?: number;
  invalidated: boolean;
  invalidation?: number;
  username: string;
  realm: string;
  realm_type?: string;
  metadata: Json;
  role_descriptors: Json;
  limited_by?: Json[];
}

export interface EsSeed {
  users: EsUser[];
  roles: Record<string, Json>;
  roleMappings: Record<string, Json>;
  apiKeys: EsApiKey[];
}

export interface EsStore {
  distribution: 'elasticsearch';
  forbidden: boolean;
  /** The user GET _security/_authenticate names. */
  connectedAs: string;
  users: Map<string, EsUser>;
  roles: Map<string, Json>;
  roleMappings: Map<string, Json>;
  apiKeys: Map<string, EsApiKey>;
  /** How many API keys the route has made, for their ids. */
  made: number;
}

/**
 * The route or a part of it: its answer to `method` on a path (`parts`, its segments from
 * _security on), with the parsed body and the query string; undefined for a path not its own.
 */
export type EsRoute = (
  store: EsStore,
  parts: string[],
  method: string,
  body: unknown,
  query: URLSearchParams,
) => Reply | undefined;

/** The kinds of entry the security plugin's REST API keeps, by their path part. */
export const OS_KINDS = [
  'internalusers',
  'roles',
  'rolesmapping',
  'actiongroups',
  'tenants',
] as const;
export type OsKind = (typeof OS_KINDS)[number];

/** An entry of the plugin's configuration: its own keys and `reserved`, `hidden`, `static`. */
export type OsEntry = Json & { reserved?: boolean; hidden?: boolean; static?: boolean };

export type OsSeed = Record<OsKind, Record<string, OsEntry>> & { audit: Json };

export interface OsStore {
  distribution: 'opensearch';
  forbidden: boolean;
  /** The internal user GET _plugins/_security/authinfo names. */
  connectedAs: string;
  config: Record<OsKind, Map<string, OsEntry>>;
  /** The audit configuration (`config` of GET _plugins/_security/api/audit). */
  audit: Json;
}

export type Store = EsStore | OsStore;

export function isJson(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The names of a comma list in a path part; `*` and `_all` name every one of `known`. */
export function namesIn(part: string | undefined, known: Iterable<string>): string[] | undefined {
  if (part === undefined) return undefined;
  const names = part.split(',').filter((name) => name !== '');
  return names.some((name) => name === '*' || name === '_all') ? [...known] : names;
}
