import { describe, expect, it } from 'vitest';
import {
  apiError,
  ClusterRequestError,
  networkError,
  requestError,
  requestStateFromError,
  toClusterErrorInfo,
} from './errors';

describe('requestStateFromError', () => {
  it('marks a network failure as networkError with status -1', () => {
    expect(requestStateFromError(networkError('Failed to fetch'))).toEqual({
      loading: false,
      networkError: true,
      apiError: false,
      apiErrorMessage: 'Failed to fetch',
      status: -1,
    });
  });

  it('marks an HTTP failure as apiError with its status and message', () => {
    const err = apiError(404, 'Not Found', {
      error: { type: 'index_not_found_exception', reason: 'no such index' },
    });
    expect(requestStateFromError(err)).toEqual({
      loading: false,
      networkError: false,
      apiError: true,
      apiErrorMessage: 'Index not found',
      apiErrorReason: { reason: 'no such index', cause: null },
      status: 404,
    });
  });

  it('reports any other thrown error by its text with status -1', () => {
    const state = requestStateFromError(new Error('boom'));
    expect(state).toMatchObject({
      networkError: false,
      apiError: false,
      apiErrorMessage: 'boom',
      status: -1,
    });
  });

  it('reads the serialised error an RTK Query endpoint returns the same way as the thrown one', () => {
    const thrown = apiError(400, 'Bad Request', { error: 'bad' });
    const serialised: unknown = JSON.parse(JSON.stringify(thrown.toInfo()));
    expect(requestStateFromError(serialised)).toEqual(requestStateFromError(thrown));
  });
});

describe('apiError message', () => {
  it('is the compact JSON text of the error body for errors other than index not found', () => {
    const body = { error: { type: 'x', reason: 'y' }, status: 400 };
    expect(apiError(400, '', body).message).toBe(
      '{"error":{"type":"x","reason":"y"},"status":400}',
    );
  });

  it('is the text itself when the body is not JSON', () => {
    expect(apiError(503, 'Service Unavailable', 'upstream down').message).toBe('upstream down');
  });
});

describe('toClusterErrorInfo', () => {
  it('gives foreign errors kind request and code unknown', () => {
    expect(toClusterErrorInfo('weird')).toEqual({
      kind: 'request',
      code: 'unknown',
      status: -1,
      statusText: '',
      message: 'weird',
      body: null,
    });
  });

  it('keeps the code of a ClusterRequestError', () => {
    const err = requestError('htmlInsteadOfJson', 'html');
    expect(err).toBeInstanceOf(ClusterRequestError);
    expect(err).toBeInstanceOf(Error);
    expect(toClusterErrorInfo(err).code).toBe('htmlInsteadOfJson');
  });
});
