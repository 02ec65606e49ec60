import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureRequests, expected, TEST_TARGET } from '../testFetch';
import {
  catSlmPolicies,
  policyFromResponse,
  slmDeletePolicy,
  slmExecutePolicy,
  slmGetPolicy,
  slmGetStatus,
  slmPutPolicy,
} from './slm';

afterEach(() => {
  vi.unstubAllGlobals();
});

const POLICY = {
  name: '<nightly-{now/d}>',
  schedule: '0 30 1 * * ?',
  repository: 'backups',
  config: { indices: ['*'], ignore_unavailable: false, include_global_state: true },
  retention: { expire_after: '30d' },
};

describe('SLM operations', () => {
  it('catSlmPolicies GETs _slm/policy', async () => {
    expect(await captureRequests(() => catSlmPolicies(TEST_TARGET))).toEqual([
      expected('GET', '_slm/policy'),
    ]);
  });

  it('slmGetPolicy GETs _slm/policy/{id}', async () => {
    expect(await captureRequests(() => slmGetPolicy(TEST_TARGET, 'nightly'))).toEqual([
      expected('GET', '_slm/policy/nightly'),
    ]);
  });

  it('slmPutPolicy PUTs the policy body', async () => {
    expect(await captureRequests(() => slmPutPolicy(TEST_TARGET, 'nightly', POLICY))).toEqual([
      expected('PUT', '_slm/policy/nightly', JSON.stringify(POLICY)),
    ]);
  });

  it('slmDeletePolicy DELETEs the policy', async () => {
    expect(await captureRequests(() => slmDeletePolicy(TEST_TARGET, 'nightly'))).toEqual([
      expected('DELETE', '_slm/policy/nightly'),
    ]);
  });

  it('slmExecutePolicy PUTs _execute, the method of its specification', async () => {
    expect(await captureRequests(() => slmExecutePolicy(TEST_TARGET, 'night ly'))).toEqual([
      expected('PUT', '_slm/policy/night%20ly/_execute'),
    ]);
  });

  it('slmGetStatus GETs _slm/status', async () => {
    expect(await captureRequests(() => slmGetStatus(TEST_TARGET))).toEqual([
      expected('GET', '_slm/status'),
    ]);
  });
});

describe('policyFromResponse', () => {
  it('reads response[id].policy, then response.policy, then response[id]', () => {
    expect(policyFromResponse({ nightly: { policy: POLICY } }, 'nightly')).toEqual(POLICY);
    expect(policyFromResponse({ policy: POLICY }, 'nightly')).toEqual(POLICY);
    expect(policyFromResponse({ nightly: POLICY }, 'nightly')).toEqual(POLICY);
    expect(policyFromResponse(null, 'nightly')).toBeNull();
  });
});
