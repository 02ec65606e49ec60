// Writes the policy form (policyForm.ts) back to the body of PUT _ilm/policy/{name}: the phases
// switched on, in the order an index goes through them, each with its minimum age and the
// actions switched on, and everything the form kept aside as it came. Inputs hold text: a
// number or JSON field that does not read is a problem that names its place, and no body is
// made.
import type { IlmPolicyBody } from '../../../api/operations/ilm';
import { parseJson, parseNumberLiteral } from '../../../lib/json';
import { isRecord } from '../../../lib/storage';
import { ACTION_FIELDS, PHASE_ACTIONS, type ActionField, type FormAction } from './policyFields';
import type { ActionForm, FieldValue, Json, PhaseForm, PolicyForm } from './policyForm';
import { PHASE_ORDER, type PhaseName } from './policyRows';

/** The field of the form that does not read as its kind. */
export interface FieldProblem {
  phase: PhaseName;
  action: FormAction;
  field: string;
  kind: 'integer' | 'object';
}

export type BodyBuild = { ok: true; body: IlmPolicyBody } | { ok: false; problem: FieldProblem };

type Written = { ok: true; value: Json } | { ok: false; problem: FieldProblem };

/** A field's value for the body: undefined leaves it out, null does not read. */
function writeField(field: ActionField, value: FieldValue): unknown {
  if (typeof value !== 'string') return value ?? undefined;
  const text = value.trim();
  if (text === '') return undefined;
  if (field.kind === 'text') return text;
  if (field.kind === 'integer') return /^-?\d+$/.test(text) ? parseNumberLiteral(text) : null;
  try {
    const parsed = parseJson(text);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function writeAction(phase: PhaseName, action: FormAction, form: ActionForm): Written {
  const value: Json = { ...form.extra };
  for (const field of ACTION_FIELDS[action]) {
    const written = writeField(field, form.values[field.key] ?? null);
    if (written === null) {
      const kind = field.kind === 'object' ? 'object' : 'integer';
      return { ok: false, problem: { phase, action, field: field.key, kind } };
    }
    if (written !== undefined) value[field.key] = written;
  }
  return { ok: true, value };
}

function writePhase(name: PhaseName, phase: PhaseForm): Written {
  const actions: Json = {};
  for (const action of PHASE_ACTIONS[name]) {
    const form = phase.actions[action];
    if (!form?.enabled) continue;
    const written = writeAction(name, action, form);
    if (!written.ok) return written;
    actions[action] = written.value;
  }
  const minAge = phase.minAge.trim();
  return {
    ok: true,
    value: {
      ...(minAge === '' ? {} : { min_age: minAge }),
      ...phase.extra,
      actions: { ...actions, ...phase.other },
    },
  };
}

/** The body the form stands for, or the first field that does not read. */
export function formToBody(form: PolicyForm): BodyBuild {
  const phases: Json = {};
  for (const name of PHASE_ORDER) {
    if (!form.phases[name].enabled) continue;
    const written = writePhase(name, form.phases[name]);
    if (!written.ok) return written;
    phases[name] = written.value;
  }
  const policy = { ...form.policyExtra, phases: { ...phases, ...form.otherPhases } };
  return { ok: true, body: { ...form.bodyExtra, policy } };
}
