import { describe, expect, it } from 'vitest';
import { mappedFields, mappingDiff, mappingProperties } from './mappingDiff';

const EXISTING = {
  properties: {
    name: { type: 'text', fields: { keyword: { type: 'keyword' } } },
    born: { type: 'date' },
    pages: { type: 'integer' },
    user: { properties: { id: { type: 'keyword' } } },
    tag: { type: 'keyword' },
    kept: { type: 'keyword' },
  },
};

describe('mappingDiff', () => {
  it('lists the proposed fields as added, changed or the same, in the proposal’s order', () => {
    const proposed = {
      properties: {
        pages: { type: 'long' },
        name: { type: 'text', fields: { keyword: { type: 'keyword', ignore_above: 256 } } },
        born: { type: 'date', format: 'strict_date_optional_time' },
        user: { properties: { id: { type: 'keyword' }, age: { type: 'long' } } },
        tag: { properties: { label: { type: 'keyword' } } },
        extra: { type: 'boolean' },
      },
    };
    expect(mappingDiff(EXISTING, proposed)).toEqual([
      { path: 'pages', kind: 'changed', from: 'integer', to: 'long' },
      { path: 'name', kind: 'same', from: 'text', to: 'text' },
      {
        path: 'born',
        kind: 'changed',
        from: 'date (strict_date_optional_time||epoch_millis)',
        to: 'date (strict_date_optional_time)',
      },
      { path: 'user.id', kind: 'same', from: 'keyword', to: 'keyword' },
      { path: 'user.age', kind: 'added', to: 'long' },
      { path: 'tag', kind: 'changed', from: 'keyword', to: 'object' },
      { path: 'tag.label', kind: 'added', to: 'keyword' },
      { path: 'extra', kind: 'added', to: 'boolean' },
    ]);
  });

  it('reads an index’s mapping as GET _mapping answers it, and lists everything as added without one', () => {
    const answer = { books: { mappings: EXISTING } };
    expect(mappingProperties(answer)).toBe(EXISTING.properties);
    expect(mappingDiff(answer, { properties: { kept: { type: 'keyword' } } })).toEqual([
      { path: 'kept', kind: 'same', from: 'keyword', to: 'keyword' },
    ]);
    expect(
      mappingDiff(null, { properties: { a: { properties: { b: { type: 'long' } } } } }),
    ).toEqual([{ path: 'a.b', kind: 'added', to: 'long' }]);
    expect(mappingDiff(EXISTING, 'not a mapping')).toEqual([]);
  });
});

describe('mappedFields', () => {
  it('lists objects before their fields and marks objects kept without indexing', () => {
    expect(
      mappedFields({
        properties: {
          a: { type: 'nested', properties: { b: { type: 'long' } } },
          c: { type: 'object', enabled: false },
        },
      }),
    ).toEqual([
      { path: 'a', type: 'nested', object: true, disabled: false },
      { path: 'a.b', type: 'long', object: false, disabled: false },
      { path: 'c', type: 'object', object: true, disabled: true },
    ]);
  });
});
