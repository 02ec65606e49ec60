import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureRequests, expected, TEST_TARGET } from '../testFetch';
import {
  deleteIlmPolicy,
  getIlmPolicies,
  getIlmStatus,
  putIlmPolicy,
  startIlm,
  stopIlm,
} from './ilm';

afterEach(() => {
  vi.unstubAllGlobals();
});

// The documented request of PUT _ilm/policy/my_policy.
const BODY = {
  policy: {
    _meta: { description: 'used for nginx log', project: { name: 'myProject' } },
    phases: {
      warm: { min_age: '10d', actions: { forcemerge: { max_num_segments: 1 } } },
      delete: { min_age: '30d', actions: { delete: {} } },
    },
  },
};

describe('ILM operations', () => {
  it('getIlmPolicies GETs _ilm/policy and reads it', async () => {
    let policies: unknown;
    const calls = await captureRequests(
      async () => {
        policies = await getIlmPolicies(TEST_TARGET);
      },
      { my_policy: { version: 2, policy: BODY.policy } },
    );
    expect(calls).toEqual([expected('GET', '_ilm/policy')]);
    expect(policies).toMatchObject([
      { name: 'my_policy', version: 2, phases: [{ name: 'warm' }, { name: 'delete' }] },
    ]);
  });

  it('putIlmPolicy PUTs the body to the escaped name', async () => {
    expect(await captureRequests(() => putIlmPolicy(TEST_TARGET, 'my policy', BODY))).toEqual([
      expected('PUT', '_ilm/policy/my%20policy', JSON.stringify(BODY)),
    ]);
  });

  it('deleteIlmPolicy DELETEs the policy', async () => {
    expect(await captureRequests(() => deleteIlmPolicy(TEST_TARGET, 'my_policy'))).toEqual([
      expected('DELETE', '_ilm/policy/my_policy'),
    ]);
  });

  it('reads, starts and stops ILM', async () => {
    expect(await captureRequests(() => getIlmStatus(TEST_TARGET))).toEqual([
      expected('GET', '_ilm/status'),
    ]);
    expect(await captureRequests(() => startIlm(TEST_TARGET))).toEqual([
      expected('POST', '_ilm/start'),
    ]);
    expect(await captureRequests(() => stopIlm(TEST_TARGET))).toEqual([
      expected('POST', '_ilm/stop'),
    ]);
  });
});
