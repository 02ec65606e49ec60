import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureRequests, expected, TEST_TARGET } from '../testFetch';
import { catNodes, nodes } from './nodes';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('node operations', () => {
  it('catNodes GETs _cat/nodes as JSON with columns, sort and full ids', async () => {
    const calls = await captureRequests(
      () =>
        catNodes(TEST_TARGET, {
          h: ['ip', 'name', 'heap.percent'],
          s: ['name'],
          fullId: true,
          bytes: 'b',
        }),
      [],
    );
    expect(calls).toEqual([
      expected('GET', '_cat/nodes?format=json&h=ip,name,heap.percent&s=name&full_id=true&bytes=b'),
    ]);
  });

  it('catNodes without options still asks for JSON', async () => {
    expect(await captureRequests(() => catNodes(TEST_TARGET), [])).toEqual([
      expected('GET', '_cat/nodes?format=json'),
    ]);
  });

  it('nodes GETs _nodes', async () => {
    expect(await captureRequests(() => nodes(TEST_TARGET), { nodes: {} })).toEqual([
      expected('GET', '_nodes'),
    ]);
  });
});
