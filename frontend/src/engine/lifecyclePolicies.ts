// The lifecycle policies each engine lists, read into one shape per engine. Elasticsearch: GET
// _ilm/policy (or one policy by name), `{name: {version, modified_date, policy, in_use_by}}`, where
// `in_use_by` came with 7.17 (before it the use is unknown, null). OpenSearch: GET
// _plugins/_ism/policies, `{policies: [{_id, _seq_no, _primary_term, policy}], total_policies}`.
// Answers are read with care: an entry of the wrong shape is skipped, a field of the wrong type
// is left empty, and nothing throws.
import { toNumber } from '../lib/json';
import { isRecord } from '../lib/storage';
import { ilmPhaseRank } from './lifecycle';

/** One phase of an ILM policy. */
export interface IlmPhaseSummary {
  /** A known phase, or another name the engine sent (after the known ones). */
  name: string;
  minAge: string | null;
  /** The phase's actions, as the policy lists them. */
  actions: string[];
}

/** The indices, data streams and composable templates that use an ILM policy. */
export interface IlmPolicyUsage {
  indices: string[];
  dataStreams: string[];
  templates: string[];
}

export interface IlmPolicy {
  name: string;
  version: number | null;
  /** As the engine sent it: an ISO date, or milliseconds on some versions. */
  modifiedDate: string | number | null;
  /** In the order an index goes through them: hot, warm, cold, frozen, delete. */
  phases: IlmPhaseSummary[];
  /** null: the engine does not say (before 7.17). */
  usage: IlmPolicyUsage | null;
  /** `_meta.managed: true`: Elasticsearch installed it and may write over changes. */
  managed: boolean;
  /** The `policy` object as the engine sent it. */
  policy: Record<string, unknown>;
}

const names = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The phases of an ILM policy object in the order an index goes through them. */
export function ilmPolicyPhases(policy: Record<string, unknown>): IlmPhaseSummary[] {
  const phases = isRecord(policy.phases) ? policy.phases : {};
  return Object.entries(phases)
    .filter((entry): entry is [string, Record<string, unknown>] => isRecord(entry[1]))
    .sort(([a], [b]) => ilmPhaseRank(a) - ilmPhaseRank(b) || byName(a, b))
    .map(([name, phase]) => ({
      name,
      minAge: typeof phase.min_age === 'string' ? phase.min_age : null,
      actions: isRecord(phase.actions) ? Object.keys(phase.actions) : [],
    }));
}

function ilmUsage(entry: Record<string, unknown>): IlmPolicyUsage | null {
  const use = entry.in_use_by;
  if (!isRecord(use)) return null;
  return {
    indices: names(use.indices),
    dataStreams: names(use.data_streams),
    templates: names(use.composable_templates),
  };
}

function ilmPolicy(name: string, entry: Record<string, unknown>): IlmPolicy {
  const policy = isRecord(entry.policy) ? entry.policy : {};
  const meta = isRecord(policy._meta) ? policy._meta : {};
  const modified = entry.modified_date;
  return {
    name,
    version: typeof entry.version === 'number' ? entry.version : null,
    modifiedDate: typeof modified === 'string' || typeof modified === 'number' ? modified : null,
    phases: ilmPolicyPhases(policy),
    usage: ilmUsage(entry),
    managed: meta.managed === true,
    policy,
  };
}

/** GET _ilm/policy[/{name}]: every policy in the answer, in the engine's order. */
export function ilmPolicies(answer: unknown): IlmPolicy[] {
  if (!isRecord(answer)) return [];
  return Object.entries(answer)
    .filter((entry): entry is [string, Record<string, unknown>] => isRecord(entry[1]))
    .map(([name, entry]) => ilmPolicy(name, entry));
}

/** The version an ISM policy was read at: an update is refused unless it still is. */
export interface IsmPolicyVersion {
  seqNo: number;
  primaryTerm: number;
}

export interface IsmPolicy {
  id: string;
  /** null unless the entry carries both `_seq_no` and `_primary_term`. */
  version: IsmPolicyVersion | null;
  /** The names of the policy's states, in order. */
  states: string[];
  /** The `policy` object as the engine sent it. */
  policy: Record<string, unknown>;
}

/** The version of a listed or read ISM policy (`_seq_no`, `_primary_term`). */
export function ismPolicyVersion(entry: Record<string, unknown>): IsmPolicyVersion | null {
  const seqNo = toNumber(entry._seq_no);
  const primaryTerm = toNumber(entry._primary_term);
  return seqNo === undefined || primaryTerm === undefined ? null : { seqNo, primaryTerm };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function ismStateNames(policy: Record<string, unknown>): string[] {
  const states = Array.isArray(policy.states) ? policy.states : [];
  return states.flatMap((state: unknown) =>
    isRecord(state) && typeof state.name === 'string' ? [state.name] : [],
  );
}

function ismPolicy(entry: Record<string, unknown>): IsmPolicy | null {
  const policy = isRecord(entry.policy) ? entry.policy : {};
  const id = text(entry._id) || text(policy.policy_id);
  if (id === '') return null;
  return { id, version: ismPolicyVersion(entry), states: ismStateNames(policy), policy };
}

/** GET _plugins/_ism/policies: every policy with an id, in the engine's order. */
export function ismPolicies(answer: unknown): IsmPolicy[] {
  const entries = isRecord(answer) && Array.isArray(answer.policies) ? answer.policies : [];
  return entries.flatMap((entry: unknown) => {
    const policy = isRecord(entry) ? ismPolicy(entry) : null;
    return policy === null ? [] : [policy];
  });
}
