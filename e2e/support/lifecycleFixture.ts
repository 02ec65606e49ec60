import type { BrowserContext, Route } from '@playwright/test';
import { corsHeaders, decoded, enginePath, error, requestBody, type SentRequest } from './engineRoute';
import { filterByPath } from './filterPath';
import { fulfillFromSpec } from './specAnswer';
import { ilm } from './lifecycle/ilmAnswers';
import { ism } from './lifecycle/ismAnswers';
import type { Distribution, ManagedSeed, PolicySeed, Store } from './lifecycle/lifecycleState';

// The lifecycle APIs of the engines, played in the browser: neither engine process of this suite
// serves ILM (Elasticsearch) or ISM (OpenSearch), so a Playwright route answers for them and keeps
// the managed indices' state. Everything else goes on to the real engine.
//
// ILM, shaped after Elastic's documented examples (paths relative to api-specs/elasticsearch/
// specification/ilm): explain_lifecycle/examples/response/ExplainLifecycleResponseExample1.yaml
// and ExplainLifecycleResponse.ts (failed_step, failed_step_retry_count, is_auto_retryable_error,
// step_info), get_lifecycle/.../GetLifecycleResponseExample1.yaml, get_status, retry,
// remove_policy/.../RemovePolicyResponseExample1.yaml, move_to_step (MoveToStepRequest.ts: the
// engine refuses a move whose current_step is not where the index is).
//   GET  {indices}/_ilm/explain[?only_managed][&filter_path]   POST {indices}/_ilm/retry
//   POST {indices}/_ilm/remove      POST _ilm/move/{index}      GET|PUT|DELETE _ilm/policy[/{name}]
//   GET  _ilm/status                POST _ilm/start|stop
// ISM, shaped after the OpenSearch specification (api-specs/opensearch/spec/namespaces/ism.yaml,
// schemas/ism._common.yaml ExplainIndexResponse, ExplainPolicy, ChangePolicy) and the fields the
// OpenSearch documentation's explain answer holds (state, action, step, retry_info, info):
//   GET  _plugins/_ism/explain/{indices}      POST _plugins/_ism/{add,remove,change_policy,retry}/{indices}
//   GET|PUT|DELETE _plugins/_ism/policies[/{id}]

export interface LifecycleRouteOptions {
  distribution: Distribution;
  managed: ManagedSeed[];
  policies?: PolicySeed[];
  /** The indices the route knows exist besides the managed ones (for ISM add by pattern). */
  unmanaged?: string[];
}

export interface LifecycleHandle {
  /** A copy of the index's state now, or undefined when it is not managed. */
  get(index: string): ManagedSeed | undefined;
  /** Every request the route answered (preflights aside), in order. */
  requests: SentRequest[];
  /** The index names the requests of `method` to paths matching `pattern` named, in order. */
  indicesOf(method: string, pattern: RegExp): string[];
}

function isLifecyclePath(parts: string[]): boolean {
  return parts[0] === '_ilm' || parts[1] === '_ilm' || (parts[0] === '_plugins' && parts[1] === '_ism');
}

async function serve(route: Route, store: Store, engine: URL, requests: SentRequest[]): Promise<void> {
  const request = route.request();
  const url = new URL(request.url());
  const parts = (enginePath(url, engine) ?? '').split('/').filter((part) => part !== '');
  if (!isLifecyclePath(parts)) return route.fallback();
  const method = request.method();
  const cors = await corsHeaders(request);
  if (method === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
  const body = requestBody(request.postData());
  requests.push({ method, path: `${url.pathname}${url.search}`, body });
  const played = store.distribution === 'elasticsearch' ? ilm(store, parts, method, body, url.searchParams) : ism(store, parts, method, body, url.searchParams);
  const [status, json] = played ?? error(400, 'illegal_argument_exception', `no handler found for uri [${url.pathname}] and method [${method}]`);
  const filterPath = status < 400 ? url.searchParams.get('filter_path') : null;
  const product: Record<string, string> = store.distribution === 'elasticsearch' ? { 'x-elastic-product': 'Elasticsearch' } : {};
  const sent = filterPath === null ? json : filterByPath(json, filterPath);
  const accept = [
    // GET _ilm/policy: the documented example has each policy's in_use_by, which the specification leaves out.
    '$.*.in_use_by',
    // GET _plugins/_ism/explain: OpenSearch's documented answer describes each index with keys its
    // OpenAPI schema (ExplainPolicy) leaves out.
    ...['index', 'index_uuid', 'policy_id', 'policy_seq_no', 'policy_primary_term', 'rolled_over', 'index_creation_date', 'state', 'action', 'step', 'retry_info', 'info'].map((key) => `$.*.${key}`),
  ];
  return fulfillFromSpec(route, { engine: store.distribution, method, path: url.pathname, status, body: json, sent, accept, headers: { ...product, ...cors } });
}

/**
 * Plays ILM (Elasticsearch) or ISM (OpenSearch) at `engineUrl` for this browser context, starting
 * from `options`; other requests go on to the engine.
 */
export async function routeLifecycle(context: BrowserContext, engineUrl: string, options: LifecycleRouteOptions): Promise<LifecycleHandle> {
  const store: Store = {
    distribution: options.distribution,
    managed: new Map(options.managed.map((seed) => [seed.index, { ...seed }])),
    unmanaged: new Set(options.unmanaged ?? []),
    policies: new Map((options.policies ?? []).map((policy) => [policy.name, { body: policy.policy, version: 1, seqNo: 0 }])),
    mode: 'RUNNING',
  };
  const engine = new URL(engineUrl);
  const requests: SentRequest[] = [];
  await context.route(
    (url) => enginePath(url, engine) !== undefined,
    (route) => serve(route, store, engine, requests),
  );
  return {
    get: (index) => {
      const seed = store.managed.get(index);
      return seed === undefined ? undefined : structuredClone(seed);
    },
    requests,
    indicesOf: (method, pattern) =>
      requests
        .filter((sent) => sent.method === method && pattern.test(sent.path))
        .flatMap((sent) => {
          const match = pattern.exec(sent.path);
          return match?.[1] ? match[1].split(',').map(decoded) : [];
        }),
  };
}

/** `count` failed ILM or ISM indices split into groups of the given sizes, each its own reason. */
export function failedIndices(prefix: string, sizes: readonly number[]): ManagedSeed[] {
  const reasons = [
    { step: 'check-rollover-ready', reason: 'setting [index.lifecycle.rollover_alias] for index [{index}] is empty or not defined' },
    { step: 'wait-for-shard-history-leases', reason: 'index has no shards allocated on a node with the [data_warm] role' },
    { step: 'shrink', reason: 'index [{index}] cannot be shrunk: too many shards on different nodes' },
  ];
  let n = 0;
  return sizes.flatMap((size, group) =>
    Array.from({ length: size }, () => {
      const index = `${prefix}-${String(n++).padStart(4, '0')}`;
      const cause = reasons[group % reasons.length];
      return {
        index,
        policy: `policy-${group}`,
        phase: group === 0 ? 'hot' : 'warm',
        action: group === 0 ? 'rollover' : 'shrink',
        step: 'ERROR',
        failed: { step: cause.step, reason: cause.reason.replace('{index}', 'logs'), retries: group },
      };
    }),
  );
}
