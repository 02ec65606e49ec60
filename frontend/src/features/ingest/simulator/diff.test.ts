// Comparing two versions of a document: dotted paths, arrays as values, key order ignored,
// metadata under its own name, and values as compact text.
import { describe, expect, it } from 'vitest';
import { compactValue, diffFields, documentFields, flatten, inputFields } from './diff';

describe('diff', () => {
  it('opens nested objects to dotted paths and compares arrays as values', () => {
    const before = flatten({ a: { b: 1, c: [1, 2] }, d: {}, e: 'x' });
    expect([...before.keys()]).toEqual(['a.b', 'a.c', 'd', 'e']);
    const after = flatten({ a: { b: 2, c: [1, 2, 3] }, d: { f: true }, g: { h: null } });
    expect(diffFields(before, after)).toEqual([
      { path: 'a.b', kind: 'changed', before: 1, after: 2 },
      { path: 'a.c', kind: 'changed', before: [1, 2], after: [1, 2, 3] },
      { path: 'd', kind: 'removed', before: {} },
      { path: 'd.f', kind: 'added', after: true },
      { path: 'e', kind: 'removed', before: 'x' },
      { path: 'g.h', kind: 'added', after: null },
    ]);
  });

  it('sees no change in key order, and cuts long values', () => {
    expect(diffFields(flatten({ a: [{ x: 1, y: 2 }] }), flatten({ a: [{ y: 2, x: 1 }] }))).toEqual(
      [],
    );
    expect(compactValue({ a: [1, 'b'] })).toBe('{"a":[1,"b"]}');
    expect(compactValue('x'.repeat(300), 10)).toBe(`"${'x'.repeat(9)}…`);
  });

  it('compares metadata by name, leaving out _ingest and _version, defaulting index and id', () => {
    const sent = inputFields({ _source: { a: 1 } });
    const simulated = documentFields({
      _index: '_index',
      _id: '_id',
      _version: '-3',
      _routing: 'r',
      _source: { a: 1 },
      _ingest: { timestamp: 't' },
    });
    expect(diffFields(sent, simulated)).toEqual([{ path: '_routing', kind: 'added', after: 'r' }]);
  });
});
