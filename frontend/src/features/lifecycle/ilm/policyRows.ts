// The rows of the ILM policies list: the policies as engine/lifecyclePolicies reads them from GET
// _ilm/policy (name, version, modification date, phases in the order an index goes through them,
// and who uses it, unknown before Elasticsearch 7.17), with what the list and the delete say of
// them: how many things use a policy, the first names of a long list, and the filter.
import type { IlmPhaseSummary, IlmPolicy, IlmPolicyUsage } from '../../../engine/lifecyclePolicies';

export {
  ILM_PHASE_ORDER as PHASE_ORDER,
  type IlmPhaseName as PhaseName,
} from '../../../engine/lifecycle';

export type PhaseSummary = IlmPhaseSummary;
export type PolicyUsage = IlmPolicyUsage;
export type IlmPolicyRow = IlmPolicy;

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
