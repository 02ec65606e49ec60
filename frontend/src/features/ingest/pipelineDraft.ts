// The pipeline editor's two views of one body, kept in step: the form (pipelineForm.ts) and the
// whole body as JSON text. Going to JSON writes the form out; going back to the form reads the
// text, and stays in JSON with the reason when the text is not a JSON object or has processors
// the form cannot show. The body to send is whichever view is shown.
import { parseJson, stringifyJson } from '../../lib/json';
import { jsonErrorPosition } from '../../lib/jsonError';
import { isRecord } from '../../lib/storage';
import {
  EMPTY_FORM,
  pipelineBody,
  pipelineForm,
  type FormProblem,
  type PipelineForm,
} from './pipelineForm';

export type EditorMode = 'form' | 'json';

export interface PipelineDraft {
  mode: EditorMode;
  form: PipelineForm;
  text: string;
}

/** Why the shown view holds no body to send, or the other view cannot be shown. */
export type DraftProblem =
  { kind: 'syntax'; position: number } | { kind: 'notObject' } | FormProblem;

export type DraftBody =
  { ok: true; body: Record<string, unknown> } | { ok: false; problem: DraftProblem };

/** The object a JSON text holds, or why it holds none. */
export function parseBodyText(text: string): DraftBody {
  let value: unknown;
  try {
    value = parseJson(text);
  } catch {
    return { ok: false, problem: { kind: 'syntax', position: jsonErrorPosition(text) ?? 0 } };
  }
  return isRecord(value)
    ? { ok: true, body: value }
    : { ok: false, problem: { kind: 'notObject' } };
}

export const bodyText = (body: Record<string, unknown>) => stringifyJson(body, 2);

/** A draft of `body`, in the form when the form can show it, else in JSON. */
export function openDraft(body: Record<string, unknown>): PipelineDraft {
  const form = pipelineForm(body);
  return form.ok
    ? { mode: 'form', form: form.form, text: bodyText(body) }
    : { mode: 'json', form: EMPTY_FORM, text: bodyText(body) };
}

/** The body the shown view holds. */
export function draftBody(draft: PipelineDraft): DraftBody {
  return draft.mode === 'form' ? pipelineBody(draft.form) : parseBodyText(draft.text);
}

export type Switched = { ok: true; draft: PipelineDraft } | { ok: false; problem: DraftProblem };

/** The draft shown in `mode`, carrying over what the current view holds. */
export function switchMode(draft: PipelineDraft, mode: EditorMode): Switched {
  if (mode === draft.mode) return { ok: true, draft };
  if (mode === 'json') {
    const body = pipelineBody(draft.form);
    return body.ok
      ? { ok: true, draft: { ...draft, mode, text: bodyText(body.body) } }
      : { ok: false, problem: body.problem };
  }
  const body = parseBodyText(draft.text);
  if (!body.ok) return body;
  const form = pipelineForm(body.body);
  return form.ok ? { ok: true, draft: { ...draft, mode, form: form.form } } : form;
}
