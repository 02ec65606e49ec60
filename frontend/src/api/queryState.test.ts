import { describe, expect, it } from 'vitest';
import { fetchRequestState, lastNetworkFailure, queryRequestState } from './queryState';
import { NETWORK_FAILURE } from '../test/clusterErrors';

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
      apiErrorReason: { reason: 'denied', cause: null },
      status: 403,
    });
  });

  it('reads a network failure as a network error', () => {
    expect(queryRequestState({ isLoading: false, error: NETWORK_FAILURE }).networkError).toBe(true);
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

describe('fetchRequestState', () => {
  const error = {
    kind: 'api',
    code: 'api',
    status: 404,
    statusText: 'Not Found',
    message: 'missing',
    body: null,
  };

  it('is loading while any call runs, a reload after an error included', () => {
    expect(fetchRequestState({ isFetching: true, error }).loading).toBe(true);
  });

  it('reads the error of the last call once none runs', () => {
    expect(fetchRequestState({ isFetching: false, error })).toMatchObject({
      loading: false,
      apiError: true,
      status: 404,
    });
    expect(fetchRequestState({ isFetching: false }).apiError).toBe(false);
  });
});

describe('lastNetworkFailure', () => {
  const network = NETWORK_FAILURE;
  const api = { ...network, kind: 'api', code: 'api', status: 500 };

  it('is null without the cluster data cache or without network failures', () => {
    expect(lastNetworkFailure({})).toBeNull();
    expect(lastNetworkFailure(null)).toBeNull();
    expect(
      lastNetworkFailure({
        clusterApi: { queries: { a: { status: 'fulfilled', startedTimeStamp: 5 } } },
      }),
    ).toBeNull();
    expect(
      lastNetworkFailure({
        clusterApi: { queries: { a: { status: 'rejected', error: api, startedTimeStamp: 5 } } },
      }),
    ).toBeNull();
  });

  it('is the start of the latest call that failed for the network', () => {
    const queries = {
      a: { status: 'rejected', error: network, startedTimeStamp: 5 },
      b: { status: 'rejected', error: network, startedTimeStamp: 9 },
      c: { status: 'rejected', error: api, startedTimeStamp: 12 },
      d: { status: 'pending', error: network, startedTimeStamp: 20 },
    };
    expect(lastNetworkFailure({ clusterApi: { queries } })).toBe(9);
  });
});
