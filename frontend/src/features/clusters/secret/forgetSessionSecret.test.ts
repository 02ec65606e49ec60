import { createPersistedStore } from '../../../app/store';
import { apiError } from '../../../api/errors';
import {
  addCluster,
  healthCheckFailed,
  healthCheckSucceeded,
  selectSecretRejected,
} from '../connection/connectionSlice';
import {
  needsSessionSecret,
  readSessionSecret,
  refusesSessionSecret,
} from '../connection/sessionSecrets';
import { AWS_SESSION_CLUSTER, sessionOnlyCluster } from '../testSessionSecrets';
import { forgetSessionSecret } from './forgetSessionSecret';

const sessionOnly = sessionOnlyCluster('pw-wrong');
const ref = { index: 0, uri: sessionOnly.uri };

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('refusesSessionSecret', () => {
  it('is a 401 to a session-only secret, or a 403 to an AWS one', () => {
    expect(refusesSessionSecret(sessionOnly, apiError(401, 'Unauthorized', null))).toBe(true);
    expect(refusesSessionSecret(sessionOnly, apiError(403, 'Forbidden', null))).toBe(false);
    expect(refusesSessionSecret(AWS_SESSION_CLUSTER, apiError(403, 'Forbidden', null))).toBe(true);
    expect(refusesSessionSecret(sessionOnly, apiError(500, 'Server Error', null))).toBe(false);
    expect(refusesSessionSecret(sessionOnly, new TypeError('Failed to fetch'))).toBe(false);
  });

  it('is never true for a cluster that keeps its secret saved, or a proxied one', () => {
    const refused = apiError(401, 'Unauthorized', null);
    expect(refusesSessionSecret({ ...sessionOnly, sessionSecret: false }, refused)).toBe(false);
    expect(refusesSessionSecret({ ...sessionOnly, proxyId: 'prod' }, refused)).toBe(false);
  });
});

describe('a refused session-only secret', () => {
  it('is remembered for the session only, until a check succeeds', () => {
    const store = createPersistedStore();
    store.dispatch(addCluster(sessionOnly));
    store.dispatch(healthCheckFailed({ ...ref, secretRejected: true }));
    expect(selectSecretRejected(store.getState(), sessionOnly.uri)).toBe(true);
    expect(localStorage.getItem('connection')).not.toContain('secretRejected');
    const result = {
      clusterName: 'docker-cluster',
      distribution: 'elasticsearch' as const,
      version: '8.15.0',
      majorVersion: '8',
      flavor: 'default' as const,
      uuid: 'uuid-1',
      status: 'green' as const,
    };
    store.dispatch(healthCheckSucceeded({ ...ref, result }));
    expect(selectSecretRejected(store.getState(), sessionOnly.uri)).toBe(false);
  });

  it('is not remembered for a cluster that keeps its secret saved', () => {
    const store = createPersistedStore();
    store.dispatch(addCluster({ ...sessionOnly, sessionSecret: false }));
    store.dispatch(healthCheckFailed({ ...ref, secretRejected: true }));
    expect(selectSecretRejected(store.getState(), sessionOnly.uri)).toBe(false);
  });

  it('is forgotten in the store and in session storage, and stays forgotten after a reload', () => {
    const store = createPersistedStore();
    store.dispatch(addCluster(sessionOnly));
    expect(readSessionSecret(sessionOnly.uri)).toEqual({ password: 'pw-wrong' });
    store.dispatch(healthCheckFailed({ ...ref, secretRejected: true }));
    store.dispatch(forgetSessionSecret(0));
    const cluster = store.getState().connection.clusters[0];
    expect(needsSessionSecret(cluster)).toBe(true);
    expect(selectSecretRejected(store.getState(), sessionOnly.uri)).toBe(false);
    expect(readSessionSecret(sessionOnly.uri)).toEqual({});
    expect(needsSessionSecret(createPersistedStore().getState().connection.clusters[0])).toBe(true);
  });

  it('leaves a saved secret alone', () => {
    const store = createPersistedStore();
    const saved = { ...sessionOnly, sessionSecret: false };
    store.dispatch(addCluster(saved));
    store.dispatch(forgetSessionSecret(0));
    expect(store.getState().connection.clusters[0].auth).toEqual(saved.auth);
  });
});
