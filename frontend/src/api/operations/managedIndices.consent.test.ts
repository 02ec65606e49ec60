import { afterEach, describe, expect, it, vi } from 'vitest';
import { NAMES_PLACEHOLDER, planWrites, endWrites } from '../client';
import { installFakeFetch, jsonResponse } from '../testFetch';
import { CONFIRMING_TARGET, recordQuestions } from '../testConsent';
import type { ClusterTarget } from '../types';
import { setWriteConfirmer } from '../writeConfirmation';
import {
  addIsmPolicy,
  changeIsmPolicy,
  removeLifecyclePolicy,
  retryManagedIndices,
} from './managedIndices';

afterEach(() => {
  setWriteConfirmer(null);
  vi.unstubAllGlobals();
});

// 300 names of 40 characters: far beyond what one path should carry, so several requests go.
const MANY = Array.from(
  { length: 300 },
  (_, i) => `logs-application-east-${String(i).padStart(18, '0')}`,
);

/** A cluster whose ILM explain says every index of `MANY` is in ERROR; returns its writes. */
function serve() {
  const { calls } = installFakeFetch((request) =>
    request.method === 'GET'
      ? jsonResponse({
          indices: Object.fromEntries(MANY.map((name) => [name, { index: name, policy: 'p' }])),
        })
      : jsonResponse({ acknowledged: true }),
  );
  return () => calls.filter((call) => call.method === 'POST');
}

const CALLS: [string, string, string | undefined, (target: ClusterTarget) => Promise<unknown>][] = [
  ['retry (ILM)', '/{indices}/_ilm/retry', undefined, (t) => retryManagedIndices(t, 'ilm', MANY)],
  [
    'retry (ISM)',
    '/_plugins/_ism/retry/{indices}',
    undefined,
    (t) => retryManagedIndices(t, 'ism', MANY),
  ],
  [
    'remove (ISM)',
    '/_plugins/_ism/remove/{indices}',
    undefined,
    (t) => removeLifecyclePolicy(t, 'ism', MANY),
  ],
  [
    'add (ISM)',
    '/_plugins/_ism/add/{indices}',
    '{"policy_id":"p"}',
    (t) => addIsmPolicy(t, MANY, { policy_id: 'p' }),
  ],
  [
    'change (ISM)',
    '/_plugins/_ism/change_policy/{indices}',
    '{"policy_id":"p"}',
    (t) => changeIsmPolicy(t, MANY, { policy_id: 'p' }),
  ],
];

describe('calls on many managed indices, on a cluster that asks before writes', () => {
  it.each(CALLS)(
    '%s asks once for all its requests, naming them',
    async (_, pattern, body, run) => {
      const posts = serve();
      const asked = recordQuestions();
      await run(CONFIRMING_TARGET);
      expect(posts().length).toBeGreaterThan(1);
      expect(asked).toHaveLength(1);
      const batch = { kind: 'batch', method: 'POST', pattern, names: MANY };
      expect(asked[0]?.plan).toEqual([body === undefined ? batch : { ...batch, body }]);
    },
  );

  it('sends none of the requests once the plan is declined', async () => {
    const posts = serve();
    const asked = recordQuestions(false);
    const outcomes = await removeLifecyclePolicy(CONFIRMING_TARGET, 'ilm', MANY);
    expect(asked).toHaveLength(1);
    expect(posts()).toHaveLength(0);
    expect(outcomes.length).toBeGreaterThan(1);
    expect(outcomes.every((outcome) => !outcome.ok)).toBe(true);
  });

  it('takes the consent of the operation it belongs to, asking no second question', async () => {
    const posts = serve();
    const asked = recordQuestions();
    const pattern = `${NAMES_PLACEHOLDER}/_ilm/retry`;
    const consent = planWrites([
      { method: 'POST', pattern, names: MANY },
      { method: 'POST', path: 'x/_refresh' },
    ]);
    await retryManagedIndices(CONFIRMING_TARGET, 'ilm', MANY, consent);
    endWrites(consent);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.plan).toHaveLength(2);
    expect(posts().length).toBeGreaterThan(1);
  });
});
