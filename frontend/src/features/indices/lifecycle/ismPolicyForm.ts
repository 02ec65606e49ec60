// The ISM add and change requests of the indices screen: the policy ids offered and the states
// of the chosen one, which indices they name (the selection, or a pattern typed as it is, each
// comma-separated part escaped with '*' kept), their body, and the request text shown before
// sending.
import type { IsmPolicy } from '../../../engine/lifecyclePolicies';
import {
  ismAddPath,
  ismChangePath,
  type IsmPolicyChange,
} from '../../../api/operations/managedIndices';
import { chunkByPathLength } from '../../../lib/chunk';
import { indexPath } from '../../../lib/indexName';
import { stringifyJson } from '../../../lib/json';

export type IsmPolicyMode = 'add' | 'change';

/** The ids of the cluster's policies, sorted, to offer; none while unknown. */
export function policyIds(policies: readonly IsmPolicy[] | undefined): string[] {
  return (policies ?? []).map((policy) => policy.id).sort();
}

/** The states of the policy whose id is typed (spaces around it left out). */
export function policyStates(policies: readonly IsmPolicy[] | undefined, id: string): string[] {
  return policies?.find((policy) => policy.id === id.trim())?.states ?? [];
}

/** 'logs-*, metrics-*' -> ['logs-*', 'metrics-*']: the parts of a typed pattern. */
export function patternParts(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** The body: the policy id, and for a change the state to start in when one is given. */
export function ismBody(policy: string, state: string): IsmPolicyChange | null {
  const policyId = policy.trim();
  if (policyId === '') return null;
  const startState = state.trim();
  return startState === '' ? { policy_id: policyId } : { policy_id: policyId, state: startState };
}

/** The request line and body as sent (the first of them when the names need several). */
export function ismRequestText(
  mode: IsmPolicyMode,
  targets: readonly string[],
  body: IsmPolicyChange,
): string {
  const names = indexPath(targets);
  const path = mode === 'add' ? ismAddPath(names) : ismChangePath(names);
  return `POST ${path}\n${stringifyJson(body, 2)}`;
}

/** How many requests the names take (a long selection is sent in groups). */
export function requestCount(targets: readonly string[]): number {
  return chunkByPathLength(targets).length;
}
