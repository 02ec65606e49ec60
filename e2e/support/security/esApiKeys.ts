// Elasticsearch API keys: get, query, create, invalidate, update and bulk update. Keys belong to
// a user by name; the update APIs change only the connected user's own keys, as the engine does.
import { globMatches, indexUuid } from '../indexNames';
import { queryPage } from './esQuery';
import { connectedUser } from './esPrivileges';
import { queried } from './esUsers';
import {
  failure,
  isJson,
  reply,
  type EsApiKey,
  type EsRoute,
  type EsStore,
  type Json,
  type Reply,
} from './securityState';

/**
 * The route's clock: keys it makes are created from here on, a second apart. The time the tests
 * start, to the second: the app tells an expired key by the browser's clock, so a fixed date made
 * a key that expires in seven days show as expired once that date was seven days past.
 */
export const NOW = Math.floor(Date.now() / 1000) * 1000;

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** An expiration such as `1d` or `30m` in milliseconds, or undefined when there is none. */
function durationMs(expiration: unknown): number | undefined {
  const match = typeof expiration === 'string' ? /^(\d+)(ms|s|m|h|d)$/.exec(expiration) : null;
  return match ? Number(match[1]) * UNIT_MS[match[2]] : undefined;
}

function showKey(key: EsApiKey, withLimitedBy: boolean): Json {
  const { limited_by: limitedBy, ...shown } = key;
  return withLimitedBy && limitedBy ? { ...shown, limited_by: limitedBy } : shown;
}

function isActive(key: EsApiKey): boolean {
  return !key.invalidated && (key.expiration === undefined || key.expiration > NOW);
}

function getKeys(store: EsStore, query: URLSearchParams): Reply {
  const owner = query.get('owner') === 'true' ? connectedUser(store).user.username : null;
  const wanted = (param: string, value: string) => {
    const given = query.get(param);
    return given === null || globMatches(given, value);
  };
  const keys = [...store.apiKeys.values()].filter(
    (key) =>
      wanted('id', key.id) &&
      wanted('name', key.name) &&
      wanted('username', key.username) &&
      wanted('realm_name', key.realm) &&
      (owner === null || key.username === owner) &&
      (query.get('active_only') !== 'true' || isActive(key)),
  );
  return reply({
    api_keys: keys.map((key) => showKey(key, query.get('with_limited_by') === 'true')),
  });
}

function queryKeys(store: EsStore, body: unknown, query: URLSearchParams): Reply {
  return queried(() => {
    const page = queryPage(
      [...store.apiKeys.values()],
      (key) => ({ ...key }),
      isJson(body) ? body : {},
    );
    const keys = page.hits.map(({ entry, sort }) => ({
      ...showKey(entry, query.get('with_limited_by') === 'true'),
      ...(sort ? { _sort: sort } : {}),
    }));
    return reply({ total: page.total, count: keys.length, api_keys: keys });
  });
}

function createKey(store: EsStore, body: unknown): Reply {
  const request = isJson(body) ? body : {};
  if (typeof request.name !== 'string' || request.name === '')
    return failure(
      400,
      'action_request_validation_exception',
      'Validation Failed: 1: api key name is required;',
    );
  const { user, realm } = connectedUser(store);
  store.made += 1;
  const creation = NOW + store.made * 1000;
  const id = indexUuid(`api-key-${store.made}`).slice(0, 20);
  const secret = indexUuid(`api-key-secret-${store.made}`);
  const lifetime = durationMs(request.expiration);
  const expiration = lifetime === undefined ? undefined : creation + lifetime;
  store.apiKeys.set(id, {
    id,
    name: request.name,
    type: 'rest',
    creation,
    ...(expiration === undefined ? {} : { expiration }),
    invalidated: false,
    username: user.username,
    realm: realm.name,
    realm_type: realm.type,
    metadata: isJson(request.metadata) ? request.metadata : {},
    role_descriptors: isJson(request.role_descriptors) ? request.role_descriptors : {},
  });
  const encoded = Buffer.from(`${id}:${secret}`).toString('base64');
  return reply({
    id,
    name: request.name,
    ...(expiration === undefined ? {} : { expiration }),
    api_key: secret,
    encoded,
  });
}

