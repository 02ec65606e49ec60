// What the first documents of an import would meet in the proposed mapping, shown before the run:
// empty values in date, number and boolean fields, numbers written as text, and values a date,
// number or boolean field would refuse (a date in a format the field does not read, a word in a
// number field). Each names the document, the field and the value.
import { isLosslessNumber } from '../lib/json';
import { isRecord } from '../lib/storage';
import { mappedFields, type MappedField } from './mappingDiff';
import { dateFormatReads } from './mappingInferenceDates';

export type SampleProblemKind =
  | 'empty'
  | 'not_a_number'
  | 'not_a_date'
  | 'not_a_boolean'
  /** A number written as text in a number field: indexed as a number, kept as text in the source. */
  | 'number_as_string';

export interface SampleProblem {
  /** The document's number in the sample, from 1. */
  line: number;
  /** The field's dotted path. */
  field: string;
  problem: SampleProblemKind;
  /** The value as text (JSON for anything but a text). */
  value: string;
}

export interface SampleCheckOptions {
  /**
   * The documents are CSV rows, whose cells are all texts: numbers and booleans are converted
   * by the field's type when the row is read, so a number written as text is no problem; an
   * empty cell is left out of the document, and still shown.
   */
  csv?: boolean;
}

const NUMBER_TYPES = new Set([
  'long',
  'integer',
  'short',
  'byte',
  'unsigned_long',
  'double',
  'float',
  'half_float',
  'scaled_float',
]);
const DATE_TYPES = new Set(['date', 'date_nanos']);

type Check = (value: unknown, field: MappedField, csv: boolean) => SampleProblemKind | null;

const isNumberText = (text: string) => text.trim() !== '' && Number.isFinite(Number(text));

const checkNumber: Check = (value, _field, csv) => {
  if (typeof value === 'number' || isLosslessNumber(value)) return null;
  if (typeof value !== 'string') return 'not_a_number';
  if (value.trim() === '') return 'empty';
  if (!isNumberText(value)) return 'not_a_number';
  return csv ? null : 'number_as_string';
};

const checkDate: Check = (value, field) => {
  if (typeof value === 'string' && value.trim() === '') return 'empty';
  return dateFormatReads(field.format, value) === false ? 'not_a_date' : null;
};

const checkBoolean: Check = (value) => {
  if (value === '') return 'empty';
  return typeof value === 'boolean' || value === 'true' || value === 'false'
    ? null
    : 'not_a_boolean';
};

function checkOf(field: MappedField): Check | null {
  if (NUMBER_TYPES.has(field.type)) return checkNumber;
  if (DATE_TYPES.has(field.type)) return checkDate;
  return field.type === 'boolean' ? checkBoolean : null;
}

/** The values of a document by dotted path: arrays give each element, objects their fields. */
function documentValues(doc: Record<string, unknown>): Map<string, unknown[]> {
  const values = new Map<string, unknown[]>();
  const add = (path: string, value: unknown) => {
    if (Array.isArray(value)) for (const element of value) add(path, element);
    else if (isRecord(value) && !isLosslessNumber(value))
      for (const [key, inner] of Object.entries(value)) add(`${path}.${key}`, inner);
    else if (value !== null && value !== undefined)
      values.set(path, [...(values.get(path) ?? []), value]);
  };
  for (const [key, value] of Object.entries(doc)) add(key, value);
  return values;
}

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The problems of each document of the sample in `mapping` (any shape mappingProperties reads). */
export function sampleProblems(
  docs: readonly Record<string, unknown>[],
  mapping: unknown,
  options: SampleCheckOptions = {},
): SampleProblem[] {
  const checks = mappedFields(mapping).flatMap((field) => {
    const check = checkOf(field);
    return check ? [{ field, check }] : [];
  });
  const problems: SampleProblem[] = [];
  docs.forEach((doc, index) => {
    const values = documentValues(doc);
    for (const { field, check } of checks) {
      for (const value of values.get(field.path) ?? []) {
        const problem = check(value, field, options.csv === true);
        if (problem)
          problems.push({ line: index + 1, field: field.path, problem, value: shown(value) });
      }
    }
  });
  return problems;
}
