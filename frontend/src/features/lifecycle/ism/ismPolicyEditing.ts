// The policy editor's text: where a new policy starts (hot, then deleted after 30 days, for
// indices matching an ISM template), an existing one as {"policy": {...}} without the fields only
// the engine sets, and the text read back: not JSON (and where), no "policy" object, or the
// policy with its states and what does not add up. Big numbers stay exact (lib/json).
import { parseJson, stringifyJson } from '../../../lib/json';
import { jsonErrorPosition } from '../../../lib/jsonError';
import { isRecord } from '../../../lib/storage';
import { readPolicyStates, stateProblems, type IsmState, type StateProblem } from './ismPolicyRows';

/** The body a new policy starts from; `description` is in the user's language. */
export function newPolicyBody(description: string): Record<string, unknown> {
  return {
    policy: {
      description,
      default_state: 'hot',
      states: [
        {
          name: 'hot',
          actions: [],
          transitions: [{ state_name: 'delete', conditions: { min_index_age: '30d' } }],
        },
        { name: 'delete', actions: [{ delete: {} }], transitions: [] },
      ],
      ism_template: [{ index_patterns: ['logs-*'], priority: 100 }],
    },
  };
}

/** Fields the engine sets itself: the id comes from the path, the time from the save. */
const ENGINE_FIELDS = new Set(['policy_id', 'last_updated_time']);

/** The editable text of a listed policy. */
export function policyEditText(policy: Record<string, unknown>): string {
  const fields = Object.entries(policy).filter(([key]) => !ENGINE_FIELDS.has(key));
  return stringifyJson({ policy: Object.fromEntries(fields) }, 2);
}

export type PolicyTextReading =
  | { kind: 'syntax'; position: number }
  | { kind: 'notObject' }
  | { kind: 'noPolicy' }
  | {
      kind: 'policy';
      body: Record<string, unknown>;
      defaultState: string;
      states: IsmState[];
      problems: StateProblem[];
    };

export function readPolicyText(text: string): PolicyTextReading {
  let value: unknown;
  try {
    value = parseJson(text);
  } catch {
    return { kind: 'syntax', position: jsonErrorPosition(text) ?? 0 };
  }
  if (!isRecord(value)) return { kind: 'notObject' };
  if (!isRecord(value.policy)) return { kind: 'noPolicy' };
  const defaultState =
    typeof value.policy.default_state === 'string' ? value.policy.default_state : '';
  const states = readPolicyStates(value.policy);
  return {
    kind: 'policy',
    body: value,
    defaultState,
    states,
    problems: stateProblems(states, defaultState),
  };
}
