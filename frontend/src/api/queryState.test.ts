import { describe, expect, it } from 'vitest';
import { queryRequestState } from './queryState';

describe('queryRequestState', () => {
  it('is loading before the first answer', () => {
    expect(queryRequestState({ isLoading: true })).toMatchObject({
      loading: true,
      apiError: false,
    });
  });

  it('reads a cluster error returned by an endpoint', () => {
    const error = {
      kind: 'api',
      code: 'api',
      status: 403,
      statusText: 'Forbidden',
      message: 'denied',
      body: null,
    };
    expect(queryRequestState({ isLoading: false, error })).toEqual({
      loading: false,
      networkError: false,
      apiError: true,
      apiErrorMessage: 'denied',
      status: 403,
    });
  });

  it('reads a network failure as a network error', () => {
    const error = {
      kind: 'network',
      code: 'network',
      status: -1,
      statusText: '',
      message: 'Failed to fetch',
      body: null,
    };
    expect(queryRequestState({ isLoading: false, error }).networkError).toBe(true);
  });

  it('is idle after a successful answer', () => {
    expect(queryRequestState({ isLoading: false, error: undefined })).toEqual({
      loading: false,
      networkError: false,
      apiError: false,
      apiErrorMessage: '',
      status: -1,
    });
  });
});
