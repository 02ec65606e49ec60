import type { BrowserContext, Route } from '@playwright/test';
import { filterByPath, globMatches, indexUuid } from './dataStreamFixture';
import { errorBody } from './fakeCluster';
import { fulfillFromSpec } from './specAnswer';

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

export type Distribution = 'elasticsearch' | 'opensearch';

/** A managed index as the test starts with it. */
export interface ManagedSeed {
  index: string;
  policy: string;
  phase: string;
  action: string;
  step: string;
  /** A failed step: ILM puts the index in step ERROR, ISM marks the action failed. */
  failed?: { step: string; reason: string; type?: string; retries?: number };
}

/** An ILM policy body ({phases}) or an ISM policy body ({description, default_state, states, ...}). */
export interface PolicySeed {
  name: string;
  policy: Record<string, unknown>;
}

export interface LifecycleRouteOptions {
  distribution: Distribution;
  managed: ManagedSeed[];
  policies?: PolicySeed[];
  /** The indices the route knows exist besides the managed ones (for ISM add by pattern). */
  unmanaged?: string[];
}

export interface SentRequest {
  method: string;
  /** As sent: path and query string, not decoded. */
  path: string;
  body: unknown;
}

export interface LifecycleHandle {
  /** A copy of the index's state now, or undefined when it is not managed. */
  get(index: string): ManagedSeed | undefined;
  /** Every request the route answered (preflights aside), in order. */
  requests: SentRequest[];
  /** The index names the requests of `method` to paths matching `pattern` named, in order. */
  indicesOf(method: string, pattern: RegExp): string[];
}

type Answer = [status: number, body: unknown];

interface Store {
  distribution: Distribution;
  managed: Map<string, ManagedSeed>;
  unmanaged: Set<string>;
  policies: Map<string, { body: Record<string, unknown>; version: number; seqNo: number }>;
  mode: 'RUNNING' | 'STOPPING' | 'STOPPED';
}

const CREATED = Date.UTC(2026, 10, 1);
const error = (status: number, type: string, reason: string): Answer => [status, errorBody(status, type, reason)];
const ack: Answer = [200, { acknowledged: true }];

function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** The index names a comma list of names and wildcards selects among `known`, sorted. */
function resolve(expression: string, known: Iterable<string>): string[] {
  const names = [...known];
  const selected = new Set<string>();
  for (const part of expression.split(',').map(decoded).filter((item) => item !== '')) {
    if (!part.includes('*')) selected.add(part);
    else for (const name of names) if (globMatches(part === '_all' ? '*' : part, name) && (!name.startsWith('.') || part.startsWith('.'))) selected.add(name);
  }
  return [...selected].sort();
}

// ---- ILM ----------------------------------------------------------------------------------------

/** One entry of GET _ilm/explain, in the field order of the documented example. */
function ilmEntry(seed: ManagedSeed) {
  const failed = seed.failed;
  return {
    index: seed.index,
    index_creation_date_millis: CREATED,
    time_since_index_creation: '28d',
    managed: true,
    policy: seed.policy,
    lifecycle_date_millis: CREATED,
    age: '28d',
    phase: seed.phase,
    phase_time_millis: CREATED + 3_600_000,
    action: seed.action,
    action_time_millis: CREATED + 3_600_000,
    step: failed ? 'ERROR' : seed.step,
    step_time_millis: CREATED + 7_200_000,
    skip: false,
    ...(failed
      ? {
          failed_step: failed.step,
          is_auto_retryable_error: false,
          failed_step_retry_count: failed.retries ?? 0,
          step_info: { type: failed.type ?? 'illegal_argument_exception', reason: failed.reason },
        }
      : {}),
    phase_execution: { policy: seed.policy, version: 1, modified_date_in_millis: CREATED },
  };
}

