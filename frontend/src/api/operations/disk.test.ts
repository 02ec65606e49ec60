import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureRequests, expected, installFakeFetch, TEST_TARGET } from '../testFetch';
import { CONFIRMING_TARGET, recordQuestions } from '../testConsent';
import { setWriteConfirmer } from '../writeConfirmation';
import {
  catAllocation,
  floodBlockedIndices,
  floodBlockSettings,
  nodeDisks,
  removeFloodBlock,
} from './disk';

afterEach(() => {
  setWriteConfirmer(null);
  vi.unstubAllGlobals();
});

describe('disk operations: requests', () => {
  it('catAllocation asks for JSON in bytes', async () => {
    expect(await captureRequests(() => catAllocation(TEST_TARGET), [])).toEqual([
      expected('GET', '_cat/allocation?format=json&bytes=b'),
    ]);
  });

  it('floodBlockSettings reads the one setting of all indices, flat', async () => {
    expect(await captureRequests(() => floodBlockSettings(TEST_TARGET))).toEqual([
      expected('GET', '_all/_settings/index.blocks.read_only_allow_delete?flat_settings=true'),
    ]);
  });

  it('removeFloodBlock resets the setting with the names escaped in the path', async () => {
    const body = '{"index.blocks.read_only_allow_delete":null}';
    expect(
      await captureRequests(() => removeFloodBlock(TEST_TARGET, ['logs', 'a b#?', '<d-{now}>'])),
    ).toEqual([expected('PUT', 'logs,a%20b%23%3F,%3Cd-%7Bnow%7D%3E/_settings', body)]);
  });

  it('removeFloodBlock splits a long list into several requests', async () => {
    const names = Array.from({ length: 300 }, (_, i) => `index-with-a-long-name-${i}`);
    const calls = await captureRequests(() => removeFloodBlock(TEST_TARGET, names));
    expect(calls.length).toBeGreaterThan(1);
    const sent = calls.flatMap((call) => call.url.split('/').at(-2)!.split(','));
    expect(sent).toEqual(names);
  });

  it('removeFloodBlock asks a cluster that asks before writes once, showing the body', async () => {
    const names = Array.from({ length: 300 }, (_, i) => `index-with-a-long-name-${i}`);
    const { calls } = installFakeFetch();
    const asked = recordQuestions();
    await removeFloodBlock(CONFIRMING_TARGET, names);
    expect(calls.length).toBeGreaterThan(1);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.plan).toEqual([
      {
        kind: 'batch',
        method: 'PUT',
        pattern: '/{indices}/_settings',
        names,
        body: '{"index.blocks.read_only_allow_delete":null}',
      },
    ]);
  });
});

describe('nodeDisks', () => {
  it('reads byte counts and keeps missing ones as null', () => {
    const rows = [
      {
        node: 'noida-db',
        'disk.total': '107374182400',
        'disk.used': '21474836480',
        'disk.avail': '85899345920',
        'disk.percent': '20',
      },
      {
        node: 'osmem-node',
        'disk.total': null,
        'disk.used': null,
        'disk.avail': null,
        'disk.percent': null,
      },
    ];
    expect(nodeDisks(rows)).toEqual([
      { node: 'noida-db', total: 107374182400, used: 21474836480, avail: 85899345920, percent: 20 },
      { node: 'osmem-node', total: null, used: null, avail: null, percent: null },
    ]);
  });

  it('skips the row of unassigned shards and rows without a node', () => {
    const rows = [
      { shards: '3', node: 'UNASSIGNED', 'disk.total': null },
      { shards: '1' },
      { node: 'n1', 'disk.total': 'x', 'disk.used': '' },
    ];
    expect(nodeDisks(rows)).toEqual([
      { node: 'n1', total: null, used: null, avail: null, percent: null },
    ]);
    expect(nodeDisks({ error: 'no' })).toEqual([]);
  });
});

describe('floodBlockedIndices', () => {
  it('lists indices whose block is true or "true", sorted', () => {
    const answer = {
      src: { settings: { 'index.blocks.read_only_allow_delete': 'true' } },
      b: { settings: { 'index.blocks.read_only_allow_delete': true } },
      off: { settings: { 'index.blocks.read_only_allow_delete': 'false' } },
      none: { settings: {} },
    };
    expect(floodBlockedIndices(answer)).toEqual(['b', 'src']);
  });

  it('reads the nested form too, and nothing from an empty or odd answer', () => {
    const nested = {
      logs: { settings: { index: { blocks: { read_only_allow_delete: 'true' } } } },
      other: { settings: { index: { blocks: { write: 'true' } } } },
    };
    expect(floodBlockedIndices(nested)).toEqual(['logs']);
    expect(floodBlockedIndices({})).toEqual([]);
    expect(floodBlockedIndices(null)).toEqual([]);
    expect(floodBlockedIndices([1])).toEqual([]);
    expect(floodBlockedIndices({ x: null, y: { settings: 'true' } })).toEqual([]);
  });
});
