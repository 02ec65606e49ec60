import { describe, expect, it } from 'vitest';
import { catInteger, isOpen, parseIndexRow, parseIndexRows, healthStatus } from './indexRows';

const OPEN_ROW = {
  index: 'logs-2024',
  health: 'green',
  status: 'open',
  uuid: 'u-1',
  pri: '3',
  rep: '1',
  'docs.count': '1042',
  'store.size': '1500',
  sc: '7',
  cd: '1700000000000',
};

describe('parseIndexRow', () => {
  it('keeps the texts and parses every count as an integer', () => {
    expect(parseIndexRow(OPEN_ROW)).toEqual({
      index: 'logs-2024',
      health: 'green',
      status: 'open',
      uuid: 'u-1',
      parsedPri: 3,
      parsedRep: 1,
      parsedDocsCount: 1042,
      parsedStoreSize: 1500,
      parsedSegmentsCount: 7,
      created: 1700000000000,
    });
  });

  it('gives an empty string for every count a closed index does not report', () => {
    const row = parseIndexRow({
      index: 'old',
      health: 'red',
      status: 'close',
      uuid: 'u-2',
      pri: '1',
      rep: '0',
      'docs.count': null,
      'store.size': null,
      sc: '',
      cd: '1700000000000',
    });
    expect(row.parsedDocsCount).toBe('');
    expect(row.parsedStoreSize).toBe('');
    expect(row.parsedSegmentsCount).toBe('');
    expect(row.parsedRep).toBe(0);
  });

  it('tolerates missing columns', () => {
    const row = parseIndexRow({ index: 'bare' });
    expect(row).toMatchObject({ index: 'bare', health: '', uuid: '', parsedPri: '', created: '' });
  });
});

describe('catInteger', () => {
  it('parses text and numbers, and gives an empty string for anything else', () => {
    expect(catInteger('12')).toBe(12);
    expect(catInteger(12.9)).toBe(12);
    expect(catInteger('  ')).toBe('');
    expect(catInteger('n/a')).toBe('');
    expect(catInteger(undefined)).toBe('');
    expect(catInteger(Number.NaN)).toBe('');
  });

  it('reads text as parseInt does, digits alone by the fast path', () => {
    for (const value of [
      '0',
      '007',
      '123456789012345',
      '1234567890123456',
      ' 12',
      '12abc',
      '1e3',
      '0x1A',
      '-5',
      '1.9',
    ])
      expect(catInteger(value), value).toBe(Number.parseInt(value, 10));
  });
});

describe('parseIndexRows', () => {
  it('reads an array of rows and nothing else', () => {
    expect(parseIndexRows([OPEN_ROW, null, 'x']).map((row) => row.index)).toEqual(['logs-2024']);
    expect(parseIndexRows({ error: 'x' })).toEqual([]);
  });

  it('gives frozen rows, which the store keeps without walking them when a refresh differs', () => {
    const rows = parseIndexRows([OPEN_ROW, { ...OPEN_ROW, index: 'b' }]);
    expect(rows.every((row) => Object.isFrozen(row))).toBe(true);
  });
});

describe('isOpen', () => {
  it('is true for the status open only', () => {
    expect(isOpen({ status: 'open' })).toBe(true);
    expect(isOpen({ status: 'close' })).toBe(false);
  });
});

describe('healthStatus', () => {
  it('keeps the three health colours and reads anything else as unknown', () => {
    expect(['green', 'yellow', 'red', '', 'GREEN'].map(healthStatus)).toEqual([
      'green',
      'yellow',
      'red',
      'unknown',
      'unknown',
    ]);
  });
});
