// What the console knows of index lifecycle management on each engine: Elasticsearch manages
// indices with ILM (`_ilm`), OpenSearch with its ISM plugin (`_plugins/_ism`). Both explain where
// each managed index stands; this module reads either answer into one shape, and groups the
// failed indices by the step that failed and its reason, the way an operator retries them.
import { isRecord } from '../lib/storage';

export type LifecycleKind = 'ilm' | 'ism';

/** The order ILM runs its phases in. */
export const ILM_PHASE_ORDER = ['hot', 'warm', 'cold', 'frozen', 'delete'] as const;
export type IlmPhaseName = (typeof ILM_PHASE_ORDER)[number];

/** Where a phase comes in ILM's order; a phase ILM does not know comes after them. */
export function ilmPhaseRank(name: string): number {
  const rank = (ILM_PHASE_ORDER as readonly string[]).indexOf(name);
  return rank === -1 ? ILM_PHASE_ORDER.length : rank;
}

/** Where one managed index stands in its policy, read from either engine's explain answer. */
export interface ManagedIndex {
  index: string;
  policy: string;
  /** ILM: the phase (hot, warm, ...); ISM: the state. */
  phase: string | null;
  action: string | null;
  /** ILM: the step, `ERROR` when one failed; ISM: the step's name. */
  step: string | null;
  failed: boolean;
  /** The step (ILM `failed_step`) or action (ISM) that failed; null unless failed. */
  failedStep: string | null;
  /** The engine's reason in its own words (ILM `step_info.reason`, ISM `info.message`). */
  reason: string | null;
  /** How many times the engine retried the failed step itself. */
  retryCount: number | null;
  /** ILM: the index's age in its policy (`age`); null on ISM. */
  age: string | null;
  /** The entry as the engine sent it, for the explain view. */
  raw: Record<string, unknown>;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

function ilmEntry(name: string, entry: Record<string, unknown>): ManagedIndex | null {
  if (entry.managed === false) return null;
  const policy = text(entry.policy);
  if (policy === null) return null;
  const step = text(entry.step);
  const info = isRecord(entry.step_info) ? entry.step_info : null;
  const failed = step === 'ERROR';
  const cause = info && Array.isArray(info.root_cause) ? info.root_cause[0] : null;
  return {
    index: text(entry.index) ?? name,
    policy,
    phase: text(entry.phase),
    action: text(entry.action),
    step,
    failed,
    failedStep: failed ? text(entry.failed_step) : null,
    reason: info ? (text(info.reason) ?? (isRecord(cause) ? text(cause.reason) : null)) : null,
    retryCount: count(entry.failed_step_retry_count),
    age: text(entry.age),
    raw: entry,
  };
}

/** GET {indices}/_ilm/explain: `{indices: {name: {...}}}`; unmanaged indices are left out. */
export function ilmManagedIndices(answer: unknown): ManagedIndex[] {
  if (!isRecord(answer) || !isRecord(answer.indices)) return [];
  return Object.entries(answer.indices).flatMap(([name, entry]) => {
    const managed = isRecord(entry) ? ilmEntry(name, entry) : null;
    return managed ? [managed] : [];
  });
}

/**
 * Where an ISM explain entry names its policy: `policy_id` (OpenSearch 1.x on), the index setting
 * under `plugins` (also sent as null for an index without a policy), and under `opendistro`, the
 * Open Distro key OpenSearch still sends beside the new one.
 */
const ISM_POLICY_KEYS = [
  'policy_id',
  'index.plugins.index_state_management.policy_id',
  'index.opendistro.index_state_management.policy_id',
];

function ismEntry(name: string, entry: Record<string, unknown>): ManagedIndex | null {
  const policy = ISM_POLICY_KEYS.map((key) => text(entry[key])).find((id) => id !== null);
  if (!policy) return null;
  const state = isRecord(entry.state) ? entry.state : {};
  const action = isRecord(entry.action) ? entry.action : {};
  const step = isRecord(entry.step) ? entry.step : {};
  const retry = isRecord(entry.retry_info) ? entry.retry_info : {};
  const info = isRecord(entry.info) ? entry.info : {};
  const failed = retry.failed === true || action.failed === true || step.step_status === 'failed';
  return {
    index: text(entry.index) ?? name,
    policy,
    phase: text(state.name),
    action: text(action.name),
    step: text(step.name),
    failed,
    failedStep: failed ? (text(action.name) ?? text(step.name)) : null,
    reason: text(info.message) ?? text(info.cause),
    retryCount: count(retry.consumed_retries) ?? count(action.consumed_retries),
    age: null,
    raw: entry,
  };
}

/**
 * GET _plugins/_ism/explain[/{indices}]: one key per index plus `total_managed_indices`; an index
 * without a policy is left out.
 */
export function ismManagedIndices(answer: unknown): ManagedIndex[] {
  if (!isRecord(answer)) return [];
  return Object.entries(answer).flatMap(([name, entry]) => {
    const managed = isRecord(entry) ? ismEntry(name, entry) : null;
    return managed ? [managed] : [];
  });
}

export function managedIndices(kind: LifecycleKind, answer: unknown): ManagedIndex[] {
  return kind === 'ilm' ? ilmManagedIndices(answer) : ismManagedIndices(answer);
}

/** The failed indices that share a failed step and a reason: retried together. */
export interface FailureGroup {
  /** Stable key of the group (step and reason). */
  key: string;
  failedStep: string | null;
  reason: string | null;
  /** The policies the group's indices follow, sorted. */
  policies: string[];
  /** The group's indices, sorted by name. */
  indices: ManagedIndex[];
}

/** Stands for the index's own name in a reason that names it. */
export const INDEX_IN_REASON = '{index}';

/**
 * The reason with the index's own name (as a whole word, not inside a longer name) replaced by
 * INDEX_IN_REASON: engines often name the index ("index [logs-7] is not the write index"), and
 * the same failure on a hundred indices is one group.
 */
export function reasonWithoutIndex(reason: string, index: string): string {
  const name = index.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return reason.replace(new RegExp(`(?<![\\w.-])${name}(?![\\w.-])`, 'g'), INDEX_IN_REASON);
}

/** Every failed index, grouped by failed step and reason, the largest group first. */
export function failureGroups(indices: readonly ManagedIndex[]): FailureGroup[] {
  const groups = new Map<string, FailureGroup>();
  for (const entry of indices) {
    if (!entry.failed) continue;
    const reason = entry.reason === null ? null : reasonWithoutIndex(entry.reason, entry.index);
    const key = JSON.stringify([entry.failedStep, reason]);
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        failedStep: entry.failedStep,
        reason,
        policies: [],
        indices: [],
      };
      groups.set(key, group);
    }
    group.indices.push(entry);
    if (!group.policies.includes(entry.policy)) group.policies.push(entry.policy);
  }
  const byName = (a: ManagedIndex, b: ManagedIndex) =>
    a.index < b.index ? -1 : a.index > b.index ? 1 : 0;
  return [...groups.values()]
    .map((group) => ({
      ...group,
      policies: group.policies.sort(),
      indices: group.indices.sort(byName),
    }))
    .sort((a, b) => b.indices.length - a.indices.length || (a.key < b.key ? -1 : 1));
}
