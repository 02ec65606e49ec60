// The ISM policies list (as engine/lifecyclePolicies reads it) in rows: each policy's id,
// description, default state, its states in order with their actions and transitions, its ISM
// templates, when it last changed, the version an update must name, and which managed indices use
// it. Policy objects are read with care: a missing or odd field leaves its part empty rather than
// failing the list.
import type { PolicyUse } from '../../../api/operations/ism';
import type { IsmPolicy, IsmPolicyVersion } from '../../../engine/lifecyclePolicies';
import { toClusterErrorInfo } from '../../../api/errors';
import { isLosslessNumber, toNumber } from '../../../lib/json';
import { isRecord } from '../../../lib/storage';

/** The transition conditions the engine knows, each a single value. */
export const VALUE_CONDITIONS = [
  'min_index_age',
  'min_doc_count',
  'min_size',
  'min_rollover_age',
] as const;
export type ValueConditionKind = (typeof VALUE_CONDITIONS)[number];

export type IsmCondition =
  | { kind: ValueConditionKind; value: string }
  | { kind: 'cron'; expression: string; timezone: string | null }
  | { kind: 'other'; name: string; value: string };

export interface IsmTransition {
  target: string;
  /** None: the index moves on as soon as the state's actions are done. */
  conditions: IsmCondition[];
}

export interface IsmState {
  name: string;
  /** The action names in order (rollover, delete...), without their retry and timeout. */
  actions: string[];
  transitions: IsmTransition[];
}

export interface IsmTemplateInfo {
  patterns: string[];
  priority: number | null;
}

export interface IsmPolicyRow {
  id: string;
  description: string;
  defaultState: string;
  states: IsmState[];
  templates: IsmTemplateInfo[];
  /** Epoch milliseconds; null when not given. */
  lastUpdated: number | null;
  version: IsmPolicyVersion | null;
  /** The managed indices on this policy; null when they could not be read. */
  usedBy: string[] | null;
  /** The policy object as the cluster sent it. */
  policy: Record<string, unknown>;
}

/** Keys of an action object that tune it rather than name it. */
const ACTION_OPTIONS = new Set(['retry', 'timeout']);

/** A value as text: strings as they are, numbers exactly, anything else as JSON. */
function valueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (isLosslessNumber(value)) return value.value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? '';
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function readCondition(name: string, value: unknown): IsmCondition {
  if ((VALUE_CONDITIONS as readonly string[]).includes(name))
    return { kind: name as ValueConditionKind, value: valueText(value) };
  if (name === 'cron' && isRecord(value)) {
    // The engine nests it: {"cron": {"cron": {"expression", "timezone"}}}.
    const cron = isRecord(value.cron) ? value.cron : value;
    const timezone = text(cron.timezone);
    return { kind: 'cron', expression: text(cron.expression), timezone: timezone || null };
  }
  return { kind: 'other', name, value: valueText(value) };
}

function readTransition(value: unknown): IsmTransition {
  const transition = isRecord(value) ? value : {};
  const conditions = isRecord(transition.conditions) ? transition.conditions : {};
  return {
    target: text(transition.state_name),
    conditions: Object.entries(conditions).map(([name, condition]) =>
      readCondition(name, condition),
    ),
  };
}

function actionNames(action: unknown): string[] {
  return isRecord(action) ? Object.keys(action).filter((key) => !ACTION_OPTIONS.has(key)) : [];
}

/** The states of a policy object, in order. */
export function readPolicyStates(policy: Record<string, unknown>): IsmState[] {
  return list(policy.states).map((value) => {
    const state = isRecord(value) ? value : {};
    return {
      name: text(state.name),
      actions: list(state.actions).flatMap(actionNames),
      transitions: list(state.transitions).map(readTransition),
    };
  });
}

/** ism_template as one object, a list of them, or null. */
export function readIsmTemplates(value: unknown): IsmTemplateInfo[] {
  const templates = Array.isArray(value) ? value : value == null ? [] : [value];
  return templates.filter(isRecord).map((template) => ({
    patterns: list(template.index_patterns).map(valueText),
    priority: toNumber(template.priority) ?? null,
  }));
}

/** What does not add up in a policy: a default state or transition naming no state. */
export type StateProblem =
  | { kind: 'noDefault' }
  | { kind: 'missingDefault'; name: string }
  | { kind: 'missingTarget'; from: string; to: string };

export function stateProblems(states: IsmState[], defaultState: string): StateProblem[] {
  const names = new Set(states.map((state) => state.name));
  const problems: StateProblem[] = [];
  if (defaultState === '') problems.push({ kind: 'noDefault' });
  else if (!names.has(defaultState)) problems.push({ kind: 'missingDefault', name: defaultState });
  for (const state of states)
    for (const { target } of state.transitions)
      if (!names.has(target))
        problems.push({ kind: 'missingTarget', from: state.name, to: target });
  return problems;
}

function policyRow({ id, version, policy }: IsmPolicy, use: PolicyUse | null): IsmPolicyRow {
  return {
    id,
    description: text(policy.description),
    defaultState: text(policy.default_state),
    states: readPolicyStates(policy),
    templates: readIsmTemplates(policy.ism_template),
    lastUpdated: toNumber(policy.last_updated_time) ?? null,
    version,
    usedBy: use === null ? null : (use[id] ?? []),
    policy,
  };
}

/** The rows of the listed policies, with the indices each policy manages. */
export function ismPolicyRows(
  policies: readonly IsmPolicy[],
  use: PolicyUse | null,
): IsmPolicyRow[] {
  return policies.map((policy) => policyRow(policy, use));
}

/** Plain text filter: id, description, state names and template patterns, any case. */
export function matchesIsmPolicy(row: IsmPolicyRow, filter: string): boolean {
  const needle = filter.trim().toLowerCase();
  const haystack = [
    row.id,
    row.description,
    ...row.states.map((state) => state.name),
    ...row.templates.flatMap((template) => template.patterns),
  ];
  return haystack.some((value) => value.toLowerCase().includes(needle));
}

/**
 * A cluster without the ISM plugin: it answers _plugins/_ism with 400 'no handler found' (or
 * 404). Other failures (rights, a server error, the network) are real errors, shown as such.
 */
export function isIsmUnsupported(error: unknown): boolean {
  if (error === undefined || error === null) return false;
  const info = toClusterErrorInfo(error);
  return info.kind === 'api' && (info.status === 400 || info.status === 404);
}
