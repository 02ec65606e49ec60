import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureRequests, expected, TEST_TARGET } from '../testFetch';
import { catRecovery, catShards, recovery } from './shards';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('shard operations', () => {
  it('catShards puts the pattern in the path and asks for JSON', async () => {
    const calls = await captureRequests(
      () =>
        catShards(TEST_TARGET, { pattern: 'logs-*', h: ['index', 'shard', 'unassigned.reason'] }),
      [],
    );
    expect(calls).toEqual([
      expected('GET', '_cat/shards/logs-*?format=json&h=index,shard,unassigned.reason'),
    ]);
  });

  it('catShards without a pattern lists every shard', async () => {
    expect(await captureRequests(() => catShards(TEST_TARGET), [])).toEqual([
      expected('GET', '_cat/shards?format=json'),
    ]);
  });

  it('catRecovery sorts by start time, newest first', async () => {
    expect(await captureRequests(() => catRecovery(TEST_TARGET), [])).toEqual([
      expected('GET', '_cat/recovery?format=json&s=start_time_millis:desc'),
    ]);
  });

  it('recovery GETs _recovery', async () => {
    expect(await captureRequests(() => recovery(TEST_TARGET))).toEqual([
      expected('GET', '_recovery'),
    ]);
  });
});
