import { describe, expect, it } from 'vitest';
import { catNumber, currentOfMax, loadText, nodeRow, nodeRows } from './nodeRows';

// One row of GET _cat/nodes?format=json&full_id=true with the nodes screen's columns.
const ES_ROW = {
  ip: '10.0.0.7',
  id: 'iJ5xR2CDT9yBf3vq8XdC1Q',
  name: 'es-hot-1',
  version: '8.15.3',
  'heap.percent': '25',
  'heap.current': '128mb',
  'heap.max': '512mb',
  'ram.percent': '91',
  'ram.current': '21.3gb',
  'ram.max': '23.5gb',
  'node.role': 'himrs',
  master: '-',
  cpu: '7',
  load_1m: '0.52',
  load_5m: '0.40',
  load_15m: '0.31',
  'disk.used_percent': '82.35',
  'disk.used': '82.3gb',
  'disk.total': '100gb',
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
      heapCurrent: '128mb',
      heapMax: '512mb',
      ramPercent: 91,
      ramCurrent: '21.3gb',
      ramMax: '23.5gb',
      diskPercent: 82.35,
      diskCurrent: '82.3gb',
      diskMax: '100gb',
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
    expect(row.diskCurrent).toBe('');
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

describe('loadText', () => {
  it("shows '1m / 5m / 15m', with '-' for a load the node does not report", () => {
    expect(loadText({ load1m: '0.52', load5m: '0.40', load15m: '0.31' })).toBe(
      '0.52 / 0.40 / 0.31',
    );
    expect(loadText({ load1m: '', load5m: '', load15m: '' })).toBe('- / - / -');
  });
});

describe('currentOfMax', () => {
  it("shows 'current / max', and nothing when neither is known", () => {
    expect(currentOfMax('128mb', '512mb')).toBe('128mb / 512mb');
    expect(currentOfMax('', '512mb')).toBe('- / 512mb');
    expect(currentOfMax('', '')).toBe('');
  });
});
