// One processor of a pipeline as the form edits it, and back. `{type: {options}}` becomes the
// type, the main options of that type as texts (processorOptions.ts), the common options (`if`,
// `tag`, `ignore_failure`, `on_failure`) and every other option as a JSON text. An option whose
// value a field cannot hold as it is (a number, a list where one text goes, an empty text) stays
// in that JSON, so writing the item back gives the processor it was read from.
import { parseJson, stringifyJson } from '../../lib/json';
import { isRecord } from '../../lib/storage';
import { mainOptionsOf, type MainOption } from './processorOptions';

export interface ProcessorItem {
  /** Stable across moves, for the list's keys; not written. */
  id: number;
  type: string;
  /** The main options' texts by option key; lines options one entry per line. */
  main: Record<string, string>;
  condition: string;
  tag: string;
  ignoreFailure: boolean;
  /** A JSON list, or '' for none. */
  onFailure: string;
  /** A JSON object of the remaining options, or '' for none. */
  others: string;
}

/** Why an item cannot be written: which of its JSON texts is wrong. */
export type ItemProblem =
  { kind: 'type' } | { kind: 'others'; syntax: boolean } | { kind: 'onFailure'; syntax: boolean };

let lastId = 0;
export const nextItemId = () => ++lastId;

export function newProcessorItem(type: string): ProcessorItem {
  const main = Object.fromEntries((mainOptionsOf(type) ?? []).map(({ key }) => [key, '']));
  return {
    id: nextItemId(),
    type,
    main,
    condition: '',
    tag: '',
    ignoreFailure: false,
    onFailure: '',
    others: '',
  };
}

const oneLine = (value: unknown): value is string =>
  typeof value === 'string' && value !== '' && !/[\r\n]/.test(value);

/** The text a field shows for a value, or null when the field cannot hold it exactly. */
function fieldText(option: MainOption, value: unknown): string | null {
  if (option.kind === 'lines')
    return Array.isArray(value) && value.length > 0 && value.every(oneLine)
      ? value.join('\n')
      : null;
  if (option.kind === 'code') return typeof value === 'string' && value !== '' ? value : null;
  return oneLine(value) ? value : null;
}

/** The item of one `{type: {options}}` entry; null when the entry does not have that shape. */
export function processorItem(entry: unknown): ProcessorItem | null {
  if (!isRecord(entry) || Object.keys(entry).length !== 1) return null;
  const [[type, options]] = Object.entries(entry);
  if (!isRecord(options)) return null;
  const rest: Record<string, unknown> = { ...options };
  const take = <T>(key: string, read: (value: unknown) => T | null, empty: T): T => {
    const value = Object.hasOwn(rest, key) ? read(rest[key]) : null;
    if (value === null) return empty;
    delete rest[key];
    return value;
  };
  const item = newProcessorItem(type);
  for (const option of mainOptionsOf(type) ?? [])
    item.main[option.key] = take(option.key, (value) => fieldText(option, value), '');
  item.condition = take(
    'if',
    (value) => (typeof value === 'string' && value.trim() !== '' ? value : null),
    '',
  );
  item.tag = take('tag', (value) => (oneLine(value) ? value : null), '');
  item.ignoreFailure = take('ignore_failure', (value) => (value === true ? true : null), false);
  item.onFailure = take(
    'on_failure',
    (value) => (Array.isArray(value) ? stringifyJson(value, 2) : null),
    '',
  );
  item.others = Object.keys(rest).length === 0 ? '' : stringifyJson(rest, 2);
  return item;
}

export type Parsed = { ok: true; value: unknown } | { ok: false; syntax: boolean };

/** A JSON text of the expected kind ('' reads as `empty`). */
export function parseJsonText(
  text: string,
  isKind: (value: unknown) => boolean,
  empty: unknown,
): Parsed {
  if (text.trim() === '') return { ok: true, value: empty };
  let value: unknown;
  try {
    value = parseJson(text);
  } catch {
    return { ok: false, syntax: true };
  }
  return isKind(value) ? { ok: true, value } : { ok: false, syntax: false };
}

export type ItemEntry =
  { ok: true; entry: Record<string, unknown> } | { ok: false; problem: ItemProblem };

/** The `{type: {options}}` entry an item writes: main options, common ones, then the others. */
export function processorEntry(item: ProcessorItem): ItemEntry {
  const type = item.type.trim();
  if (type === '') return { ok: false, problem: { kind: 'type' } };
  const others = parseJsonText(item.others, isRecord, {});
  if (!others.ok) return { ok: false, problem: { kind: 'others', syntax: others.syntax } };
  const onFailure = parseJsonText(item.onFailure, Array.isArray, null);
  if (!onFailure.ok) return { ok: false, problem: { kind: 'onFailure', syntax: onFailure.syntax } };
  const options: Record<string, unknown> = {};
  for (const { key, kind } of mainOptionsOf(type) ?? []) {
    const text = item.main[key] ?? '';
    if (kind === 'lines') {
      const list = text.split(/\r?\n/).filter((line) => line !== '');
      if (list.length > 0) options[key] = list;
    } else if (text !== '') options[key] = text;
  }
  if (item.condition.trim() !== '') options.if = item.condition;
  if (item.tag !== '') options.tag = item.tag;
  if (item.ignoreFailure) options.ignore_failure = true;
  if (onFailure.value !== null) options.on_failure = onFailure.value;
  for (const [key, value] of Object.entries(others.value as Record<string, unknown>))
    if (!Object.hasOwn(options, key)) options[key] = value;
  return { ok: true, entry: { [type]: options } };
}

/** The JSON text of a list or object, for the form's JSON fields; '' when it is absent. */
export function jsonFieldText(value: unknown): string {
  return value === undefined ? '' : stringifyJson(value, 2);
}
