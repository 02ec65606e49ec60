// The state of the policy editor: the name (a new policy's only), the form and the JSON text,
// kept in step both ways. A form change rewrites the text; a text change that reads as a policy
// the form can show updates the form, and otherwise the form keeps its last state while the
// JSON mode says what is wrong. The body to send is the form's in form mode, the text's in JSON
// mode; switching mode is refused, with the reason, while the side being left cannot be read.
import { useState } from 'react';
import type { IlmPolicyBody } from '../../../api/operations/ilm';
import { stringifyJson } from '../../../lib/json';
import { isRecord } from '../../../lib/storage';
import { formToBody, type FieldProblem } from './policyBody';
import { bodyToForm, NEW_POLICY_BODY, type FormReadProblem, type PolicyForm } from './policyForm';
import { readPolicyText, type TextProblem } from './policyText';

export type EditorMode = 'form' | 'json';

/** What the editor can send now, or why not. */
export type EditorBody =
  | { ok: true; body: IlmPolicyBody }
  | { ok: false; field: FieldProblem }
  | { ok: false; text: TextProblem };

/** Why a switch of mode was refused. */
export type SwitchRefusal =
  { to: 'form'; problem: FormReadProblem | TextProblem } | { to: 'json'; field: FieldProblem };

export interface PolicyEditor {
  mode: EditorMode;
  form: PolicyForm;
  text: string;
  body: EditorBody;
  /** The policy differs from how the editor opened. */
  changed: boolean;
  refusal: SwitchRefusal | null;
  setMode: (mode: EditorMode) => void;
  changeForm: (update: (form: PolicyForm) => PolicyForm) => void;
  changeText: (text: string) => void;
}

const textOf = (body: unknown) => stringifyJson(body, 2);

/** The value with every object's keys sorted: two bodies that differ only in order compare equal. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (!isRecord(value)) return value;
  const keys = Object.keys(value).sort();
  return Object.fromEntries(keys.map((key) => [key, canonical(value[key])]));
}
const sameBody = (a: unknown, b: unknown) =>
  stringifyJson(canonical(a)) === stringifyJson(canonical(b));

function opening(policy: Record<string, unknown> | null) {
  const body = policy === null ? NEW_POLICY_BODY : { policy };
  const read = bodyToForm(body);
  const fallback = bodyToForm(NEW_POLICY_BODY);
  const form = read.ok ? read.form : fallback.ok ? fallback.form : null;
  if (form === null) throw new Error('the new policy must fit the form');
  // The text shows the phases in the form's order; a policy the form cannot show opens in JSON
  // mode, as the engine sent it.
  const built = read.ok ? formToBody(form) : null;
  const text = textOf(built?.ok ? built.body : body);
  return { body, form, text, mode: (read.ok ? 'form' : 'json') as EditorMode };
}

/** `policy`: the listed policy being edited, or null for a new one. */
export function usePolicyEditor(policy: Record<string, unknown> | null): PolicyEditor {
  const [opened] = useState(() => opening(policy));
  const [mode, setModeState] = useState(opened.mode);
  const [form, setForm] = useState(opened.form);
  const [text, setText] = useState(opened.text);
  const [refusal, setRefusal] = useState<SwitchRefusal | null>(null);
  const built = formToBody(form);
  const read = readPolicyText(text);
  let body: EditorBody;
  if (mode === 'form') body = built.ok ? built : { ok: false, field: built.problem };
  else body = read.ok ? { ok: true, body: read.body } : { ok: false, text: read.problem };
  const changed = !body.ok || !sameBody(body.body, opened.body);

  const setMode = (next: EditorMode) => {
    if (next === mode) return;
    if (next === 'json' && !built.ok) return setRefusal({ to: 'json', field: built.problem });
    if (next === 'form' && !read.ok) return setRefusal({ to: 'form', problem: read.problem });
    if (next === 'form' && read.ok && !read.form.ok)
      return setRefusal({ to: 'form', problem: read.form.problem });
    setRefusal(null);
    setModeState(next);
  };
  const changeForm = (update: (form: PolicyForm) => PolicyForm) => {
    const next = update(form);
    setForm(next);
    setRefusal(null);
    const nextBody = formToBody(next);
    if (nextBody.ok) setText(textOf(nextBody.body));
  };
  const changeText = (next: string) => {
    setText(next);
    setRefusal(null);
    const nextRead = readPolicyText(next);
    if (nextRead.ok && nextRead.form.ok) setForm(nextRead.form.form);
  };
  return { mode, form, text, body, changed, refusal, setMode, changeForm, changeText };
}
