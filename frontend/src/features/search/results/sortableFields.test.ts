import { describe, expect, it } from 'vitest';
import type { IndexGetResponse } from '../../../api/operations/indices';
import { findProperty, indexProperties, sortFields, sortableField } from './sortableFields';

describe('sortableField', () => {
  it('sorts a field of a sortable type on itself', () => {
    for (const type of ['long', 'integer', 'double', 'float', 'date', 'boolean', 'keyword']) {
      expect(sortableField('f', { type })).toBe('f');
    }
  });

  it('sorts a text field on its keyword subfield', () => {
    expect(
      sortableField('name', {
        type: 'text',
        fields: { raw: { type: 'keyword' }, keyword: { type: 'keyword' } },
      }),
    ).toBe('name.keyword');
  });

  it('otherwise takes the first subfield of a sortable type', () => {
    expect(
      sortableField('title', {
        type: 'text',
        fields: {
          english: { type: 'text' },
          length: { type: 'integer' },
          raw: { type: 'keyword' },
        },
      }),
    ).toBe('title.length');
  });

  it('does not sort text without a sortable subfield, objects or unmapped fields', () => {
    expect(sortableField('body', { type: 'text' })).toBeNull();
    expect(
      sortableField('body', { type: 'text', fields: { english: { type: 'text' } } }),
    ).toBeNull();
    expect(sortableField('user', { properties: { name: { type: 'keyword' } } })).toBeNull();
    expect(sortableField('x', undefined)).toBeNull();
  });
});

describe('indexProperties', () => {
  it('reads current mappings and merges old per-type mappings', () => {
    const response: IndexGetResponse = {
      current: { mappings: { properties: { count: { type: 'long' } } } },
      legacy: {
        mappings: {
          tweet: { properties: { user: { type: 'keyword' } } },
          event: { properties: { at: { type: 'date' } } },
        },
      },
      empty: { mappings: {} },
    };
    expect(indexProperties(response)).toEqual([
      { count: { type: 'long' } },
      { user: { type: 'keyword' }, at: { type: 'date' } },
      {},
    ]);
  });
});

describe('findProperty', () => {
  it('finds a dotted field through object properties', () => {
    const properties = { host: { properties: { name: { type: 'keyword' } } } };
    expect(findProperty(properties, 'host.name')).toEqual({ type: 'keyword' });
    expect(findProperty(properties, 'host.ip')).toBeUndefined();
  });
});

describe('sortFields', () => {
  const mappings = indexProperties({
    a: {
      mappings: {
        properties: {
          name: { type: 'text', fields: { keyword: { type: 'keyword' } } },
          body: { type: 'text' },
        },
      },
    },
    b: { mappings: { properties: { id: { type: 'keyword' }, count: { type: 'long' } } } },
  });

  it('maps each sortable column to its field, across the indices of the hits', () => {
    expect(
      sortFields(
        ['_index', '_type', '_id', '_score', 'name', 'body', ' id', 'count', 'missing'],
        mappings,
      ),
    ).toEqual({
      _index: '_index',
      _score: '_score',
      name: 'name.keyword',
      ' id': 'id',
      count: 'count',
    });
  });

  it('sorts only the metadata columns without mappings', () => {
    expect(sortFields(['_index', 'name'], [])).toEqual({ _index: '_index' });
  });
});
