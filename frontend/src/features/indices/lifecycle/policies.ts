// What the lifecycle dialogs of the indices screen read of the policies. ILM: the phases of one
// policy in the order an index goes through them, each with its actions, for "move to step".
// ISM: the policy ids with their states, for adding and changing an index's policy.
import { isRecord } from '../../../api/errors';
import { ilmPhaseRank } from '../../../engine/lifecycle';

export interface IlmPhase {
  name: string;
  /** The phase's actions, as the policy lists them. */
  actions: string[];
}

/** GET _ilm/policy/{name}: `{name: {policy: {phases: {hot: {actions: {...}}}}}}`. */
export function ilmPolicyPhases(answer: unknown, name: string): IlmPhase[] {
  const entry = isRecord(answer) ? answer[name] : undefined;
  const policy = isRecord(entry) && isRecord(entry.policy) ? entry.policy : null;
  if (!policy || !isRecord(policy.phases)) return [];
  return Object.entries(policy.phases)
    .map(([phase, body]) => ({
      name: phase,
      actions: isRecord(body) && isRecord(body.actions) ? Object.keys(body.actions) : [],
    }))
    .sort((a, b) => ilmPhaseRank(a.name) - ilmPhaseRank(b.name));
}

export interface IsmPolicy {
  id: string;
  states: string[];
}

/** GET _plugins/_ism/policies: `{policies: [{_id, policy: {states: [{name}]}}]}`, by id. */
export function ismPolicies(answer: unknown): IsmPolicy[] {
  if (!isRecord(answer) || !Array.isArray(answer.policies)) return [];
  return answer.policies
    .flatMap((item: unknown) => {
      if (!isRecord(item) || typeof item._id !== 'string') return [];
      const policy = isRecord(item.policy) ? item.policy : {};
      const states = Array.isArray(policy.states) ? policy.states : [];
      const names = states.flatMap((state: unknown) =>
        isRecord(state) && typeof state.name === 'string' ? [state.name] : [],
      );
      return [{ id: item._id, states: names }];
    })
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
