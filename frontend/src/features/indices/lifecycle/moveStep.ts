// ILM's "move to step": the step the index is at, as the engine requires it in `current_step`
// (it compares it with the index's own step key: for an index whose step failed, the step is
// ERROR), the phases of its policy to move to, and the body and request text of the move to a
// phase, or to one of its actions.
import type { ManagedIndex } from '../../../engine/lifecycle';
import type { IlmPhaseSummary, IlmPolicy } from '../../../engine/lifecyclePolicies';
import type { IlmStepKey, MoveToStepBody } from '../../../api/operations/managedIndices';
import { escapeIndexName } from '../../../lib/indexName';
import { stringifyJson } from '../../../lib/json';

/** Where the index is; null when the explain leaves out its phase, action or step. */
export function currentStep(entry: ManagedIndex): Required<IlmStepKey> | null {
  const name = entry.step;
  if (entry.phase === null || entry.action === null || name === null) return null;
  return { phase: entry.phase, action: entry.action, name };
}

/** The phases of the policy named `name`, in the order ILM runs them; none while unknown. */
export function phasesOf(
  policies: readonly IlmPolicy[] | undefined,
  name: string,
): IlmPhaseSummary[] {
  return policies?.find((policy) => policy.name === name)?.phases ?? [];
}

/** The body that moves from `current` to `phase` (and `action` when chosen). */
export function moveBody(
  current: Required<IlmStepKey>,
  phase: string,
  action: string | null,
): MoveToStepBody {
  return { current_step: current, next_step: action ? { phase, action } : { phase } };
}

/** The request as it is sent: the line and the JSON body. */
export function moveRequestText(index: string, body: MoveToStepBody): string {
  return `POST _ilm/move/${escapeIndexName(index)}\n${stringifyJson(body, 2)}`;
}
