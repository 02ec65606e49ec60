import type { BrowserContext, Route } from '@playwright/test';
import type { Engine } from '../fixtures/engines';
import { corsHeaders, enginePath, requestBody, type SentRequest } from './engineRoute';
import { filterByPath } from './filterPath';
import { fulfillFromSpec } from './specAnswer';
import {
  answer,
  securityParts,
  securityStore,
  type SecurityOptions,
} from './security/securityAnswer';
import { acceptFor } from './security/securityConformance';
import type { Store } from './security/securityState';

// The security APIs of the engines, played in the browser: neither engine process of this suite
// runs with security, so a Playwright route answers for them and keeps users, roles and the rest.
// Everything else goes on to the real engine. Without this route the engines answer the security
// paths themselves (Elasticsearch refuses them, OpenSearch has no such handler): that is the
// "no security" case.
//
// Elasticsearch (api-specs/elasticsearch/specification/security; the seed is its documented
// response examples, each named where it is used in security/esSeed.ts):
//   GET  _security/_authenticate         GET _security/user/_privileges
//   GET|POST _security/user[/{name}]/_has_privileges
//   GET  _security/user[/{names}]        PUT|POST _security/user/{name}      DELETE _security/user/{name}
//   PUT|POST _security/user/{name}/_enable|_disable|_password    GET|POST _security/_query/user
//   GET  _security/role[/{names}]        PUT|POST|DELETE _security/role/{name}   GET|POST _security/_query/role
//   GET  _security/role_mapping[/{names}]     PUT|POST|DELETE _security/role_mapping/{name}
//   GET  _security/api_key[?id,name,username,realm_name,owner]   GET|POST _security/_query/api_key
//   POST _security/api_key    DELETE _security/api_key    PUT _security/api_key/{id}
//   POST _security/api_key/_bulk_update                      GET _security/privilege/_builtin
// Unknown names get what the engine sends: GET answers `{}` and DELETE `{"found":false}`, with 404.
//
// OpenSearch (api-specs/opensearch/spec/namespaces/security.yaml, schemas/security._common.yaml;
// the seed is the plugin's demo configuration, security/osSeed.ts):
//   GET  _plugins/_security/authinfo
//   GET|PATCH _plugins/_security/api/{internalusers,roles,rolesmapping,actiongroups,tenants}
//   GET|PUT|PATCH|DELETE _plugins/_security/api/{kind}/{name}
//   GET|PATCH _plugins/_security/api/audit      PUT _plugins/_security/api/audit/config
// The plugin serves no GET of audit/config and no PUT of audit; neither does this route.

export interface SecurityHandle {
  /** Every request the route answered (preflights aside), in order, bodies as sent. */
  requests: SentRequest[];
  /** A copy of the route's state now. */
  state(): Store;
}

async function serve(
  route: Route,
  store: Store,
  engine: URL,
  requests: SentRequest[],
): Promise<void> {
  const request = route.request();
  const url = new URL(request.url());
  const path = enginePath(url, engine) ?? '';
  if (securityParts(path) === undefined) return route.fallback();
  const method = request.method();
  const cors = await corsHeaders(request);
  if (method === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
  const body = requestBody(request.postData());
  requests.push({ method, path: `${url.pathname}${url.search}`, body });
  const reply = answer(store, method, `${path}${url.search}`, body);
  const specPath = `/${path}`;
  // The engines leave error answers unfiltered.
  const filterPath = reply.status < 400 ? url.searchParams.get('filter_path') : null;
  const product: Record<string, string> =
    store.distribution === 'elasticsearch' ? { 'x-elastic-product': 'Elasticsearch' } : {};
  return fulfillFromSpec(route, {
    engine: store.distribution,
    method,
    path: specPath,
    status: reply.status,
    body: reply.body,
    sent: filterPath === null ? reply.body : filterByPath(reply.body, filterPath),
    accept: acceptFor(store.distribution, method, specPath, reply),
    headers: { ...product, ...cors },
  });
}

/**
 * Plays the security API of `engine` for this browser context, starting from the engine's seed
 * and what `options` add; other requests go on to the engine. Returns the requests the app sent
 * and a way to read the state.
 */
export async function routeSecurity(
  context: BrowserContext,
  engine: Pick<Engine, 'kind' | 'url'>,
  options: SecurityOptions = {},
): Promise<SecurityHandle> {
  const store = securityStore(engine.kind, options);
  const base = new URL(engine.url);
  const requests: SentRequest[] = [];
  await context.route(
    (url) => enginePath(url, base) !== undefined,
    (route) => serve(route, store, base, requests),
  );
  return { requests, state: () => structuredClone(store) };
}
