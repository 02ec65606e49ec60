// The composable template editor's form and the body it sends. The form holds what the editor
// shows (patterns, priority, component templates in order, the data stream switch and the JSON
// text of the template's own settings, mappings and aliases); whatever else an existing
// template has (version, _meta, allow_auto_create, a lifecycle, ...) rides along unchanged, so
// saving an edit keeps it. composableTemplateForm reads a listed template into the form and
// composableTemplateBody builds the body of PUT _index_template/{name} back from it;
// composableFormChanged tells whether closing would lose anything typed.
import { stringifyJson, toNumber } from '../../lib/json';
import { isRecord } from '../../lib/storage';
import { parseJsonObject, writableFields, type JsonObjectProblem } from './jsonObject';

export const TEMPLATE_SECTIONS = ['settings', 'mappings', 'aliases'] as const;
export type TemplateSection = (typeof TEMPLATE_SECTIONS)[number];

export interface ComposableTemplateForm {
  name: string;
  indexPatterns: string[];
  /** null: none given (the engine counts it as 0). */
  priority: number | null;
  /** Component template names; later ones override earlier ones. */
  composedOf: string[];
  dataStream: boolean;
  /** The data_stream options an existing template has (hidden, ...), kept while it stays on. */
  dataStreamOptions: Record<string, unknown>;
  /** Each section's JSON text; an empty text or object leaves the section out. */
  sections: Record<TemplateSection, string>;
  /** The template's fields the editor does not show, sent back unchanged. */
  extra: Record<string, unknown>;
  /** Parts of its `template` besides the three sections (lifecycle, ...), sent back unchanged. */
  templateExtra: Record<string, unknown>;
}

export const NEW_COMPOSABLE_TEMPLATE: ComposableTemplateForm = {
  name: '',
  indexPatterns: [],
  priority: null,
  composedOf: [],
  dataStream: false,
  dataStreamOptions: {},
  sections: { settings: '{}', mappings: '{}', aliases: '{}' },
  extra: {},
  templateExtra: {},
};

const EDITED = ['index_patterns', 'priority', 'composed_of', 'data_stream', 'template'];

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
}

function without(record: Record<string, unknown>, keys: readonly string[]) {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));
}

/** The form of a listed composable template ({ name, index_template }). */
export function composableTemplateForm(entry: unknown): ComposableTemplateForm {
  const record = isRecord(entry) ? entry : {};
  const body = isRecord(record.index_template) ? writableFields(record.index_template) : {};
  const template = isRecord(body.template) ? body.template : {};
  const section = (key: TemplateSection) =>
    template[key] === undefined ? '{}' : stringifyJson(template[key], 2);
  return {
    name: typeof record.name === 'string' ? record.name : '',
    indexPatterns: strings(body.index_patterns),
    priority: toNumber(body.priority) ?? null,
    composedOf: strings(body.composed_of),
    dataStream: isRecord(body.data_stream),
    dataStreamOptions: isRecord(body.data_stream) ? body.data_stream : {},
    sections: {
      settings: section('settings'),
      mappings: section('mappings'),
      aliases: section('aliases'),
    },
    extra: without(body, EDITED),
    templateExtra: without(template, TEMPLATE_SECTIONS),
  };
}

export type ComposableBodyResult =
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; section: TemplateSection; problem: JsonObjectProblem };

/** The body of PUT _index_template/{name} (and of its preview), or the first section in error. */
export function composableTemplateBody(form: ComposableTemplateForm): ComposableBodyResult {
  const template: Record<string, unknown> = {};
  for (const section of TEMPLATE_SECTIONS) {
    const text = form.sections[section];
    if (text.trim() === '') continue;
    const parsed = parseJsonObject(text);
    if (!parsed.ok) return { ok: false, section, problem: parsed.problem };
    if (Object.keys(parsed.value).length > 0) template[section] = parsed.value;
  }
  Object.assign(template, form.templateExtra);
  return {
    ok: true,
    body: {
      index_patterns: form.indexPatterns,
      ...(Object.keys(template).length > 0 && { template }),
      composed_of: form.composedOf,
      ...(form.priority !== null && { priority: form.priority }),
      ...form.extra,
      ...(form.dataStream && { data_stream: form.dataStreamOptions }),
    },
  };
}

function sameList(one: readonly string[], other: readonly string[]): boolean {
  return one.length === other.length && one.every((item, at) => item === other[at]);
}

/** Whether the form differs from how it opened in anything the editor shows. */
export function composableFormChanged(
  opened: ComposableTemplateForm,
  form: ComposableTemplateForm,
): boolean {
  return (
    opened.name !== form.name ||
    opened.priority !== form.priority ||
    opened.dataStream !== form.dataStream ||
    !sameList(opened.indexPatterns, form.indexPatterns) ||
    !sameList(opened.composedOf, form.composedOf) ||
    TEMPLATE_SECTIONS.some((section) => opened.sections[section] !== form.sections[section])
  );
}
