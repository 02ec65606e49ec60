import { describe, expect, it } from 'vitest';
import { apiError, errorReason, networkError } from './errors';

describe('errorReason', () => {
  it('reads the reason and its cause from an Elasticsearch error body', () => {
    // PUT _snapshot/{repository} with a location outside path.repo, as Elasticsearch 8 answers it.
    const body = {
      error: {
        root_cause: [
          {
            type: 'repository_exception',
            reason:
              "[b] location [/x] doesn't match any of the locations specified by path.repo because this setting is empty",
          },
        ],
        type: 'repository_exception',
        reason: '[b] failed to create repository',
        caused_by: {
          type: 'repository_exception',
          reason:
            "[b] location [/x] doesn't match any of the locations specified by path.repo because this setting is empty",
        },
      },
      status: 500,
    };
    expect(errorReason(apiError(500, 'Internal Server Error', body))).toEqual({
      reason: '[b] failed to create repository',
      cause:
        "[b] location [/x] doesn't match any of the locations specified by path.repo because this setting is empty",
    });
  });

  it('leaves out a cause that repeats the reason', () => {
    const body = { error: { type: 't', reason: 'same', caused_by: { type: 't', reason: 'same' } } };
    expect(errorReason(apiError(500, '', body))).toEqual({ reason: 'same', cause: null });
  });

  it('reads a string error and falls back to the message', () => {
    expect(
      errorReason(
        apiError(400, 'Bad Request', {
          error: 'no handler found for uri [/_snapshot] and method [GET]',
        }),
      ).reason,
    ).toBe('no handler found for uri [/_snapshot] and method [GET]');
    expect(errorReason(networkError('Failed to fetch'))).toEqual({
      reason: 'Failed to fetch',
      cause: null,
    });
  });

  it('reads the cause of a search that failed on every shard from the shard failure', () => {
    // A term query on a long field with a word, as Elasticsearch answers it.
    const shardReason = {
      type: 'query_shard_exception',
      reason: 'failed to create query: For input string: "abc"',
      index: 't1',
    };
    const body = {
      error: {
        root_cause: [shardReason],
        type: 'search_phase_execution_exception',
        reason: 'all shards failed',
        phase: 'query',
        grouped: true,
        failed_shards: [{ shard: 0, index: 't1', node: 'n1', reason: shardReason }],
      },
      status: 400,
    };
    expect(errorReason(apiError(400, 'Bad Request', body))).toEqual({
      reason: 'all shards failed',
      cause: shardReason.reason,
    });
  });

  it('prefers caused_by over the shard failures', () => {
    const body = {
      error: {
        reason: 'all shards failed',
        caused_by: { reason: 'too many clauses' },
        failed_shards: [{ reason: { reason: 'other' } }],
      },
    };
    expect(errorReason(apiError(400, '', body)).cause).toBe('too many clauses');
  });
});
