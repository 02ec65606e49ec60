// A pipeline body as the form edits it, and back: the description, the version, the processors
// (processorModel.ts) and the pipeline's own on_failure as JSON. Keys the form has no field for
// (_meta, deprecated, a description that is not a text…) are kept as they are and written back.
import { isLosslessNumber, parseJson } from '../../lib/json';
import {
  jsonFieldText,
  parseJsonText,
  processorEntry,
  processorItem,
  type ItemProblem,
  type ProcessorItem,
} from './processorModel';

export interface PipelineForm {
  description: string;
  /** An integer, or '' for none. */
  version: string;
  processors: ProcessorItem[];
  /** A JSON list, or '' for none. */
  onFailure: string;
  /** The body's other keys, written back unchanged. */
  rest: Record<string, unknown>;
}

/** Why a body has no form, or a form no body. */
export type FormProblem =
  | { kind: 'processorsNotList' }
  | { kind: 'processorShape'; index: number }
  | { kind: 'version' }
  | { kind: 'onFailure'; syntax: boolean }
  | { kind: 'processor'; index: number; problem: ItemProblem };

export type FormResult = { ok: true; form: PipelineForm } | { ok: false; problem: FormProblem };
export type BodyResult =
  { ok: true; body: Record<string, unknown> } | { ok: false; problem: FormProblem };

export const EMPTY_FORM: PipelineForm = {
  description: '',
  version: '',
  processors: [],
  onFailure: '',
  rest: {},
};

const isInteger = (value: unknown) =>
  (typeof value === 'number' && Number.isInteger(value)) ||
  (isLosslessNumber(value) && /^-?\d+$/.test(value.value));

/** The form of a body; refused when its processors are not a list of `{type: {options}}`. */
export function pipelineForm(body: Record<string, unknown>): FormResult {
  const rest: Record<string, unknown> = { ...body };
  const processors: ProcessorItem[] = [];
  if (Object.hasOwn(rest, 'processors')) {
    if (!Array.isArray(rest.processors))
      return { ok: false, problem: { kind: 'processorsNotList' } };
    for (const [index, entry] of rest.processors.entries()) {
      const item = processorItem(entry);
      if (item === null) return { ok: false, problem: { kind: 'processorShape', index } };
      processors.push(item);
    }
    delete rest.processors;
  }
  const form: PipelineForm = { ...EMPTY_FORM, processors, rest };
  if (typeof rest.description === 'string' && rest.description !== '') {
    form.description = rest.description;
    delete rest.description;
  }
  if (isInteger(rest.version)) {
    form.version = String(rest.version);
    delete rest.version;
  }
  if (Array.isArray(rest.on_failure)) {
    form.onFailure = jsonFieldText(rest.on_failure);
    delete rest.on_failure;
  }
  return { ok: true, form };
}

/** The body a form writes: description, version, processors, on_failure, then the kept keys. */
export function pipelineBody(form: PipelineForm): BodyResult {
  const version = form.version.trim();
  if (version !== '' && !/^-?\d+$/.test(version))
    return { ok: false, problem: { kind: 'version' } };
  const onFailure = parseJsonText(form.onFailure, Array.isArray, null);
  if (!onFailure.ok) return { ok: false, problem: { kind: 'onFailure', syntax: onFailure.syntax } };
  const processors: Record<string, unknown>[] = [];
  for (const [index, item] of form.processors.entries()) {
    const written = processorEntry(item);
    if (!written.ok)
      return { ok: false, problem: { kind: 'processor', index, problem: written.problem } };
    processors.push(written.entry);
  }
  const body: Record<string, unknown> = {};
  if (form.description !== '') body.description = form.description;
  if (version !== '') body.version = parseJson(version);
  body.processors = processors;
  if (onFailure.value !== null) body.on_failure = onFailure.value;
  for (const [key, value] of Object.entries(form.rest))
    if (!Object.hasOwn(body, key)) body[key] = value;
  return { ok: true, body };
}
