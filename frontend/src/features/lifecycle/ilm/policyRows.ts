// The rows of the ILM policies list, read from GET _ilm/policy: each policy's name, version,
// modification date, phases in the order an index goes through them (hot, warm, cold, frozen,
// delete) with their minimum age and action names, and who uses it. `in_use_by` came with
// Elasticsearch 7.17; before it the use is unknown (null), which the list and the delete say.
import { ilmPhaseRank } from '../../../engine/lifecycle';
import { isRecord } from '../../../lib/storage';

export {
  ILM_PHASE_ORDER as PHASE_ORDER,
  type IlmPhaseName as PhaseName,
} from '../../../engine/lifecycle';

export interface PhaseSummary {
  /** A known phase, or another name the engine sent (shown after the known ones). */
  name: string;
  minAge: string | null;
  actions: string[];
}

/** The indices, data streams and composable templates that use a policy. */
export interface PolicyUsage {
  indices: string[];
  dataStreams: string[];
  templates: string[];
}

export interface IlmPolicyRow {
  name: string;
  version: number | null;
  /** As the engine sent it: an ISO date, or milliseconds on some versions. */
  modifiedDate: string | number | null;
  phases: PhaseSummary[];
  /** null: the engine does not say (before 7.17). */
  usage: PolicyUsage | null;
  /** `_meta.managed: true`: Elasticsearch installed it and may write over changes. */
  managed: boolean;
  /** The `policy` object as the engine sent it. */
  policy: Record<string, unknown>;
}

const names = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The phases of a policy in the order an index goes through them. */
export function policyPhases(policy: Record<string, unknown>): PhaseSummary[] {
  const phases = isRecord(policy.phases) ? policy.phases : {};
  return Object.entries(phases)
    .filter((entry): entry is [string, Record<string, unknown>] => isRecord(entry[1]))
    .sort(([a], [b]) => ilmPhaseRank(a) - ilmPhaseRank(b) || (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, phase]) => ({
      name,
      minAge: typeof phase.min_age === 'string' ? phase.min_age : null,
      actions: isRecord(phase.actions) ? Object.keys(phase.actions) : [],
    }));
}

function usageOf(entry: Record<string, unknown>): PolicyUsage | null {
  const use = entry.in_use_by;
  if (!isRecord(use)) return null;
  return {
    indices: names(use.indices),
    dataStreams: names(use.data_streams),
    templates: names(use.composable_templates),
  };
}

function policyRow(name: string, entry: Record<string, unknown>): IlmPolicyRow {
  const policy = isRecord(entry.policy) ? entry.policy : {};
  const meta = isRecord(policy._meta) ? policy._meta : {};
  const modified = entry.modified_date;
  return {
    name,
    version: typeof entry.version === 'number' ? entry.version : null,
    modifiedDate: typeof modified === 'string' || typeof modified === 'number' ? modified : null,
    phases: policyPhases(policy),
    usage: usageOf(entry),
    managed: meta.managed === true,
    policy,
  };
}

/** GET _ilm/policy's answer (`{name: {version, modified_date, policy, in_use_by}}`) as rows. */
export function ilmPolicyRows(answer: unknown): IlmPolicyRow[] {
  if (!isRecord(answer)) return [];
  return Object.entries(answer)
    .filter((entry): entry is [string, Record<string, unknown>] => isRecord(entry[1]))
    .map(([name, entry]) => policyRow(name, entry));
}

/** How many things use the policy; null when the engine does not say. */
export function usageCount(usage: PolicyUsage | null): number | null {
  return usage === null
    ? null
    : usage.indices.length + usage.dataStreams.length + usage.templates.length;
}

/** The first `limit` names, and how many more there are. */
export function firstNames(list: readonly string[], limit = 10): { shown: string[]; more: number } {
  return { shown: list.slice(0, limit), more: Math.max(0, list.length - limit) };
}

/** A row matches a filter when its name, or one of its phases or actions, contains the text. */
export function matchesPolicyFilter(row: IlmPolicyRow, filter: string): boolean {
  const text = filter.trim().toLowerCase();
  if (text === '') return true;
  return (
    row.name.toLowerCase().includes(text) ||
    row.phases.some(
      (phase) => phase.name.includes(text) || phase.actions.some((a) => a.includes(text)),
    )
  );
}
