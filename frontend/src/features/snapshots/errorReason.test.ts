import { describe, expect, it } from 'vitest';
import { apiError, networkError } from '../../api/errors';
import { errorReason } from './errorReason';

describe('errorReason', () => {
  it('reads the reason and its cause from an Elasticsearch error body', () => {
    // PUT _snapshot/{repository} with a location outside path.repo, as Elasticsearch 8 answers it.
    const body = {
      error: {
        root_cause: [{ type: 'repository_exception', reason: '[b] location [/x] doesn\'t match any of the locations specified by path.repo because this setting is empty' }],
        type: 'repository_exception',
        reason: '[b] failed to create repository',
        caused_by: { type: 'repository_exception', reason: '[b] location [/x] doesn\'t match any of the locations specified by path.repo because this setting is empty' },
      },
      status: 500,
    };
    expect(errorReason(apiError(500, 'Internal Server Error', body))).toEqual({
      reason: '[b] failed to create repository',
      cause: "[b] location [/x] doesn't match any of the locations specified by path.repo because this setting is empty",
    });
  });

  it('leaves out a cause that repeats the reason', () => {
    const body = { error: { type: 't', reason: 'same', caused_by: { type: 't', reason: 'same' } } };
    expect(errorReason(apiError(500, '', body))).toEqual({ reason: 'same', cause: null });
  });

  it('reads a string error and falls back to the message', () => {
    expect(errorReason(apiError(400, 'Bad Request', { error: 'no handler found for uri [/_snapshot] and method [GET]' })).reason).toBe(
      'no handler found for uri [/_snapshot] and method [GET]',
    );
    expect(errorReason(networkError('Failed to fetch'))).toEqual({ reason: 'Failed to fetch', cause: null });
  });
});