function ilmPolicies(store: Store, name: string | undefined): Answer {
  const names = name === undefined ? [...store.policies.keys()] : resolve(name, store.policies.keys());
  if (name !== undefined && !names.some((item) => store.policies.has(item))) {
    return error(404, 'resource_not_found_exception', `Lifecycle policy not found: ${name}`);
  }
  const answer: Record<string, unknown> = {};
  for (const item of names) {
    const policy = store.policies.get(item);
    if (!policy) continue;
    const users = [...store.managed.values()].filter((seed) => seed.policy === item).map((seed) => seed.index);
    answer[item] = {
      version: policy.version,
      modified_date: '2026-11-01T00:00:00.000Z',
      policy: policy.body,
      in_use_by: { indices: users, data_streams: [], composable_templates: [] },
    };
  }
  return [200, answer];
}

function ilmMove(store: Store, index: string, body: unknown): Answer {
  const seed = store.managed.get(index);
  if (!seed) return error(400, 'illegal_argument_exception', `index [${index}] is not associated with an Index Lifecycle Policy`);
  const request = (body ?? {}) as { current_step?: Record<string, string>; next_step?: Record<string, string> };
  const current = request.current_step ?? {};
  const actual = { phase: seed.phase, action: seed.action, name: seed.failed ? 'ERROR' : seed.step };
  // The engine compares the whole step key: an index whose step failed is at step ERROR.
  if (current.phase !== actual.phase || current.action !== actual.action || current.name !== actual.name) {
    return error(400, 'illegal_argument_exception', `index [${index}] is not on current step [${JSON.stringify(current)}], currently: [${JSON.stringify(actual)}]`);
  }
  const next = request.next_step;
  if (!next?.phase) return error(400, 'x_content_parse_exception', '[move_to_step_request] next_step is required');
  store.managed.set(index, { ...seed, phase: next.phase, action: next.action ?? 'complete', step: next.name ?? 'complete', failed: undefined });
  return ack;
}

function ilm(store: Store, parts: string[], method: string, body: unknown, query: URLSearchParams): Answer | undefined {
  const [first, second, third] = parts;
  if (first === '_ilm') {
    if (second === 'status' && parts.length === 2) return [200, { operation_mode: store.mode }];
    if ((second === 'start' || second === 'stop') && method === 'POST') {
      store.mode = second === 'start' ? 'RUNNING' : 'STOPPED';
      return ack;
    }
    if (second === 'move' && third && method === 'POST') return ilmMove(store, decoded(third), body);
    if (second === 'policy') {
      const name = third === undefined ? undefined : decoded(third);
      if (method === 'GET') return ilmPolicies(store, name);
      if (method === 'PUT' && name) {
        const policy = (body as { policy?: Record<string, unknown> } | null)?.policy;
        if (!policy) return error(400, 'x_content_parse_exception', '[put_lifecycle_request] policy is required');
        const old = store.policies.get(name);
        store.policies.set(name, { body: policy, version: (old?.version ?? 0) + 1, seqNo: 0 });
        return ack;
      }
      if (method === 'DELETE' && name) {
        if (!store.policies.delete(name)) return error(404, 'resource_not_found_exception', `Lifecycle policy not found: ${name}`);
        return ack;
      }
    }
    return undefined;
  }
  if (parts.length !== 3 || second !== '_ilm') return undefined;
  const names = resolve(first, [...store.managed.keys(), ...store.unmanaged]);
  if (third === 'explain' && method === 'GET') {
    const onlyManaged = query.get('only_managed') === 'true';
    const onlyErrors = query.get('only_errors') === 'true';
    const indices: Record<string, unknown> = {};
    for (const name of names) {
      const seed = store.managed.get(name);
      if (seed && (!onlyErrors || seed.failed)) indices[name] = ilmEntry(seed);
      else if (!seed && !onlyManaged && !onlyErrors && store.unmanaged.has(name)) indices[name] = { index: name, managed: false };
    }
    return [200, { indices }];
  }
  if (third === 'retry' && method === 'POST') {
    const notFailed = names.find((name) => !store.managed.get(name)?.failed);
    if (notFailed) return error(400, 'illegal_argument_exception', `cannot retry an action for an index [${notFailed}] that has not encountered an error when running a Lifecycle Policy`);
    for (const name of names) {
      const seed = store.managed.get(name);
      if (seed?.failed) store.managed.set(name, { ...seed, step: seed.failed.step, failed: undefined });
    }
    return ack;
  }
  if (third === 'remove' && method === 'POST') {
    for (const name of names) store.managed.delete(name);
    return [200, { has_failures: false, failed_indexes: [] }];
  }
  return undefined;
}

