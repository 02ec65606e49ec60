import { describe, expect, it } from 'vitest';
import { rolloverBody, rolloverConditions } from './rollover';

describe('rolloverConditions', () => {
  // The answer to indices/rollover/examples/request/indicesRolloverRequestExample1.yaml, shaped
  // on indices/rollover/IndicesRolloverResponse.ts (the 200_response example there shows
  // another API's answer).
  const answer = {
    acknowledged: true,
    shards_acknowledged: true,
    old_index: '.ds-my-data-stream-2099.05.06-000001',
    new_index: '.ds-my-data-stream-2099.05.07-000002',
    rolled_over: true,
    dry_run: false,
    conditions: {
      '[max_age: 7d]': false,
      '[max_docs: 1000]': true,
      '[max_primary_shard_size: 50gb]': false,
      '[max_primary_shard_docs: 2000]': false,
    },
  };

  it('lists each condition with whether it was met, in the answer order', () => {
    expect(rolloverConditions(answer)).toEqual([
      { condition: '[max_age: 7d]', met: false },
      { condition: '[max_docs: 1000]', met: true },
      { condition: '[max_primary_shard_size: 50gb]', met: false },
      { condition: '[max_primary_shard_docs: 2000]', met: false },
    ]);
  });

  it('reads a dry run the same way', () => {
    const dryRun = {
      ...answer,
      acknowledged: false,
      shards_acknowledged: false,
      rolled_over: false,
      dry_run: true,
      conditions: { '[max_age: 7d]': false },
    };
    expect(rolloverConditions(dryRun)).toEqual([{ condition: '[max_age: 7d]', met: false }]);
  });

  it('gives an empty list without conditions or for a malformed answer', () => {
    expect(rolloverConditions({ ...answer, conditions: {} })).toEqual([]);
    expect(rolloverConditions({ ...answer, conditions: ['[max_age: 7d]'] })).toEqual([]);
    expect(rolloverConditions(null)).toEqual([]);
    expect(rolloverConditions('rolled over')).toEqual([]);
    expect(
      rolloverConditions({ conditions: { '[max_age: 7d]': 'false', '[max_docs: 1]': true } }),
    ).toEqual([{ condition: '[max_docs: 1]', met: true }]);
  });
});

describe('rolloverBody', () => {
  it('builds the conditions of the documented request', () => {
    expect(rolloverBody({ maxAge: '7d', maxDocs: 1000, maxPrimaryShardSize: '50gb' })).toEqual({
      conditions: { max_age: '7d', max_docs: 1000, max_primary_shard_size: '50gb' },
    });
  });

  it('sends only the conditions that are set', () => {
    expect(rolloverBody({ maxPrimaryShardSize: ' 50gb ' })).toEqual({
      conditions: { max_primary_shard_size: '50gb' },
    });
    expect(rolloverBody({ maxAge: '', maxDocs: 0 })).toEqual({ conditions: { max_docs: 0 } });
  });

  it("sends OpenSearch's size condition, max_size", () => {
    expect(rolloverBody({ maxSize: '20gb', maxDocs: 5 })).toEqual({
      conditions: { max_docs: 5, max_size: '20gb' },
    });
  });

  it('gives no body when no condition is set, so the stream rolls over at once', () => {
    expect(rolloverBody({})).toBeUndefined();
    expect(rolloverBody({ maxAge: '  ', maxPrimaryShardSize: '' })).toBeUndefined();
    expect(rolloverBody({ maxDocs: Number.NaN })).toBeUndefined();
    expect(rolloverBody({ maxDocs: -1 })).toBeUndefined();
    expect(rolloverBody({ maxDocs: 2.5 })).toBeUndefined();
  });
});
