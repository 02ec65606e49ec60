// The policy editor's form model, read from and written back to the body of
// PUT _ilm/policy/{name} (`{policy: {phases, _meta}}`). The form holds one section per phase
// with the actions PHASE_ACTIONS offers; everything else (other actions, other keys of a phase or
// an action, `_meta`, other phases) is kept as it came and written back unchanged, so a round
// trip through the form loses nothing. policyBody.ts writes the form back.
import { isLosslessNumber } from '../../../lib/json';
import { isRecord } from '../../../lib/storage';
import { ACTION_FIELDS, PHASE_ACTIONS, type ActionField, type FormAction } from './policyFields';
import { PHASE_ORDER, type PhaseName } from './policyRows';

/** Text fields hold their text ('' for unset); booleans true, false or null for unset. */
export type FieldValue = string | boolean | null;
export type Json = Record<string, unknown>;

export interface ActionForm {
  enabled: boolean;
  values: Record<string, FieldValue>;
  /** The action's keys the form has no field for. */
  extra: Json;
}

export interface PhaseForm {
  enabled: boolean;
  minAge: string;
  actions: Partial<Record<FormAction, ActionForm>>;
  /** Actions the form does not offer in this phase, kept as they are. */
  other: Json;
  /** The phase's keys other than min_age and actions. */
  extra: Json;
}

export interface PolicyForm {
  phases: Record<PhaseName, PhaseForm>;
  otherPhases: Json;
  /** The policy's keys other than phases (`_meta`). */
  policyExtra: Json;
  /** The body's keys other than policy. */
  bodyExtra: Json;
}

export type FormReadProblem = 'notObject' | 'noPolicy' | 'shape';
export type FormRead = { ok: true; form: PolicyForm } | { ok: false; problem: FormReadProblem };

const PHASES = PHASE_ORDER as readonly string[];

/** A field's value in the form, or undefined when it is not of the field's kind. */
function readField(field: ActionField, value: unknown): FieldValue | undefined {
  if (field.kind === 'text') return typeof value === 'string' ? value : undefined;
  if (field.kind === 'boolean') return typeof value === 'boolean' ? value : undefined;
  if (field.kind === 'object') return isRecord(value) ? JSON.stringify(value) : undefined;
  if (typeof value === 'number' && Number.isInteger(value)) return String(value);
  return isLosslessNumber(value) ? value.toString() : undefined;
}

function actionForm(action: FormAction, raw: unknown): ActionForm {
  const extra: Json = isRecord(raw) ? { ...raw } : {};
  const values: Record<string, FieldValue> = {};
  for (const field of ACTION_FIELDS[action]) {
    const read = field.key in extra ? readField(field, extra[field.key]) : undefined;
    if (read !== undefined) delete extra[field.key];
    values[field.key] = read ?? (field.kind === 'boolean' ? null : '');
  }
  return { enabled: isRecord(raw), values, extra };
}

function phaseForm(name: PhaseName, raw: Json | undefined): PhaseForm {
  const { min_age: minAge, actions: rawActions, ...extra } = raw ?? {};
  const actions = isRecord(rawActions) ? rawActions : {};
  const offered = PHASE_ACTIONS[name];
  const form: PhaseForm = { enabled: raw !== undefined, minAge: '', actions: {}, other: {}, extra };
  if (typeof minAge === 'string') form.minAge = minAge;
  else if (minAge !== undefined) extra.min_age = minAge;
  for (const action of offered) form.actions[action] = actionForm(action, actions[action]);
  for (const [key, value] of Object.entries(actions)) {
    const known = (offered as readonly string[]).includes(key) && isRecord(value);
    if (!known) form.other[key] = value;
  }
  return form;
}

/** The form of a body; a body the form cannot show says why (its JSON stays editable). */
export function bodyToForm(body: unknown): FormRead {
  if (!isRecord(body)) return { ok: false, problem: 'notObject' };
  const { policy, ...bodyExtra } = body;
  if (!isRecord(policy)) return { ok: false, problem: 'noPolicy' };
  const { phases = {}, ...policyExtra } = policy;
  if (!isRecord(phases)) return { ok: false, problem: 'shape' };
  const otherPhases: Json = {};
  for (const [name, phase] of Object.entries(phases)) {
    const known = PHASES.includes(name);
    if (known && (!isRecord(phase) || ('actions' in phase && !isRecord(phase.actions))))
      return { ok: false, problem: 'shape' };
    if (!known) otherPhases[name] = phase;
  }
  const read = (name: PhaseName) => phaseForm(name, phases[name] as Json | undefined);
  const formPhases = Object.fromEntries(PHASE_ORDER.map((name) => [name, read(name)]));
  return {
    ok: true,
    form: {
      phases: formPhases as Record<PhaseName, PhaseForm>,
      otherPhases,
      policyExtra,
      bodyExtra,
    },
  };
}

/** What a new policy starts from: a hot phase rolling over at 30 days or 50 GB a shard. */
export const NEW_POLICY_BODY = {
  policy: {
    phases: {
      hot: { actions: { rollover: { max_age: '30d', max_primary_shard_size: '50gb' } } },
    },
  },
};

/** The form with one phase changed. */
export function withPhase(form: PolicyForm, phase: PhaseName, change: Partial<PhaseForm>) {
  return { ...form, phases: { ...form.phases, [phase]: { ...form.phases[phase], ...change } } };
}

/** The form with one action of a phase changed. */
export function withAction(
  form: PolicyForm,
  phase: PhaseName,
  action: FormAction,
  change: Partial<ActionForm>,
): PolicyForm {
  const current = form.phases[phase].actions[action] ?? actionForm(action, undefined);
  const actions = { ...form.phases[phase].actions, [action]: { ...current, ...change } };
  return withPhase(form, phase, { actions });
}

/** The form with one field of an action changed. */
export function withField(
  form: PolicyForm,
  phase: PhaseName,
  action: FormAction,
  key: string,
  value: FieldValue,
): PolicyForm {
  const current = form.phases[phase].actions[action] ?? actionForm(action, undefined);
  return withAction(form, phase, action, { values: { ...current.values, [key]: value } });
}
