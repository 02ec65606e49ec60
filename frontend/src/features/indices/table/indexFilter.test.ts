import { describe, expect, it } from 'vitest';
import { compileUserRegex } from '../../../lib/regex';
import { indexMatches, matchesIndexFilter, rowsOfHealth, visibleIndexRows } from './indexFilter';
import { parseIndexRow } from './indexRows';
import { ilmManagedIndices } from '../../../engine/lifecycle';
import { managedIndexMap } from '../lifecycle/lifecycleRows';

const rows = [
  parseIndexRow({ index: 'logs-eu', uuid: 'AbC123' }),
  parseIndexRow({ index: 'metrics', uuid: 'zzz-logs' }),
  parseIndexRow({ index: '.kibana', uuid: 'k1' }),
];

describe('visibleIndexRows', () => {
  const dotNames = compileUserRegex('^\\..*');

  it('leaves out names the hide pattern matches', () => {
    expect(visibleIndexRows(rows, dotNames, false).map((row) => row.index)).toEqual([
      'logs-eu',
      'metrics',
    ]);
  });

  it('keeps every row with show hidden on, or without a usable pattern', () => {
    expect(visibleIndexRows(rows, dotNames, true)).toHaveLength(3);
    expect(visibleIndexRows(rows, null, false)).toHaveLength(3);
  });

  it('gives back the list itself when the pattern hides none of it', () => {
    const shown = rows.slice(0, 2);
    expect(visibleIndexRows(shown, dotNames, false)).toBe(shown);
  });
});

describe('matchesIndexFilter', () => {
  it('matches plain text in the index name or the uuid, ignoring case', () => {
    expect(rows.filter((row) => matchesIndexFilter(row, 'LOGS')).map((row) => row.index)).toEqual([
      'logs-eu',
      'metrics',
    ]);
  });

  it('matches one column with the column:value form', () => {
    expect(
      rows.filter((row) => matchesIndexFilter(row, 'uuid:abc')).map((row) => row.index),
    ).toEqual(['logs-eu']);
    expect(
      rows.filter((row) => matchesIndexFilter(row, 'index:logs')).map((row) => row.index),
    ).toEqual(['logs-eu']);
  });

  it('keeps every row when a part of column:value is blank', () => {
    expect(rows.filter((row) => matchesIndexFilter(row, 'uuid: '))).toHaveLength(3);
  });
});

describe('indexMatches', () => {
  it('gives the rows the text keeps, and null when it keeps every row', () => {
    expect([...(indexMatches(rows, 'logs') ?? [])].map((row) => row.index)).toEqual([
      'logs-eu',
      'metrics',
    ]);
    expect(indexMatches(rows, 'uuid:')).toBeNull();
    expect(indexMatches(rows, '')).toBeNull();
    expect(indexMatches(rows, 'uuid:k1')?.size).toBe(1);
    expect(indexMatches(rows, 'nothing-like-it')?.size).toBe(0);
  });
});

describe('indexMatches and matchesIndexFilter', () => {
  it('agree on every kind of filter text', () => {
    const many = [
      ...rows,
      parseIndexRow({ index: 'Logs-UPPER', uuid: 'UUID-9' }),
      parseIndexRow({ index: 'no-uuid' }),
      parseIndexRow({ index: 'été-日本', uuid: 'x:y' }),
      parseIndexRow({ index: 'closed', health: 'red', status: 'close', pri: '2', rep: '0' }),
      parseIndexRow({
        index: 'busy',
        health: 'yellow',
        status: 'open',
        pri: '1',
        rep: '1',
        'docs.count': '12',
        sc: '3',
      }),
    ];
    for (const text of [
      'logs',
      'LOGS',
      'uuid:abc',
      'index:logs',
      'uuid: ',
      ' :x',
      'x:y',
      'été',
      'uuid-9',
      'kibana',
      'zzz',
      'health:yellow',
      'status:close',
      'docs:1',
      'shards:2',
      'replicas:0',
      'segments:3',
    ]) {
      const expected = many.filter((row) => matchesIndexFilter(row, text));
      const found = indexMatches(many, text);
      expect(found === null ? many : many.filter((row) => found.has(row)), text).toEqual(expected);
    }
  });
});

describe('column filters over every column shown as text', () => {
  const table = [
    parseIndexRow({
      index: 'green-one',
      health: 'green',
      status: 'open',
      pri: '1',
      rep: '0',
      'docs.count': '5',
      sc: '1',
    }),
    parseIndexRow({
      index: 'yellow-one',
      health: 'yellow',
      status: 'open',
      pri: '3',
      rep: '1',
      'docs.count': '120',
      sc: '4',
    }),
    parseIndexRow({ index: 'shut', health: 'red', status: 'close', pri: '1', rep: '1' }),
  ];
  const names = (text: string) => [...(indexMatches(table, text) ?? table)].map((row) => row.index);

  it('filters on health, status, shards, replicas, docs and segments', () => {
    expect(names('health:yellow')).toEqual(['yellow-one']);
    expect(names('HEALTH:Green')).toEqual(['green-one']);
    expect(names('status:close')).toEqual(['shut']);
    expect(names('shards:3')).toEqual(['yellow-one']);
    expect(names('replicas:1')).toEqual(['yellow-one', 'shut']);
    expect(names('docs:120')).toEqual(['yellow-one']);
    expect(names('segments:4')).toEqual(['yellow-one']);
  });

  it('keeps plain text to the index name and uuid', () => {
    expect(names('yellow')).toEqual(['yellow-one']);
    expect(names('open')).toEqual([]);
  });
});

describe('rowsOfHealth', () => {
  const table = [
    parseIndexRow({ index: 'a', health: 'green' }),
    parseIndexRow({ index: 'b', health: 'red' }),
  ];

  it('keeps the rows of the chosen health, or every row without one', () => {
    expect(rowsOfHealth(table, 'red').map((row) => row.index)).toEqual(['b']);
    expect(rowsOfHealth(table, null)).toBe(table);
  });
});

describe('the lifecycle column filter', () => {
  const table = [
    parseIndexRow({ index: 'logs' }),
    parseIndexRow({ index: 'metrics' }),
    parseIndexRow({ index: 'plain' }),
  ];
  const managed = managedIndexMap(
    ilmManagedIndices({
      indices: {
        logs: { managed: true, policy: 'tiered', phase: 'hot', action: 'rollover', step: 'wait' },
        metrics: {
          managed: true,
          policy: 'tiered',
          phase: 'warm',
          action: 'shrink',
          step: 'ERROR',
          failed_step: 'shrink',
        },
      },
    }),
  );
  const names = (text: string, map = managed) =>
    [...(indexMatches(table, text, map) ?? table)].map((row) => row.index);

  it('matches policy, phase, action and step under lifecycle:, ilm: and ism:', () => {
    expect(names('ilm:hot')).toEqual(['logs']);
    expect(names('ilm:tiered')).toEqual(['logs', 'metrics']);
    expect(names('lifecycle:ERROR')).toEqual(['metrics']);
    expect(names('ism:rollover')).toEqual(['logs']);
    expect(names('lifecycle:warm')).toEqual(['metrics']);
    expect(names('lifecycle:hot', new Map())).toEqual([]);
  });

  it('agrees with matchesIndexFilter', () => {
    for (const text of ['ilm:hot', 'lifecycle:error', 'ism:shrink', 'lifecycle:none']) {
      const expected = table.filter((row) => matchesIndexFilter(row, text, managed));
      expect(names(text), text).toEqual(expected.map((row) => row.index));
    }
  });
});
