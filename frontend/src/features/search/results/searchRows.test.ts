import { describe, expect, it } from 'vitest';
import { documentRefFromRowKey, type SearchHit } from '../../../api/operations/documents';
import { parseJson } from '../../../lib/json';
import { columnOfField, fieldOfColumn, searchRows } from './searchRows';

const HITS: SearchHit[] = [
  {
    _index: 'logs',
    _id: '1',
    _score: 1,
    _source: { message: 'a', id: 'x1', '@timestamp': '2024-01-01T00:00:00Z' },
  },
  {
    _index: 'logs-2',
    _type: 'event',
    _id: '2',
    _score: 0.5,
    _routing: 'r1',
    _source: { level: 'info', message: 'b' },
  },
  { _index: 'logs', _id: '3', _score: null, fields: { 'host.name': ['web-1'] } },
];

describe('searchRows', () => {
  it('starts with the default columns and adds fields in first-seen order', () => {
    expect(searchRows(HITS).columns).toEqual([
      '_index',
      '_type',
      '_id',
      '_score',
      'message',
      ' id',
      '@timestamp',
      'level',
      'host.name',
    ]);
  });

  it('shows a source field id as " id" and keeps _id the document id', () => {
    const [row] = searchRows(HITS).rows;
    expect(row.values[' id']).toBe('x1');
    expect(row.values._id).toBe('1');
    expect(row.values).not.toHaveProperty('id');
  });

  it('gives _type _doc when the hit has none', () => {
    const { rows } = searchRows(HITS);
    expect(rows.map((row) => row.values._type)).toEqual(['_doc', 'event', '_doc']);
  });

  it('reads fields when the hit has no _source', () => {
    expect(searchRows(HITS).rows[2].values['host.name']).toEqual(['web-1']);
  });

  it('lets the metadata win over a source field of the same name', () => {
    const { rows } = searchRows([
      { _index: 'i', _id: 'real', _source: { _score: 'fake', _index: 'fake' } },
    ]);
    expect(rows[0].values._index).toBe('i');
    expect(rows[0].values._score).toBeUndefined();
  });

  it('keys rows index####type####id, even for ids holding ####', () => {
    const { rows } = searchRows([{ _index: 'i', _id: 'a####b/c d', _routing: 'r', _source: {} }]);
    expect(rows[0].key).toBe('i####_doc####a####b/c d');
    expect(documentRefFromRowKey(rows[0].key)).toEqual({
      index: 'i',
      type: '_doc',
      id: 'a####b/c d',
    });
    expect(rows[0].ref.routing).toBe('r');
  });

  it('lists the distinct indices of the hits', () => {
    expect(searchRows(HITS).indices).toEqual(['logs', 'logs-2']);
  });

  it('keeps a long beyond 2^53 exact', () => {
    const hits = (
      parseJson('{"hits":[{"_index":"i","_id":"1","_source":{"big":9007199254740993}}]}') as {
        hits: SearchHit[];
      }
    ).hits;
    expect(String(searchRows(hits).rows[0].values.big)).toBe('9007199254740993');
  });

  it('gives no rows and the default columns for no hits', () => {
    expect(searchRows(undefined)).toEqual({
      rows: [],
      columns: ['_index', '_type', '_id', '_score'],
      indices: [],
    });
  });
});

describe('columnOfField and fieldOfColumn', () => {
  it('rename only id, both ways', () => {
    expect(columnOfField('id')).toBe(' id');
    expect(fieldOfColumn(' id')).toBe('id');
    expect(fieldOfColumn('name')).toBe('name');
  });
});

describe('searchRows of one answer', () => {
  it('are made once', () => {
    expect(searchRows(HITS)).toBe(searchRows(HITS));
    expect(searchRows([...HITS])).not.toBe(searchRows(HITS));
  });
});
