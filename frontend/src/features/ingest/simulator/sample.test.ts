// Reading the sample documents the user writes.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SAMPLE_TEXT, parseSample } from './sample';

describe('sample documents', () => {
  it('keep documents with metadata and take plain objects as the source', () => {
    const text = '[{"_index":"i","_id":"1","_source":{"a":1}},{"b":2}]';
    expect(parseSample(text)).toEqual({
      ok: true,
      docs: [{ _index: 'i', _id: '1', _source: { a: 1 } }, { _source: { b: 2 } }],
    });
    expect(parseSample('{"c":3}')).toEqual({ ok: true, docs: [{ _source: { c: 3 } }] });
    expect(parseSample(DEFAULT_SAMPLE_TEXT).ok).toBe(true);
  });

  it('name what is wrong with the text', () => {
    expect(parseSample('[').ok).toBe(false);
    expect(parseSample('[')).toMatchObject({ problem: { kind: 'json', line: 1, column: 2 } });
    expect(parseSample('[\n  {"a": }\n]')).toMatchObject({
      problem: { kind: 'json', line: 2, column: 9 },
    });
    expect(parseSample('"x"')).toEqual({ ok: false, problem: { kind: 'notArray' } });
    expect(parseSample('[]')).toEqual({ ok: false, problem: { kind: 'empty' } });
    expect(parseSample('[{}, 3]')).toEqual({ ok: false, problem: { kind: 'notObject', item: 2 } });
  });
});
