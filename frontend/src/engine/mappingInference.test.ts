import { describe, expect, it } from 'vitest';
import { parseJson } from '../lib/json';
import { BOOKS } from './findStructure.fixture';
import { csvFieldGuesses, fieldGuesses, inferCsvMapping, inferMapping } from './mappingInference';

const TEXT = { type: 'text', fields: { keyword: { type: 'keyword', ignore_above: 256 } } };

describe('inferMapping', () => {
  it('gives the documented books the types the structure finder gives, text for texts with spaces', () => {
    expect(inferMapping(BOOKS)).toEqual({
      properties: {
        name: TEXT,
        author: TEXT,
        release_date: { type: 'date', format: 'strict_date_optional_time' },
        page_count: { type: 'long' },
      },
    });
  });

  it('takes the wider type of a field seen with two', () => {
    const { properties } = inferMapping([
      { price: 3, code: 'A1', flag: true, mixed: 1, when: '2024-01-02' },
      { price: 2.5, code: 7, flag: false, mixed: true, when: 'soon' },
      { price: null, code: [], flag: null, mixed: null },
    ]);
    expect(properties).toEqual({
      price: { type: 'double' },
      code: { type: 'keyword' },
      flag: { type: 'boolean' },
      mixed: { type: 'keyword' },
      when: { type: 'keyword' },
    });
  });

  it('maps objects as properties, dotted names as objects, arrays by their elements', () => {
    const { properties } = inferMapping([
      { user: { id: 1, tags: ['a', 'b'] }, 'user.name': 'kim', points: [{ x: 1.5 }, { x: 2 }] },
      { user: { id: 2 }, empty: {}, nothing: null, odd: { a: 1 } },
      { odd: 'flat' },
    ]);
    expect(properties).toEqual({
      user: {
        properties: { id: { type: 'long' }, tags: { type: 'keyword' }, name: { type: 'keyword' } },
      },
      points: { properties: { x: { type: 'double' } } },
      empty: { type: 'object' },
      odd: { type: 'object', enabled: false },
    });
  });

  it('proposes the date formats seen, day first when both readings fit', () => {
    const { properties } = inferMapping([
      {
        iso: '2024-01-02T10:00:00Z',
        local: '2024-01-02 10:00:00',
        eu: '03/04/2024',
        us: '03/04/2024',
      },
      {
        iso: '2024-01-02',
        local: '2024-01-02T10:00:00.5+01:00',
        eu: '25/12/2024',
        us: '12/25/2024',
      },
    ]);
    expect(properties).toEqual({
      iso: { type: 'date', format: 'strict_date_optional_time' },
      local: { type: 'date', format: 'strict_date_optional_time||yyyy-MM-dd HH:mm:ss' },
      eu: { type: 'date', format: 'dd/MM/yyyy' },
      us: { type: 'date', format: 'MM/dd/yyyy' },
    });
  });

  it('reads numbers as epoch times only in a field whose name says it holds a time', () => {
    const { properties } = inferMapping([
      { created_at: 1700000000000, eventTime: 1700000000, count: 1700000000000, ts: '2024-01-02' },
      { created_at: 1700000001000, eventTime: 1700000100, count: 1, ts: 1700000000000 },
    ]);
    expect(properties).toEqual({
      created_at: { type: 'date', format: 'epoch_millis' },
      eventTime: { type: 'date', format: 'epoch_second' },
      count: { type: 'long' },
      ts: { type: 'date', format: 'strict_date_optional_time||epoch_millis' },
    });
    // A time name with numbers out of any epoch's range stays a number.
    expect(inferMapping([{ updated: 5 }]).properties).toEqual({ updated: { type: 'long' } });
  });

  it('keeps integers beyond 2^53 as long and those beyond a long as double', () => {
    const docs = parseJson('[{"id": 9007199254740993, "big": 92233720368547758070}]') as Record<
      string,
      unknown
    >[];
    expect(inferMapping(docs).properties).toEqual({
      id: { type: 'long' },
      big: { type: 'double' },
    });
  });

  it('makes long texts without spaces text', () => {
    expect(inferMapping([{ blob: 'x'.repeat(257) }]).properties).toEqual({ blob: TEXT });
  });
});

describe('inferCsvMapping', () => {
  it('reads cells as the values they write, leaving out empty ones and codes with a leading zero', () => {
    const rows = [
      { id: '1', price: '1.0', ok: 'true', zip: '01234', day: '2024-01-02', note: 'two words' },
      { id: '2', price: '', ok: 'false', zip: '75001', day: '', note: 'x' },
    ];
    expect(inferCsvMapping(rows).properties).toEqual({
      id: { type: 'long' },
      price: { type: 'double' },
      ok: { type: 'boolean' },
      zip: { type: 'keyword' },
      day: { type: 'date', format: 'strict_date_optional_time' },
      note: TEXT,
    });
    expect(csvFieldGuesses(rows).find((guess) => guess.path === 'price')).toEqual({
      path: 'price',
      type: 'double',
      seen: 1,
      examples: ['1.0'],
    });
  });
});

describe('fieldGuesses', () => {
  it('lists each field by its path with how often it was seen and a few values', () => {
    const guesses = fieldGuesses([
      { a: { b: 'x' }, d: '2024-01-02' },
      { a: { b: 'y' } },
      { a: { b: ['x', 'z', 'w'] } },
    ]);
    expect(guesses).toEqual([
      { path: 'a.b', type: 'keyword', seen: 3, examples: ['x', 'y', 'z'] },
      {
        path: 'd',
        type: 'date',
        format: 'strict_date_optional_time',
        seen: 1,
        examples: ['2024-01-02'],
      },
    ]);
  });
});
