// The role editor's two views of one definition, kept in step: the engine's form and the whole
// body as JSON text. Going to JSON writes the form out; going back to the form reads the text and
// stays in JSON with the reason when the text does not parse, is no object, or has a key the form
// cannot show. The body to send is whichever view is shown. Both engines' forms go through the
// same steps, each with its own reader and writer (RoleModel).
import { parseJson, stringifyJson } from '../../../lib/json';
import { jsonErrorPosition } from '../../../lib/jsonError';
import { isRecord } from '../../../lib/storage';
import {
  EMPTY_ES_FORM,
  esRoleBody,
  esRoleForm,
  writableEsRole,
  type EsRoleForm,
} from './esRoleForm';
import {
  EMPTY_OS_FORM,
  osRoleBody,
  osRoleForm,
  writableOsRole,
  type OsRoleForm,
} from './osRoleForm';
import type { Checked } from './roleProblems';

export type EditorMode = 'form' | 'json';

/** How one engine's role reads into its form and is written back. */
export interface RoleModel<Form> {
  empty: Form;
  read: (definition: Record<string, unknown>) => Checked<Form>;
  write: (form: Form) => Checked<Record<string, unknown>>;
  /** The listed definition minus what a write does not send. */
  writable: (definition: Record<string, unknown>) => Record<string, unknown>;
}

export const ES_ROLE_MODEL: RoleModel<EsRoleForm> = {
  empty: EMPTY_ES_FORM,
  read: esRoleForm,
  write: esRoleBody,
  writable: writableEsRole,
};

export const OS_ROLE_MODEL: RoleModel<OsRoleForm> = {
  empty: EMPTY_OS_FORM,
  read: osRoleForm,
  write: osRoleBody,
  writable: writableOsRole,
};

export interface RoleDraft<Form> {
  mode: EditorMode;
  form: Form;
  text: string;
}

export const bodyText = (body: Record<string, unknown>) => stringifyJson(body, 2);

/** The object a JSON text holds, or why it holds none. */
export function parseBodyText(text: string): Checked<Record<string, unknown>> {
  let value: unknown;
  try {
    value = parseJson(text);
  } catch {
    return { ok: false, problem: { kind: 'syntax', position: jsonErrorPosition(text) ?? 0 } };
  }
  return isRecord(value) ? { ok: true, value } : { ok: false, problem: { kind: 'notObject' } };
}

/** A draft of `definition` (writable already), in the form when the form can show it. */
export function openDraft<Form>(
  model: RoleModel<Form>,
  definition: Record<string, unknown>,
): RoleDraft<Form> {
  const form = model.read(definition);
  return form.ok
    ? { mode: 'form', form: form.value, text: bodyText(definition) }
    : { mode: 'json', form: model.empty, text: bodyText(definition) };
}

/** The body the shown view holds. */
export function draftBody<Form>(
  model: RoleModel<Form>,
  draft: RoleDraft<Form>,
): Checked<Record<string, unknown>> {
  return draft.mode === 'form' ? model.write(draft.form) : parseBodyText(draft.text);
}

/** The draft shown in `mode`, carrying over what the current view holds. */
export function switchMode<Form>(
  model: RoleModel<Form>,
  draft: RoleDraft<Form>,
  mode: EditorMode,
): Checked<RoleDraft<Form>> {
  if (mode === draft.mode) return { ok: true, value: draft };
  if (mode === 'json') {
    const body = model.write(draft.form);
    return body.ok ? { ok: true, value: { ...draft, mode, text: bodyText(body.value) } } : body;
  }
  const body = parseBodyText(draft.text);
  if (!body.ok) return body;
  const form = model.read(body.value);
  return form.ok ? { ok: true, value: { ...draft, mode, form: form.value } } : form;
}
