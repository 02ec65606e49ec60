// ISM (OpenSearch): explain, add, remove, change_policy, retry and policies.
import { decoded, error, type Answer } from '../engineRoute';
import { indexUuid } from '../indexNames';
import { CREATED, resolve, type ManagedSeed, type Store } from './lifecycleState';

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

export function ism(store: Store, parts: string[], method: string, body: unknown, query: URLSearchParams): Answer | undefined {
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
