import { afterEach, describe, expect, it, vi } from 'vitest';
import { nodeRow } from './nodeRows';
import { countMatches, matchesNodeFilter, nodesTableRows } from './nodesTableRows';

afterEach(() => {
  vi.restoreAllMocks();
});

const NODES = [
  nodeRow(
    { id: 'aaa111', name: 'es-hot-1', ip: '10.0.0.1', version: '8.15.3' },
    { 'xpack.installed': 'true', box: 'hot' },
  ),
  nodeRow({ id: 'bbb222', name: 'es-warm-1', ip: '10.0.1.1', version: '8.15.3' }, { box: 'warm' }),
  nodeRow({ id: 'ccc333', name: 'coordinator', ip: '10.0.2.9', version: '8.14.0' }),
];

describe('nodesTableRows', () => {
  it('keeps the attributes the pattern does not hide', () => {
    const rows = nodesTableRows(NODES, '^xpack\\.');
    expect(rows.map((row) => row.attributes)).toEqual([[['box', 'hot']], [['box', 'warm']], []]);
  });

  it('hides nothing for an invalid pattern, and logs it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const rows = nodesTableRows(NODES, '[');
    expect(rows[0].attributes).toEqual([
      ['box', 'hot'],
      ['xpack.installed', 'true'],
    ]);
    expect(error).toHaveBeenCalledOnce();
  });
});

describe('node filter', () => {
  const rows = nodesTableRows(NODES, '');
  const names = (text: string) =>
    rows.filter((row) => matchesNodeFilter(row, text)).map((row) => row.node.name);

  it('searches name, ip, id and version, ignoring case', () => {
    expect(names('HOT')).toEqual(['es-hot-1']);
    expect(names('10.0.1.')).toEqual(['es-warm-1']);
    expect(names('ccc')).toEqual(['coordinator']);
    expect(names('8.14')).toEqual(['coordinator']);
  });

  it('searches one column in the column:value form', () => {
    expect(names('name:es-')).toEqual(['es-hot-1', 'es-warm-1']);
    expect(names('ip:es-')).toEqual([]);
  });

  it('does not search other fields', () => {
    expect(names('warm')).toEqual(['es-warm-1']);
    expect(names('box')).toEqual([]);
  });

  it('counts the matches, all rows for a blank filter', () => {
    expect(countMatches(rows, 'name:es-')).toBe(2);
    expect(countMatches(rows, '  ')).toBe(3);
    expect(countMatches(rows, 'name:')).toBe(3);
  });
});