function invalidateKeys(store: EsStore, body: unknown): Reply {
  const request = isJson(body) ? body : {};
  const ids = [
    ...(Array.isArray(request.ids) ? request.ids.map(String) : []),
    ...(typeof request.id === 'string' ? [request.id] : []),
  ];
  const owner = request.owner === true ? connectedUser(store).user.username : undefined;
  const selected = [...store.apiKeys.values()].filter(
    (key) =>
      (ids.length === 0 || ids.includes(key.id)) &&
      (typeof request.name !== 'string' || globMatches(request.name, key.name)) &&
      (typeof request.username !== 'string' || request.username === key.username) &&
      (typeof request.realm_name !== 'string' || request.realm_name === key.realm) &&
      (owner === undefined || owner === key.username),
  );
  const previously = selected.filter((key) => key.invalidated).map((key) => key.id);
  const invalidated = selected.filter((key) => !key.invalidated);
  for (const key of invalidated) Object.assign(key, { invalidated: true, invalidation: NOW });
  return reply({
    invalidated_api_keys: invalidated.map((key) => key.id),
    previously_invalidated_api_keys: previously,
    error_count: 0,
  });
}

/** Applies an update to the connected user's key `id`: whether it changed, or why it cannot. */
function updateOne(
  store: EsStore,
  id: string,
  request: Json,
): { updated: boolean } | { type: string; reason: string } {
  const key = store.apiKeys.get(id);
  if (!key || key.username !== connectedUser(store).user.username)
    return {
      type: 'resource_not_found_exception',
      reason: `no API key owned by requesting user found for ID [${id}]`,
    };
  if (key.invalidated)
    return {
      type: 'illegal_argument_exception',
      reason: `cannot update invalidated API key [${id}]`,
    };
  const before = JSON.stringify(key);
  if (isJson(request.role_descriptors)) key.role_descriptors = request.role_descriptors;
  if (isJson(request.metadata)) key.metadata = request.metadata;
  const lifetime = durationMs(request.expiration);
  if (lifetime !== undefined) key.expiration = NOW + lifetime;
  return { updated: JSON.stringify(key) !== before };
}

function updateKey(store: EsStore, id: string, body: unknown): Reply {
  const outcome = updateOne(store, id, isJson(body) ? body : {});
  if ('updated' in outcome) return reply(outcome);
  return failure(
    outcome.type === 'resource_not_found_exception' ? 404 : 400,
    outcome.type,
    outcome.reason,
  );
}

function bulkUpdate(store: EsStore, body: unknown): Reply {
  const request = isJson(body) ? body : {};
  const ids = Array.isArray(request.ids) ? request.ids.map(String) : [];
  const updated: string[] = [];
  const noops: string[] = [];
  const details: Record<string, { type: string; reason: string }> = {};
  for (const id of ids) {
    const outcome = updateOne(store, id, request);
    if (!('updated' in outcome)) details[id] = outcome;
    else (outcome.updated ? updated : noops).push(id);
  }
  const count = Object.keys(details).length;
  return reply({ updated, noops, ...(count > 0 ? { errors: { count, details } } : {}) });
}

/** _security/api_key[/{id}|/_bulk_update] and _security/_query/api_key. */
export const apiKeys: EsRoute = (store, parts, method, body, query) => {
  if (parts[1] === '_query')
    return method === 'GET' || method === 'POST' ? queryKeys(store, body, query) : undefined;
  const target = parts[2];
  if (target === undefined) {
    if (method === 'GET') return getKeys(store, query);
    if (method === 'POST' || method === 'PUT') return createKey(store, body);
    if (method === 'DELETE') return invalidateKeys(store, body);
    return undefined;
  }
  if (parts.length !== 3) return undefined;
  if (target === '_bulk_update') return method === 'POST' ? bulkUpdate(store, body) : undefined;
  return method === 'PUT' ? updateKey(store, target, body) : undefined;
};
