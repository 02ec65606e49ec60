// The main options the pipeline form shows as fields for the common processor types; every other
// option (and every option of other types) is edited as JSON beside them. `text` is one line,
// `code` several (a script), `lines` a list of strings written one per line, `choice` one of the
// values the engine accepts (choicesOf).
import { convertTypes } from '../../engine/ingestProcessors';
import type { EngineProfile } from '../../engine/profile';

export type OptionKind = 'text' | 'code' | 'lines' | 'choice';

export const OPTION_KEYS = [
  'field',
  'value',
  'target_field',
  'patterns',
  'formats',
  'type',
  'source',
  'separator',
  'pattern',
  'replacement',
  'name',
  'message',
  'field_split',
  'value_split',
  'fields',
] as const;

export type OptionKey = (typeof OPTION_KEYS)[number];

export interface MainOption {
  key: OptionKey;
  kind: OptionKind;
}

const text = (key: OptionKey): MainOption => ({ key, kind: 'text' });
const lines = (key: OptionKey): MainOption => ({ key, kind: 'lines' });
const field = text('field');

const MAIN_OPTIONS: Readonly<Record<string, readonly MainOption[]>> = {
  append: [field, text('value')],
  convert: [field, { key: 'type', kind: 'choice' }],
  date: [field, lines('formats'), text('target_field')],
  dissect: [field, text('pattern')],
  dot_expander: [field],
  drop: [],
  fail: [text('message')],
  fingerprint: [lines('fields')],
  geoip: [field],
  grok: [field, lines('patterns')],
  gsub: [field, text('pattern'), text('replacement')],
  json: [field],
  kv: [field, text('field_split'), text('value_split')],
  lowercase: [field],
  pipeline: [text('name')],
  remove: [field],
  rename: [field, text('target_field')],
  script: [{ key: 'source', kind: 'code' }],
  set: [field, text('value')],
  split: [field, text('separator')],
  trim: [field],
  uppercase: [field],
  urldecode: [field],
  user_agent: [field],
};

/** The main options of a type; null for a type the form knows no fields of. */
export function mainOptionsOf(type: string): readonly MainOption[] | null {
  return Object.hasOwn(MAIN_OPTIONS, type) ? MAIN_OPTIONS[type] : null;
}

/** The values a `choice` option offers on the engine: the convert processor's target types. */
export function choicesOf(option: MainOption, engine: EngineProfile): readonly string[] {
  return option.key === 'type' ? convertTypes(engine) : [];
}
