// Fixtures of the failed lifecycle indices tests: an ILM explain answer with three groups of
// failed indices, a cluster serving it and answering retries, and the triage rendered on it.
import { installFakeFetch, jsonResponse, type RecordedRequest } from '../../../api/testFetch';
import type { Cluster } from '../../../api/types';
import type { LifecycleKind } from '../../../engine/lifecycle';
import { testCluster, testConnection } from '../../../test/fixtures';
import { renderScreen } from '../../../test/renderScreen';
import { LifecycleTriage } from './LifecycleTriage';

/** `count` index names: `prefix` and a number of three digits. */
export const names = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(3, '0')}`);

// Three groups of failed indices: 40, 50 (long names: more than one request) and 30.
export const ROLLOVER = names('logs-app-', 40);
export const SHRINK = names('metrics-warehouse-eu-central-production-cluster-seven-index-', 50);
export const FORCEMERGE = names('audit-', 30);
export const HEALTHY = names('ok-', 5);
const ROLLOVER_REASON = 'setting [index.lifecycle.rollover_alias] for index is empty';
export const SHRINK_REASON = 'no node can hold all the shards of the index';
const MERGE_REASON = 'force merge failed: too many segments';

export function ilmFailed(index: string, policy: string, step: string, reason: string) {
  return {
    index,
    managed: true,
    policy,
    phase: 'hot',
    action: 'rollover',
    step: 'ERROR',
    age: '2d',
    failed_step: step,
    failed_step_retry_count: 2,
    step_info: { reason },
  };
}

// GET */_ilm/explain?only_managed=true, as filter_path leaves it.
export const ILM_EXPLAIN = {
  indices: Object.fromEntries([
    ...ROLLOVER.map((i) => [i, ilmFailed(i, 'logs', 'check-rollover-ready', ROLLOVER_REASON)]),
    ...FORCEMERGE.map((i) => [i, ilmFailed(i, 'audit', 'segment-count', MERGE_REASON)]),
    ...SHRINK.map((i) => [
      i,
      ilmFailed(i, i.endsWith('7') ? 'metrics-b' : 'metrics', 'shrink', SHRINK_REASON),
    ]),
    ...HEALTHY.map((i) => [
      i,
      { index: i, managed: true, policy: 'logs', phase: 'hot', step: 'check-rollover-ready' },
    ]),
  ]),
};

/** The index names a retry request carries in its path. */
export function retried(call: RecordedRequest): string[] {
  const path = new URL(call.url).pathname.slice(1);
  const list = path.startsWith('_plugins/_ism/retry/')
    ? path.slice('_plugins/_ism/retry/'.length)
    : path.slice(0, path.lastIndexOf('/_ilm/retry'));
  return list.split(',').map(decodeURIComponent);
}

/** Answers GET with `explain` and a retry with `retryAnswer` of the names it carries. */
export function serve(
  explain: unknown,
  retryAnswer: (names: string[]) => unknown = () => ({ acknowledged: true }),
) {
  return installFakeFetch((request) => {
    if (request.method === 'GET') return jsonResponse(explain);
    return jsonResponse(retryAnswer(retried(request)));
  }).calls;
}

/** Renders the failed indices of `kind` on `cluster`. */
export function renderTriage(kind: LifecycleKind, cluster: Partial<Cluster> = {}) {
  return renderScreen(
    <LifecycleTriage kind={kind} />,
    { connection: testConnection([testCluster(cluster)], 0) },
    '/cluster/0/lifecycle?view=failed',
  );
}

export const SLOW = { timeout: 15_000 };
