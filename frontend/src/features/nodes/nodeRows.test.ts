import { describe, expect, it } from 'vitest';
import { catBytes, catNumber, currentOfMax, loadText, nodeRow, nodeRows } from './nodeRows';

// One row of GET _cat/nodes?format=json&full_id=true&bytes=b with the nodes screen's columns.
const ES_ROW = {
  ip: '10.0.0.7',
  id: 'iJ5xR2CDT9yBf3vq8XdC1Q',
  name: 'es-hot-1',
  version: '8.15.3',
  'heap.percent': '25',
  'heap.current': '134217728',
  'heap.max': '536870912',
  'ram.percent': '91',
  'ram.current': '22870700032',
  'ram.max': '25232932864',
  'node.role': 'himrs',
  master: '-',
  cpu: '7',
  load_1m: '0.52',
  load_5m: '0.40',
  load_15m: '0.31',
  'disk.used_percent': '82.35',
  'disk.used': '88368328704',
  'disk.total': '107374182400',
  shards: '42',
};

describe('nodeRow', () => {
  it('reads every column', () => {
    expect(nodeRow(ES_ROW, { box_type: 'hot' })).toEqual({
      id: 'iJ5xR2CDT9yBf3vq8XdC1Q',
      name: 'es-hot-1',
      version: '8.15.3',
      ip: '10.0.0.7',
      heapPercent: 25,
      heapCurrent: 134217728,
      heapMax: 536870912,
      ramPercent: 91,
      ramCurrent: 22870700032,
      ramMax: 25232932864,
      diskPercent: 82.35,
      diskCurrent: 88368328704,
      diskMax: 107374182400,
      cpu: 7,
      load1m: '0.52',
      load5m: '0.40',
      load15m: '0.31',
      nodeRole: 'himrs',
      shards: 42,
      attributes: { box_type: 'hot' },
      master: false,
      masterEligible: true,
      dataNode: true,
      ingestNode: true,
      coordinatingNode: false,
    });
  });

  it("marks the elected master by the '*' in the master column", () => {
    expect(nodeRow({ ...ES_ROW, master: '*' }).master).toBe(true);
  });

  it('leaves out what an engine does not report (OpenSearch: no disk, no shards)', () => {
    const row = nodeRow({
      ...ES_ROW,
      'disk.used_percent': null,
      'disk.used': null,
      'disk.total': null,
      shards: undefined,
    });
    expect(row.diskPercent).toBeNull();
    expect(row.diskCurrent).toBeNull();
    expect(row.shards).toBeNull();
  });
});

describe('nodeRows', () => {
  it('gives each node the attributes of its id', () => {
    const rows = nodeRows([ES_ROW, { ...ES_ROW, id: 'other', name: 'es-2' }], {
      [ES_ROW.id]: { rack: 'r1' },
    });
    expect(rows.map((row) => [row.name, row.attributes])).toEqual([
      ['es-hot-1', { rack: 'r1' }],
      ['es-2', {}],
    ]);
  });
});

describe('catNumber', () => {
  it('reads integer and decimal cells and nothing else', () => {
    expect(catNumber('25')).toBe(25);
    expect(catNumber('20.00')).toBe(20);
    expect(catNumber('')).toBeNull();
    expect(catNumber(null)).toBeNull();
    expect(catNumber('n/a')).toBeNull();
  });
});

describe('catBytes', () => {
  it('reads byte counts, and the sizes of an engine that ignores bytes=b', () => {
    expect(catBytes('134217728')).toBe(134217728);
    expect(catBytes('128mb')).toBe(134217728);
    expect(catBytes('1.5gb')).toBe(1.5 * 1024 ** 3);
    expect(catBytes('')).toBeNull();
    expect(catBytes(null)).toBeNull();
    expect(catBytes('n/a')).toBeNull();
  });
});

describe('loadText', () => {
  it("shows '1m / 5m / 15m', with '-' for a load the node does not report", () => {
    expect(loadText({ load1m: '0.52', load5m: '0.40', load15m: '0.31' })).toBe(
      '0.52 / 0.40 / 0.31',
    );
    expect(loadText({ load1m: '', load5m: '', load15m: '' })).toBe('- / - / -');
  });
});

describe('currentOfMax', () => {
  it("shows 'current / max' through the one bytes format, and nothing when neither is known", () => {
    // A size keeps its number and unit together: a narrow column breaks only at the slash.
    expect(currentOfMax(134217728, 536870912)).toBe('134\u00a0MB / 537\u00a0MB');
    expect(currentOfMax(null, 536870912)).toBe('- / 537\u00a0MB');
    expect(currentOfMax(null, null)).toBe('');
  });
});
