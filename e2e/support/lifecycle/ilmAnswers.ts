// ILM (Elasticsearch): explain, retry, remove, move to step, policies, status, start and stop.
import { decoded, error, type Answer } from '../engineRoute';
import { ack, CREATED, resolve, type ManagedSeed, type Store } from './lifecycleState';

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

export function ilm(store: Store, parts: string[], method: string, body: unknown, query: URLSearchParams): Answer | undefined {
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
