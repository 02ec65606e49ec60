import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureRequests, expected, TEST_TARGET } from '../testFetch';
import { explainAllocation, RETRY_FAILED_REQUEST, retryFailedAllocations } from './allocation';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('allocation operations', () => {
  it('explainAllocation POSTs the shard copy', async () => {
    const copy = { index: 'logs', shard: 2, primary: false };
    expect(await captureRequests(() => explainAllocation(TEST_TARGET, copy))).toEqual([
      expected('POST', '_cluster/allocation/explain', '{"index":"logs","shard":2,"primary":false}'),
    ]);
  });

  it('explainAllocation names the current node of an assigned copy', async () => {
    const copy = { index: 'logs', shard: 0, primary: true, currentNode: 'node-a' };
    expect(await captureRequests(() => explainAllocation(TEST_TARGET, copy))).toEqual([
      expected(
        'POST',
        '_cluster/allocation/explain',
        '{"index":"logs","shard":0,"primary":true,"current_node":"node-a"}',
      ),
    ]);
  });

  it('retryFailedAllocations POSTs _cluster/reroute?retry_failed=true, as its confirmation says', async () => {
    expect(await captureRequests(() => retryFailedAllocations(TEST_TARGET))).toEqual([
      expected('POST', '_cluster/reroute?retry_failed=true'),
    ]);
    expect(RETRY_FAILED_REQUEST).toBe('POST _cluster/reroute?retry_failed=true');
  });
});