// ---- ISM ----------------------------------------------------------------------------------------

/** One entry of GET _plugins/_ism/explain for a managed index. */
function ismEntry(seed: ManagedSeed) {
  const failed = seed.failed;
  return {
    'index.plugins.index_state_management.policy_id': seed.policy,
    'index.opendistro.index_state_management.policy_id': seed.policy,
    index: seed.index,
    index_uuid: indexUuid(seed.index),
    policy_id: seed.policy,
    policy_seq_no: 0,
    policy_primary_term: 1,
    rolled_over: false,
    index_creation_date: CREATED,
    state: { name: seed.phase, start_time: CREATED + 3_600_000 },
    action: { name: seed.action, start_time: CREATED + 3_600_000, index: 0, failed: Boolean(failed), consumed_retries: failed?.retries ?? 0, last_retry_time: 0 },
    step: { name: failed ? failed.step : seed.step, start_time: CREATED + 7_200_000, step_status: failed ? 'failed' : 'completed' },
    retry_info: { failed: Boolean(failed), consumed_retries: failed?.retries ?? 0 },
    info: { message: failed ? failed.reason : `Successfully initialized policy: ${seed.policy}` },
    enabled: !failed,
  };
}

/** The answer of add, remove, change_policy and retry: what was updated and what was refused. */
function ismOutcome(updated: number, refused: { index: string; reason: string }[]): Answer {
  return [200, { updated_indices: updated, failures: refused.length > 0, failed_indices: refused.map(({ index, reason }) => ({ index_name: index, index_uuid: indexUuid(index), reason })) }];
}

function ismPolicyEntry(id: string, policy: { body: Record<string, unknown>; seqNo: number }) {
  return { _id: id, _seq_no: policy.seqNo, _primary_term: 1, policy: { policy_id: id, last_updated_time: CREATED, schema_version: 21, error_notification: null, ...policy.body } };
}

function ismPolicies(store: Store, id: string | undefined, method: string, body: unknown, query: URLSearchParams): Answer | undefined {
  if (id === undefined) {
    if (method !== 'GET') return undefined;
    const policies = [...store.policies.entries()].map(([name, policy]) => ismPolicyEntry(name, policy));
    return [200, { policies, total_policies: policies.length }];
  }
  const policy = store.policies.get(id);
  if (method === 'GET') return policy ? [200, { ...ismPolicyEntry(id, policy), _version: policy.seqNo + 1 }] : error(404, 'status_exception', 'Policy not found');
  if (method === 'DELETE') {
    if (!store.policies.delete(id)) return error(404, 'status_exception', 'Policy not found');
    return [200, { _index: '.opendistro-ism-config', _id: id, _version: 2, result: 'deleted', _shards: { total: 1, successful: 1, failed: 0 }, _seq_no: 1, _primary_term: 1 }];
  }
  if (method === 'PUT') {
    const content = (body as { policy?: Record<string, unknown> } | null)?.policy;
    if (!content) return error(400, 'illegal_argument_exception', 'Required [policy] is missing');
    if (policy && (query.get('if_seq_no') !== String(policy.seqNo) || query.get('if_primary_term') !== '1')) {
      return error(409, 'version_conflict_engine_exception', `[${id}]: version conflict, required seqNo [${query.get('if_seq_no')}], primary term [${query.get('if_primary_term')}]. current document has seqNo [${policy.seqNo}] and primary term [1]`);
    }
    const seqNo = policy ? policy.seqNo + 1 : 0;
    store.policies.set(id, { body: content, version: seqNo + 1, seqNo });
    return [policy ? 200 : 201, { _id: id, _version: seqNo + 1, _primary_term: 1, _seq_no: seqNo, policy: { policy: ismPolicyEntry(id, { body: content, seqNo }).policy } }];
  }
  return undefined;
}

