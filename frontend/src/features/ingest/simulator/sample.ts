// The sample documents the simulator sends, as the user writes them: a JSON array whose items are
// either documents with metadata ({_index, _id, _source}) or plain objects taken as the source.
import type { SimulateDoc } from '../../../api/operations/ingestSimulate';
import { jsonErrorPosition, lineAndColumn } from '../../../lib/jsonError';
import { parseJson, stringifyJson } from '../../../lib/json';
import { isRecord } from './diff';

/** A document with metadata and a plain one, so that both forms show. */
const DEFAULT_SAMPLE: unknown[] = [
  {
    _index: 'my-index',
    _id: '1',
    _source: {
      '@timestamp': '2026-01-01T12:00:00.000Z',
      message: '192.168.0.1 GET /index.html 200 512',
      user: { name: 'alice' },
      tags: ['web'],
    },
  },
  { message: 'a plain object is taken as the source', level: 'INFO' },
];

export const DEFAULT_SAMPLE_TEXT = stringifyJson(DEFAULT_SAMPLE, 2);

export function sampleText(docs: readonly SimulateDoc[]): string {
  return stringifyJson(docs, 2);
}

export type SampleProblem =
  | { kind: 'json'; line: number; column: number }
  | { kind: 'notArray' }
  | { kind: 'empty' }
  | { kind: 'notObject'; item: number };

export type ParsedSample =
  { ok: true; docs: SimulateDoc[] } | { ok: false; problem: SampleProblem };

/** One item as sent: a document with a `_source` object as written, anything else as the source. */
function sampleDoc(item: Record<string, unknown>): SimulateDoc {
  if (isRecord(item._source)) return { ...item, _source: item._source };
  return { _source: item };
}

/** The documents of the editor's text; a single object is taken as a list of one. */
export function parseSample(text: string): ParsedSample {
  let value: unknown;
  try {
    value = parseJson(text);
  } catch {
    // Where it stops being JSON, in numbers: the parser's own words are English.
    const position = jsonErrorPosition(text) ?? text.length;
    return { ok: false, problem: { kind: 'json', ...lineAndColumn(text, position) } };
  }
  const items = isRecord(value) ? [value] : value;
  if (!Array.isArray(items)) return { ok: false, problem: { kind: 'notArray' } };
  if (items.length === 0) return { ok: false, problem: { kind: 'empty' } };
  const bad = items.findIndex((item) => !isRecord(item));
  if (bad >= 0) return { ok: false, problem: { kind: 'notObject', item: bad + 1 } };
  return { ok: true, docs: (items as Record<string, unknown>[]).map(sampleDoc) };
}