function ism(store: Store, parts: string[], method: string, body: unknown, query: URLSearchParams): Answer | undefined {
  if (parts[0] !== '_plugins' || parts[1] !== '_ism') return undefined;
  const [, , call, target] = parts;
  if (call === 'policies' && parts.length <= 4) return ismPolicies(store, target === undefined ? undefined : decoded(target), method, body, query);
  if (target === undefined || parts.length !== 4) return undefined;
  const names = resolve(target, [...store.managed.keys(), ...store.unmanaged]);
  if (call === 'explain' && method === 'GET') {
    const answer: Record<string, unknown> = {};
    for (const name of names) {
      const seed = store.managed.get(name);
      answer[name] = seed ? ismEntry(seed) : { 'index.plugins.index_state_management.policy_id': null, 'index.opendistro.index_state_management.policy_id': null, enabled: null };
    }
    return [200, { ...answer, total_managed_indices: names.filter((name) => store.managed.has(name)).length }];
  }
  if (method !== 'POST') return undefined;
  const request = (body ?? {}) as { policy_id?: string; state?: string };
  const refused: { index: string; reason: string }[] = [];
  let updated = 0;
  for (const name of names) {
    const seed = store.managed.get(name);
    if (call === 'add') {
      if (seed) refused.push({ index: name, reason: 'This index already has a policy, use the update policy API to update index policies' });
      else if (!request.policy_id || !store.policies.has(request.policy_id)) return error(404, 'status_exception', `Policy ${request.policy_id ?? ''} does not exist`);
      else {
        store.managed.set(name, { index: name, policy: request.policy_id, phase: String(store.policies.get(request.policy_id)?.body.default_state ?? 'hot'), action: 'transition', step: 'attempt_transition_step' });
        store.unmanaged.delete(name);
        updated += 1;
      }
    } else if (!seed) {
      refused.push({ index: name, reason: 'This index does not have a policy to update' });
    } else if (call === 'remove') {
      store.managed.delete(name);
      store.unmanaged.add(name);
      updated += 1;
    } else if (call === 'change_policy') {
      if (!request.policy_id || !store.policies.has(request.policy_id)) return error(404, 'status_exception', `Policy ${request.policy_id ?? ''} does not exist`);
      store.managed.set(name, { ...seed, policy: request.policy_id, ...(request.state ? { phase: request.state } : {}) });
      updated += 1;
    } else if (call === 'retry') {
      if (!seed.failed) refused.push({ index: name, reason: 'This index is not in failed state.' });
      else {
        store.managed.set(name, { ...seed, step: seed.failed.step, failed: undefined });
        updated += 1;
      }
    } else return undefined;
  }
  return ismOutcome(updated, refused);
}

// ---- the route ----------------------------------------------------------------------------------

function requestBody(text: string | null): unknown {
  if (text === null || text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The path below the engine's URL, without leading slash, or undefined for another server. */
function enginePath(url: URL, engine: URL): string | undefined {
  const base = engine.pathname.replace(/\/+$/, '');
  if (url.origin !== engine.origin || !(url.pathname === base || url.pathname.startsWith(`${base}/`))) return undefined;
  return url.pathname.slice(base.length).replace(/^\/+/, '');
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
  const origin = (await request.headerValue('origin')) ?? '*';
  const cors = {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'GET,POST,PUT,DELETE,HEAD,OPTIONS',
    'access-control-allow-headers': (await request.headerValue('access-control-request-headers')) ?? 'X-Requested-With,Content-Type,Content-Length,Authorization',
  };
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
